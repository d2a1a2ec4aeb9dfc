import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
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

// Attacks against server.js: each must be refused, on the stream endpoint as on /graphql.
async function assertAttacksRefused(endpoint: string): Promise<void> {
  // Documents the limits refuse: the same errors over SSE as over HTTP.
  const aliases = `subscription { ${Array.from({length: 11}, (_, index) => `a${index}: toolReturned { tool { name } }`).join(' ')} }`;
  const deep = 'subscription { toolReturned { tool { owner { tools { owner { tools { owner { name } } } } } } } }';
  for (const query of [aliases, deep]) {
    const [result] = await resultsOf(await openStream(endpoint, query));
    assert.ok(messagesOf(result).length > 0, query);
    assert.deepEqual(messagesOf(result), messagesOf(await postQuery(endpoint, query)));
  }
  const manyTokens = `subscription { toolReturned { tool { name ${'name '.repeat(1000)} } } }`;
  const tokens = await openStream(endpoint, manyTokens);
  assert.equal(tokens.status, 400);
  const [tokenError] = messagesOf(await tokens.json());
  assert.match(tokenError!, /tokens/);
  assert.deepEqual(messagesOf(await postQuery(endpoint, manyTokens)), [tokenError]);
  // Only subscriptions: a mutation on the stream endpoint does not run.
  const mutation = await openStream(endpoint, 'mutation { returnTool(name: "Hand plane", member: "Mallory") }');
  assert.equal(mutation.status, 400);
  // A page on another site, and the content type a page may send without asking.
  assert.equal((await openStream(endpoint, TOOL_RETURNED, {headers: {...STREAM_HEADERS, origin: 'https://attacker.example'}})).status, 403);
  assert.equal(
    (await openStream(endpoint, TOOL_RETURNED, {headers: {...STREAM_HEADERS, 'content-type': 'text/plain;a=application/json'}})).status,
    415,
  );
  // graphql-sse's reservations and GET streams are not served.
  assert.equal((await fetch(streamUrl(endpoint), {method: 'PUT'})).status, 404);
  assert.equal((await fetch(streamUrl(endpoint), {method: 'DELETE'})).status, 404);
  assert.equal(
    (await fetch(`${streamUrl(endpoint)}?query=${encodeURIComponent(TOOL_RETURNED)}`, {headers: {accept: 'text/event-stream'}})).status,
    404,
  );
  // A body over 64 KiB.
  const large = await openStream(endpoint, `subscription { toolReturned { tool { name } } } #${'x'.repeat(64 * 1024)}`);
  assert.equal(large.status, 413);
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
}

describe('guides/subscriptions-sse', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/subscriptions-sse/server.js', version, (server) =>
        assertClientPrints('guides/subscriptions-sse/client.js', server.endpoint, 'guides/subscriptions-sse/client.output.txt', version),
      );
      // The failing source stream's details go to the log, with the id the client got.
      assert.match(stderr, /^error [0-9a-f-]{36} at request: redis: connection lost to 10\.0\.0\.8:6379$/m);
    });

    test(`attacks against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/subscriptions-sse/server.js', version, ({endpoint}) => assertAttacksRefused(endpoint));
      assert.match(stderr, /ECONNREFUSED 10\.0\.0\.7:5432/);
    });
  }
});
