// Claim tests of the Server-Sent Events guide (docs/guides/subscriptions-sse.mdx): each test backs
// one sentence of the page's prose about graphql-sse, quoted in its name, on graphql 17 and 16.
// The page's server is attacked in tests/examples/guides-subscriptions-sse.test.ts.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { mock, test } from 'node:test';
import express from 'express';
import { buildSchema, parse, validate, versionInfo } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import semver from 'semver';

const require = createRequire(import.meta.url);

// A subscription whose source stream says when graphql-js lets go of it.
function schemaWithTicks(onReturn = () => {}) {
  const schema = buildSchema(`
    type Query { count: Int broken: Int }
    type Mutation { increment: Int }
    type Subscription { tick: Int failing: Int }
  `);
  let count = 0;
  const fields = schema.getSubscriptionType().getFields();
  // One event, then nothing until the subscription ends.
  fields.tick.subscribe = () => {
    let sent = false;
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => (sent ? new Promise(() => {}) : ((sent = true), Promise.resolve({ done: false, value: { tick: 1 } }))),
      return: async () => (onReturn(), { done: true, value: undefined }),
    };
  };
  fields.failing.subscribe = async function* () {
    yield { failing: 1 };
    throw new Error('redis: connection lost to 10.0.0.8:6379');
  };
  // graphql-sse has no rootValue option: the resolvers go on the fields.
  schema.getQueryType().getFields().count.resolve = () => count;
  schema.getQueryType().getFields().broken.resolve = () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  };
  schema.getMutationType().getFields().increment.resolve = () => (count += 1);
  return { schema, count: () => count };
}

async function withSseServer(options, body) {
  const app = express();
  app.use(express.json());
  app.all('/stream', createHandler(options));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await body(`http://127.0.0.1:${server.address().port}/stream`);
  } finally {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  }
}

function stream(url, query, headers = { 'content-type': 'application/json' }) {
  return fetch(url, { method: 'POST', headers: { accept: 'text/event-stream', ...headers }, body: JSON.stringify({ query }) });
}

test('"graphql-sse 2.6.1 declares graphql >=0.11 <=17 as its peer dependency", which the installed graphql satisfies, and runs a subscription with it', async () => {
  const manifest = JSON.parse(await readFile(require.resolve('graphql-sse/package.json'), 'utf8'));
  assert.equal(manifest.version, '2.6.1');
  assert.equal(manifest.peerDependencies.graphql, '>=0.11 <=17');
  const installed = `${versionInfo.major}.${versionInfo.minor}.${versionInfo.patch}`;
  assert.ok(semver.satisfies(installed, manifest.peerDependencies.graphql), installed);
  // "<=17 includes every 17.x release": a bare major means up to the next one.
  for (const release of ['17.0.0', '17.1.0', '17.99.99']) {
    assert.ok(semver.satisfies(release, manifest.peerDependencies.graphql), release);
  }
  assert.ok(!semver.satisfies('18.0.0', manifest.peerDependencies.graphql));
  // A schema of this graphql instance, executed by graphql-sse: one instance in the process.
  const { schema } = schemaWithTicks();
  await withSseServer({ schema }, async (url) => {
    const response = await stream(url, 'subscription { tick }');
    assert.equal(response.status, 200);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: next')) {
      text += (await reader.read()).value;
    }
    assert.match(text, /data: \{"data":\{"tick":1\}\}/);
    await reader.cancel();
  });
});

test('"it answers with Content-Type text/event-stream and Cache-Control no-cache", "graphql-sse marks its streams Content-Encoding: none", and "graphql-sse calls return() on the subscription when the client goes away"', async () => {
  const returned = Promise.withResolvers();
  const { schema } = schemaWithTicks(() => returned.resolve('returned'));
  await withSseServer({ schema }, async (url) => {
    const controller = new AbortController();
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { tick }' }),
      signal: controller.signal,
    });
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('content-encoding'), 'none');
    controller.abort();
    assert.equal(await returned.promise, 'returned');
  });
});

test('"Queries and mutations get an event stream with one result", and graphql-sse "reads any Content-Type that contains application/json"', async () => {
  const ticks = schemaWithTicks();
  await withSseServer({ schema: ticks.schema }, async (url) => {
    const response = await stream(url, 'mutation { increment }', { 'content-type': 'text/plain;a=application/json' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(await response.text(), ':\n\nevent: next\ndata: {"data":{"increment":1}}\n\nevent: complete\ndata:\n\n');
    assert.equal(ticks.count(), 1);
  });
});

test('"every subscription is its own request, which is also what graphql-sse\'s client does unless told otherwise"', async () => {
  const { createClient } = await import('graphql-sse');
  const { schema } = schemaWithTicks();
  const methods = [];
  const app = express();
  app.use((req, _res, next) => (methods.push(req.method), next()));
  app.use(express.json());
  app.all('/stream', createHandler({ schema, authenticate: () => null }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const client = createClient({ url: `http://127.0.0.1:${server.address().port}/stream`, retryAttempts: 0 });
  try {
    for (let index = 0; index < 2; index += 1) {
      const events = client.iterate({ query: 'subscription { tick }' });
      assert.deepEqual((await events.next()).value, { data: { tick: 1 } });
      await events.return();
    }
    assert.deepEqual(methods, ['POST', 'POST']);
  } finally {
    client.dispose();
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  }
});

test('"with its default authenticate, every PUT reserves a stream and gets 201 and a token"; "authenticate returning null turns that off": 404', async () => {
  const { schema } = schemaWithTicks();
  await withSseServer({ schema }, async (url) => {
    const tokens = new Set();
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(url, { method: 'PUT' });
      assert.equal(response.status, 201);
      tokens.add(await response.text());
    }
    assert.equal(tokens.size, 20);
  });
  await withSseServer({ schema, authenticate: () => null }, async (url) => {
    assert.equal((await fetch(url, { method: 'PUT' })).status, 404);
    assert.equal((await stream(url, 'subscription { tick }')).status, 200);
  });
});

test('with authenticate returning null, "a stream token sent in the header of that mode then attaches to nothing: with Accept: text/event-stream the request gets a stream of its own, and an operation sent with the token to run on someone else\'s stream gets an empty 404"', async () => {
  const ticks = schemaWithTicks();
  const increment = (url, token, accept) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, 'x-graphql-event-stream-token': token },
      body: JSON.stringify({ query: 'mutation { increment }', extensions: { operationId: 'op' } }),
    });
  // The default authenticate: the token names a reserved stream; the operation runs for it, and a
  // request for a stream with the token gets that stream, without running its own operation.
  await withSseServer({ schema: ticks.schema }, async (url) => {
    const token = await (await fetch(url, { method: 'PUT' })).text();
    const reserved = new AbortController();
    const reservedStream = await fetch(url, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
      signal: reserved.signal,
    });
    assert.equal(reservedStream.status, 200);
    assert.equal((await increment(url, token, 'application/json')).status, 202);
    assert.equal(ticks.count(), 1);
    reserved.abort();
  });
  // authenticate: () => null: the header is ignored.
  await withSseServer({ schema: ticks.schema, authenticate: () => null }, async (url) => {
    const operation = await increment(url, 'someone-elses', 'application/json');
    assert.equal(operation.status, 404);
    assert.equal(await operation.text(), '');
    assert.equal(ticks.count(), 1);
    const ownStream = await increment(url, 'someone-elses', 'text/event-stream');
    assert.match(await ownStream.text(), /data: \{"data":\{"increment":2\}\}/);
  });
});

test('"graphql 17 also refuses @skip and @include on a root field. graphql 16 accepts a second root field that a literal @include(if: false) drops, and its rule throws when the directive reads a variable"', () => {
  const { schema } = schemaWithTicks();
  const literal = parse('subscription { tick failing @include(if: false) }');
  const variable = parse('subscription ($s: Boolean!) { tick failing @skip(if: $s) }');
  if (versionInfo.major >= 17) {
    for (const document of [literal, variable]) {
      assert.deepEqual(
        validate(schema, document).map((error) => error.message),
        ['Anonymous Subscription must not use `@skip` or `@include` directives in the top level selection.'],
      );
    }
  } else {
    assert.deepEqual(validate(schema, literal), []);
    assert.throws(
      () => validate(schema, variable),
      /Argument "if" of required type "Boolean!" was provided the variable "\$s" which was not provided a runtime value/,
    );
  }
  // Two root fields with literal directives that keep both: refused on both versions.
  assert.match(
    validate(schema, parse('subscription { tick @include(if: true) failing @skip(if: false) }'))[0].message,
    /must (select only one top level field|not use `@skip` or `@include`)/,
  );
});

test('"graphql-sse validates what onSubscribe returns, with the validate option called with the schema and document only"', async () => {
  const { schema } = schemaWithTicks();
  const calls = [];
  const options = {
    schema,
    onSubscribe: async (_req, params) => ({ schema, document: (await import('graphql')).parse(params.query) }),
    validate: (...args) => (calls.push(args.length), validate(...args)),
  };
  await withSseServer(options, async (url) => {
    const response = await stream(url, 'subscription { tock }');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /Cannot query field \\"tock\\" on type \\"Subscription\\"/);
    assert.deepEqual(calls, [2]);
  });
});

test('"a source stream that fails makes graphql-sse end the response without an event": its message is not sent, and the error reaches Express', async () => {
  const { schema } = schemaWithTicks();
  const app = express();
  app.use(express.json());
  app.post('/stream', createHandler({ schema }));
  const seen = Promise.withResolvers();
  // "the error reaches Express's error handler after the response has started"
  app.use((error, _req, res, _next) => (seen.resolve({ message: error.message, headersSent: res.headersSent }), res.end()));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await stream(`http://127.0.0.1:${server.address().port}/stream`, 'subscription { failing }');
    const text = await response.text();
    assert.equal([...text.matchAll(/^event: next$/gm)].length, 1);
    assert.doesNotMatch(text, /redis|event: complete/);
    assert.deepEqual(await seen.promise, { message: 'redis: connection lost to 10.0.0.8:6379', headersSent: true });
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('by default graphql-sse "parses without limits" and "sends errors as they are"', async () => {
  const { schema } = schemaWithTicks();
  await withSseServer({ schema }, async (url) => {
    // Over 20,000 tokens, twenty times the page server's limit: parsed, and only refused by a
    // validation rule, since $many is never used.
    const manyTokens = `query ($many: [Int] = [${'1, '.repeat(10_000)}]) { count }`;
    const refused = await (await stream(url, manyTokens)).text();
    assert.match(refused, /"message":"Variable \\"\$many\\" is never used\."/);
    assert.doesNotMatch(refused, /Syntax Error/);
    const broken = await (await stream(url, '{ broken }')).text();
    assert.match(broken, /"message":"connect ECONNREFUSED 10\.0\.0\.7:5432"/);
  });
});

test('"onNext sees every result before it is sent, and what it returns is sent instead"', async () => {
  const ticks = schemaWithTicks();
  const options = { schema: ticks.schema, onNext: (_ctx, _req, result) => ({ ...result, extensions: { seen: true } }) };
  await withSseServer(options, async (url) => {
    const text = await (await stream(url, '{ count }')).text();
    assert.match(text, /data: \{"data":\{"count":0\},"extensions":\{"seen":true\}\}/);
  });
});

test('"graphql-sse sends a comment every 12 seconds to keep the connection open"', async () => {
  const intervals = mock.method(globalThis, 'setInterval');
  const { schema } = schemaWithTicks();
  try {
    await withSseServer({ schema }, async (url) => {
      const response = await stream(url, 'subscription { tick }');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      assert.match((await reader.read()).value, /^:\n\n/);
      assert.ok(intervals.mock.calls.some((call) => call.arguments[1] === 12_000));
      await reader.cancel();
    });
  } finally {
    intervals.mock.restore();
  }
});

test('"graphql-sse writes a stream\'s events one at a time, each once the socket has taken the one before, and holds the rest in memory"', async () => {
  const schema = buildSchema('type Query { count: Int } type Subscription { burst: Int }');
  schema.getSubscriptionType().getFields().burst.subscribe = async function* () {
    for (let burst = 1; burst <= 5; burst += 1) yield { burst };
  };
  const written = [];
  const heldCallbacks = [];
  let eventsQueued = 0;
  const app = express();
  app.use(express.json());
  // A socket that has not taken the first write yet: its callback is held back.
  app.use((_req, res, next) => {
    const write = res.write.bind(res);
    res.write = (chunk, callback) => {
      written.push(String(chunk));
      return write(chunk, () => heldCallbacks.push(callback));
    };
    next();
  });
  app.post('/stream', createHandler({ schema, onNext: () => void (eventsQueued += 1) }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await stream(`http://127.0.0.1:${server.address().port}/stream`, 'subscription { burst }');
    const reader = response.body.getReader();
    await reader.read();
    while (eventsQueued < 5) await new Promise((resolve) => setImmediate(resolve));
    // All five events are queued, and only the first write (the opening comment) went out.
    assert.deepEqual(written, [':\n\n']);
    heldCallbacks.shift()();
    while (written.length < 2) await new Promise((resolve) => setImmediate(resolve));
    assert.match(written[1], /"burst":1/);
    assert.equal(written.length, 2);
    await reader.cancel();
  } finally {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  }
});
