import assert from 'node:assert/strict';
import {connect, type Socket} from 'node:net';
import {describe, test} from 'node:test';
import {setTimeout as delay} from 'node:timers/promises';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';

const STREAM_HEADERS = {accept: 'text/event-stream', 'content-type': 'application/json'};
const TOOL_RETURNED = 'subscription { toolReturned { tool { name } } }';

function streamUrl(endpoint: string): string {
  return `${endpoint}/stream`;
}

/** Starts a subscription and returns the response, whose body stays open until `signal` aborts. */
function openStream(
  endpoint: string,
  query: string,
  {headers = STREAM_HEADERS, signal}: {headers?: Record<string, string>; signal?: AbortSignal} = {},
) {
  return fetch(streamUrl(endpoint), {method: 'POST', headers, body: JSON.stringify({query}), signal});
}

/** The results of a stream that ends by itself: every `next` event's data, before `complete`. */
async function resultsOf(response: Response): Promise<any[]> {
  const text = await response.text();
  assert.match(text, /\nevent: complete\ndata:\s*$/);
  return [...text.matchAll(/^event: next\ndata: (.*)$/gm)].map((match) => JSON.parse(match[1]!));
}

async function postQuery(endpoint: string, query: string): Promise<any> {
  const response = await fetch(endpoint, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({query})});
  return response.json();
}

async function activeSubscriptions(endpoint: string): Promise<number> {
  return (await postQuery(endpoint, '{ activeSubscriptions }')).data.activeSubscriptions;
}

async function waitForActiveSubscriptions(endpoint: string, expected: number): Promise<void> {
  let active: number | undefined;
  for (let attempt = 0; attempt < 500 && active !== expected; attempt += 1) {
    active = await activeSubscriptions(endpoint);
  }
  assert.equal(active, expected);
}

function messagesOf(result: {errors?: {message: string}[]}): string[] {
  return (result.errors ?? []).map((error) => error.message);
}

// schema.js's MAX_EVENTS_BEHIND: the most events a subscription keeps for its client.
const MAX_EVENTS_BEHIND = 100;
// Events of about 8 KiB (nine aliases of 900 characters), so that the socket's buffers fill.
const LARGE_TOOL_RETURNED = `subscription { toolReturned { ${Array.from({length: 9}, (_, index) => `${'a'.repeat(900)}${index}: tool { name }`).join(' ')} } }`;

/** A stream on a raw connection that takes what has arrived only when `readSome` is called. */
interface SlowReader {
  socket: Socket;
  /** The end of what it read: enough for the last events. */
  received: string;
  take(chunk: string): void;
  closed: Promise<void>;
  readSome(): void;
}

function openSlowReader(endpoint: string, query: string): SlowReader {
  const url = new URL(streamUrl(endpoint));
  const body = JSON.stringify({query});
  const socket = connect(Number(url.port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.pause();
  socket.setEncoding('utf8');
  socket.write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  const reader: SlowReader = {
    socket,
    received: '',
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
    take(chunk) {
      reader.received = (reader.received + chunk).slice(-100_000);
    },
    readSome() {
      reader.take(socket.read() ?? '');
    },
  };
  return reader;
}

async function queuedEvents(endpoint: string): Promise<number> {
  return (await postQuery(endpoint, '{ queuedEvents }')).data.queuedEvents;
}

/**
 * Ten streams that read one chunk every 500 ms while mutations publish 3,000 events to each.
 * graphql-sse takes each event from the subscription as soon as it is published, so the events
 * that wait do so in graphql-sse's queue, where onNext sees them: fewer than 100 a stream ever wait
 * in schema.js, and endIfNotReading ends each stream. The server keeps answering.
 */
async function assertSlowReadersEnded(endpoint: string): Promise<void> {
  const readers = Array.from({length: 10}, () => openSlowReader(endpoint, LARGE_TOOL_RETURNED));
  await waitForActiveSubscriptions(endpoint, readers.length);
  let reading = true;
  const pacing = (async () => {
    while (reading) {
      for (const reader of readers) reader.readSome();
      await delay(500);
    }
  })();
  const mutation = `mutation { ${Array.from({length: 10}, (_, index) => `p${index}: returnTool(name: "Hand plane", member: "Kofi")`).join(' ')} }`;
  let mostQueued = 0;
  try {
    for (let round = 0; round < 30; round += 1) {
      await Promise.all(Array.from({length: 10}, () => postQuery(endpoint, mutation)));
      mostQueued = Math.max(mostQueued, await queuedEvents(endpoint));
    }
  } finally {
    reading = false;
    await pacing;
  }
  assert.ok(mostQueued < MAX_EVENTS_BEHIND, `${mostQueued} events waited in schema.js`);
  // Read what is left: the server has ended every stream, in the middle of an event.
  for (const reader of readers) {
    reader.socket.on('data', (chunk: string) => reader.take(chunk));
    reader.socket.resume();
  }
  const ended = await Promise.all(readers.map((reader) => Promise.race([reader.closed.then(() => true), delay(5_000).then(() => false)])));
  for (const reader of readers) reader.socket.destroy();
  assert.equal(ended.filter(Boolean).length, readers.length, 'streams the server left open');
  for (const reader of readers) {
    const end = reader.received.slice(-400);
    assert.ok(!end.includes('\nevent: complete\n'), `the stream ended with ${end.slice(-150)}`);
  }
  await waitForActiveSubscriptions(endpoint, 0);
  assert.equal(await queuedEvents(endpoint), 0);
}

// Attacks against server.js: each must be refused, on the stream endpoint as on /graphql.
// Returns the error ids clients got for the failing stream and the failing query.
async function assertAttacksRefused(endpoint: string): Promise<{streamErrorId: string; queryErrorId: string}> {
  // Documents the limits refuse: the same errors over SSE as over HTTP.
  const aliases = `subscription { ${Array.from({length: 11}, (_, index) => `a${index}: toolReturned { tool { name } }`).join(' ')} }`;
  const deep = 'subscription { toolReturned { tool { owner { tools { owner { tools { owner { name } } } } } } } }';
  for (const query of [aliases, deep]) {
    const results = await resultsOf(await openStream(endpoint, query));
    assert.equal(results.length, 1, query);
    assert.ok(messagesOf(results[0]).length > 0, query);
    assert.deepEqual(messagesOf(results[0]), messagesOf(await postQuery(endpoint, query)));
  }
  // Two root fields, side by side, under aliases or hidden in a fragment; an introspection root
  // field; two operations of one name: graphql-js's standard rules refuse each before it starts.
  for (const [query, refusal] of [
    ['subscription { toolReturned { tool { name } } stockAlerts }', /must select only one top level field/],
    ['subscription { a: toolReturned { tool { name } } b: toolReturned { tool { name } } }', /must select only one top level field/],
    [
      'subscription { ...Both } fragment Both on Subscription { toolReturned { tool { name } } stockAlerts }',
      /must select only one top level field/,
    ],
    ['subscription { __typename }', /must not select an introspection top level field/],
    ['subscription S { stockAlerts } mutation S { returnTool(name: "Hand plane", member: "Mallory") }', /only one operation named "S"/],
  ] as const) {
    const operationName = query.startsWith('subscription S') ? 'S' : undefined;
    const response = await fetch(streamUrl(endpoint), {
      method: 'POST',
      headers: STREAM_HEADERS,
      body: JSON.stringify({query, operationName}),
    });
    const results = await resultsOf(response);
    assert.equal(results.length, 1, query);
    assert.match(messagesOf(results[0]).join('\n'), refusal);
  }
  // A root field's @skip reading a variable: graphql 17 refuses it, graphql 16's rule throws, and
  // server.js reports the thrown error instead of answering 500, on both routes.
  const skipped = {
    query: 'subscription ($s: Boolean!) { toolReturned { tool { name } } stockAlerts @skip(if: $s) }',
    variables: {s: false},
  };
  const skipRefusal = /must not use `@skip` or `@include` directives|"\$s" which was not provided a runtime value/;
  const skippedOverSse = await resultsOf(
    await fetch(streamUrl(endpoint), {method: 'POST', headers: STREAM_HEADERS, body: JSON.stringify(skipped)}),
  );
  assert.equal(skippedOverSse.length, 1);
  assert.match(messagesOf(skippedOverSse[0]).join('\n'), skipRefusal);
  const skippedOverHttp = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(skipped),
  });
  assert.equal(skippedOverHttp.status, 200);
  assert.deepEqual(messagesOf(await skippedOverHttp.json()), messagesOf(skippedOverSse[0]));
  await waitForActiveSubscriptions(endpoint, 0);
  // Too many tokens, or over 10,000 UTF-16 code units (an emoji counts two): the parser's error on
  // both routes, with 400 on the stream route, and on /graphql 400 or 200 depending on the media
  // type the client accepts.
  for (const [document, parserError] of [
    // graphql 16 says "more that 1000 tokens".
    [`subscription { toolReturned { tool { name ${'name '.repeat(1000)} } } }`, /Document contains more tha[nt] 1000 tokens/],
    [`subscription { stockAlerts } ${' '.repeat(10_000)}`, /Source contains more than 10000 UTF-16 code units/],
    [`subscription { stockAlerts } #${'\u{1F600}'.repeat(4_990)}`, /Source contains more than 10000 UTF-16 code units/],
  ] as const) {
    const overSse = await openStream(endpoint, document);
    assert.equal(overSse.status, 400);
    const [message] = messagesOf(await overSse.json());
    assert.match(message!, parserError);
    for (const [accept, status] of [
      ['application/graphql-response+json', 400],
      ['application/json', 200],
      [undefined, 200],
    ] as const) {
      const overHttp = await fetch(endpoint, {
        method: 'POST',
        headers: {'content-type': 'application/json', ...(accept ? {accept} : {})},
        body: JSON.stringify({query: document}),
      });
      assert.equal(overHttp.status, status, accept);
      assert.deepEqual(messagesOf(await overHttp.json()), [message]);
    }
  }
  // Only subscriptions: a mutation or a query on the stream endpoint does not run, alone or
  // named beside a subscription. A listener sees only the mutation sent to /graphql afterwards.
  const listening = new AbortController();
  const listener = await openStream(endpoint, 'subscription { toolReturned { borrower { name } } }', {signal: listening.signal});
  await waitForActiveSubscriptions(endpoint, 1);
  const mallory = 'mutation M { returnTool(name: "Hand plane", member: "Mallory") }';
  for (const body of [
    {query: mallory},
    {query: `subscription S { stockAlerts } ${mallory}`, operationName: 'M'},
    {query: '{ activeSubscriptions }'},
  ]) {
    const refusedOperation = await fetch(streamUrl(endpoint), {method: 'POST', headers: STREAM_HEADERS, body: JSON.stringify(body)});
    assert.equal(refusedOperation.status, 400);
    assert.deepEqual(messagesOf(await refusedOperation.json()), ['Only subscriptions are served here; send other operations to /graphql.']);
  }
  await postQuery(endpoint, 'mutation { returnTool(name: "Hand plane", member: "Kofi") }');
  const events = listener.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  while (!received.includes('event: next')) {
    received += (await events.read()).value;
  }
  assert.match(received, /data: \{"data":\{"toolReturned":\{"borrower":\{"name":"Kofi"\}\}\}\}/);
  listening.abort();
  await waitForActiveSubscriptions(endpoint, 0);
  // A page on another site, and the content type a page may send without asking.
  for (const origin of ['https://attacker.example', 'null']) {
    assert.equal((await openStream(endpoint, TOOL_RETURNED, {headers: {...STREAM_HEADERS, origin}})).status, 403, origin);
  }
  for (const contentType of ['text/plain;a=application/json', 'application/ json', 'text/plain']) {
    assert.equal(
      (await openStream(endpoint, TOOL_RETURNED, {headers: {...STREAM_HEADERS, 'content-type': contentType}})).status,
      415,
      contentType,
    );
  }
  // graphql-sse streams only to Accept: text/event-stream, exactly; without a stream token, it
  // answers any other Accept with an empty 404.
  for (const accept of ['*/*', 'text/event-stream, */*', 'application/json', 'Text/Event-Stream', 'text/event-stream;charset=utf-8']) {
    const response = await openStream(endpoint, 'subscription { stockAlerts }', {headers: {...STREAM_HEADERS, accept}});
    assert.equal(response.status, 404, accept);
    assert.equal(await response.text(), '', accept);
  }
  // A stream token of graphql-sse's other mode attaches to nothing: the request is its own stream.
  const [withToken] = await resultsOf(
    await openStream(endpoint, 'subscription { stockAlerts }', {
      headers: {...STREAM_HEADERS, 'x-graphql-event-stream-token': 'someone-elses'},
    }),
  );
  assert.deepEqual(messagesOf(withToken), ['Internal server error.']);
  // With that token and the Accept of that mode's operation requests, nothing runs: an empty 404.
  const tokenOperation = await openStream(endpoint, 'subscription { stockAlerts }', {
    headers: {'content-type': 'application/json', accept: 'application/json', 'x-graphql-event-stream-token': 'someone-elses'},
  });
  assert.equal(tokenOperation.status, 404);
  assert.equal(await tokenOperation.text(), '');
  const streamErrorId: string = withToken.errors[0].extensions.errorId;
  // Bodies graphql-sse cannot use: a clear 400, nothing internal.
  for (const [body, message] of [
    ['{}', 'Missing query'],
    ['{"query": 1}', 'Invalid query'],
    ['{"query": "subscription { stockAlerts }", "variables": "x"}', 'Invalid variables'],
    ['{"query": "subscription { stock', 'Bad request.'],
  ]) {
    const response = await fetch(streamUrl(endpoint), {method: 'POST', headers: STREAM_HEADERS, body});
    assert.equal(response.status, 400, body);
    assert.deepEqual(messagesOf(await response.json()), [message]);
  }
  // graphql-sse's reservations and GET streams are not served: Express answers, not graphql-sse.
  for (const [method, url] of [
    ['PUT', streamUrl(endpoint)],
    ['DELETE', streamUrl(endpoint)],
    ['GET', `${streamUrl(endpoint)}?query=${encodeURIComponent(TOOL_RETURNED)}`],
  ] as const) {
    const response = await fetch(url, {method, headers: {accept: 'text/event-stream'}});
    assert.equal(response.status, 404, method);
    assert.match(await response.text(), new RegExp(`Cannot ${method} /graphql/stream`));
  }
  // A body over 64 KiB.
  const large = await openStream(endpoint, `subscription { toolReturned { tool { name } } } #${'x'.repeat(64 * 1024)}`);
  assert.equal(large.status, 413);
  const largeQuery = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({query: `{ activeSubscriptions } #${'x'.repeat(64 * 1024)}`}),
  });
  assert.equal(largeQuery.status, 413);
  await waitForActiveSubscriptions(endpoint, 0);
  // The 101st open stream.
  const abort = new AbortController();
  const open = await Promise.all(Array.from({length: 100}, () => openStream(endpoint, TOOL_RETURNED, {signal: abort.signal})));
  assert.deepEqual(new Set(open.map((response) => response.status)), new Set([200]));
  await waitForActiveSubscriptions(endpoint, 100);
  const refused = await openStream(endpoint, TOOL_RETURNED);
  assert.equal(refused.status, 503);
  abort.abort();
  await waitForActiveSubscriptions(endpoint, 0);
  const [accepted] = await Promise.all([
    openStream(endpoint, TOOL_RETURNED, {signal: AbortSignal.timeout(5_000)}),
    waitForActiveSubscriptions(endpoint, 1),
  ]);
  assert.equal(accepted.status, 200);
  await accepted.body?.cancel();
  await waitForActiveSubscriptions(endpoint, 0);
  // Errors clients must not see: masked on both endpoints.
  const report = await postQuery(endpoint, '{ inventoryReport }');
  assert.deepEqual(messagesOf(report), ['Internal server error.']);
  return {streamErrorId, queryErrorId: report.errors[0].extensions.errorId};
}

describe('guides/subscriptions-sse', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/subscriptions-sse/server.js', version, (server) =>
        assertClientPrints('guides/subscriptions-sse/client.js', server.endpoint, 'guides/subscriptions-sse/client.output.txt', version),
      );
      // The failing source stream's details go to the log (the attack test matches the id).
      assert.match(stderr, /^error [0-9a-f-]{36} at request: redis: connection lost to 10\.0\.0\.8:6379$/m);
    });

    test(`attack: streams read slower than events are published are ended on graphql ${version}`, async () => {
      await withServer('guides/subscriptions-sse/server.js', version, async ({endpoint}) => {
        await assertSlowReadersEnded(endpoint);
      });
    });

    test(`attacks against server.js on graphql ${version}`, async () => {
      let errorIds = {streamErrorId: '', queryErrorId: ''};
      const stderr = await withServer('guides/subscriptions-sse/server.js', version, async ({endpoint}) => {
        errorIds = await assertAttacksRefused(endpoint);
      });
      // Each masked error's details are in the log, under the id its client got.
      assert.match(errorIds.streamErrorId, /^[0-9a-f-]{36}$/);
      assert.ok(stderr.includes(`error ${errorIds.streamErrorId} at request: redis: connection lost to 10.0.0.8:6379\n`), stderr);
      assert.match(errorIds.queryErrorId, /^[0-9a-f-]{36}$/);
      assert.match(stderr, new RegExp(`^error ${errorIds.queryErrorId} .*ECONNREFUSED 10\\.0\\.0\\.7:5432$`, 'm'));
    });
  }
});
