// Claim tests of the caching guide (docs/guides/caching.mdx): each test backs one sentence of the
// page's prose about graphql-js, graphql-http, DataLoader or HTTP caches, quoted in its name, on
// graphql 17 and 16. What an HTTP cache does is asked of http-cache-semantics, the rules of RFC 9111
// as a library (the cache of make-fetch-happen and cacheable-request).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { test } from 'node:test';
import DataLoader from 'dataloader';
import express from 'express';
import { buildSchema, execute, GraphQLError, parse, validate } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import CachePolicy from 'http-cache-semantics';

const schema = buildSchema('type Query { tools: [String!]! }');
const rootValue = { tools: () => ['Hand plane'] };

async function withHandler(options, body) {
  const app = express();
  app.all('/graphql', createHandler({ schema, rootValue, ...options }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`);
  } finally {
    server.close();
    await once(server, 'close');
  }
}

function deepFreeze(value) {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

test('"graphql-js caches neither: parse builds a new document from the same text every time, and validate runs every rule again"', () => {
  const text = '{ tools }';
  assert.notEqual(parse(text), parse(text));
  let runs = 0;
  const counting = () => ({ Document: () => void (runs += 1) });
  const document = parse(text);
  validate(schema, document, [counting]);
  validate(schema, document, [counting]);
  assert.equal(runs, 2);
});

test('"a document valid against one schema may not be against another"', () => {
  const document = parse('{ toolCount }');
  assert.equal(validate(schema, document).length, 1);
  assert.deepEqual(validate(buildSchema('type Query { tools: [String!]! toolCount: Int! }'), document), []);
});

test('"graphql-js does not change a document while validating or executing it", so one parsed document can serve every request', async () => {
  const document = deepFreeze(
    parse('query Tools($show: Boolean = true) { tools @include(if: $show) ...More } fragment More on Query { __typename }'),
  );
  assert.deepEqual(validate(schema, document), []);
  const results = await Promise.all([1, 2].map(() => execute({ schema, document, rootValue })));
  for (const result of results) {
    assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { tools: ['Hand plane'], __typename: 'Query' } });
  }
});

test('"a DataLoader returns the value it cached for a key until clear(key)", and "a new DataLoader starts empty"', async () => {
  const rows = new Map([['t1', { available: true }]]);
  let batches = 0;
  const batch = async (ids) => ((batches += 1), ids.map((id) => rows.get(id)));
  const loader = new DataLoader(batch);
  assert.equal((await loader.load('t1')).available, true);
  rows.set('t1', { available: false });
  assert.equal((await loader.load('t1')).available, true);
  assert.equal(batches, 1);
  loader.clear('t1');
  assert.equal((await loader.load('t1')).available, false);
  assert.equal(batches, 2);
  assert.equal((await new DataLoader(batch).load('t1')).available, false);
  assert.equal(batches, 3);
});

test('"when onSubscribe returns a result, graphql-http sends it as the answer, and calls neither execute nor onOperation"', async () => {
  const calls = [];
  await withHandler(
    {
      onSubscribe: () => ({ data: { tools: ['from the cache'] } }),
      execute: (args) => (calls.push('execute'), execute(args)),
      onOperation: () => void calls.push('onOperation'),
    },
    async (url) => {
      const response = await fetch(`${url}?query=${encodeURIComponent('{ tools }')}`);
      assert.deepEqual(await response.json(), { data: { tools: ['from the cache'] } });
      assert.deepEqual(calls, []);
    },
  );
});

test('"when onSubscribe returns GraphQLErrors, graphql-http answers with them and runs nothing"', async () => {
  await withHandler({ onSubscribe: () => [new GraphQLError('Refused.')], execute: () => assert.fail('executed') }, async (url) => {
    const response = await fetch(`${url}?query=${encodeURIComponent('{ tools }')}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errors: [{ message: 'Refused.' }] });
  });
});

test('"graphql-http sets no Cache-Control header, nor a Last-Modified ..., so a cache treats its answers as stale from the start", and "picks the response\'s Content-Type from the request\'s Accept"', async () => {
  await withHandler({}, async (url) => {
    const query = `${url}?query=${encodeURIComponent('{ tools }')}`;
    const plain = await fetch(query, { headers: { accept: 'application/json' } });
    const graphqlResponse = await fetch(query, { headers: { accept: 'application/graphql-response+json' } });
    assert.equal(plain.headers.get('cache-control'), null);
    assert.equal(plain.headers.get('last-modified'), null);
    const request = { ...cachedRequest({ accept: 'application/json' }), url: new URL(query).pathname + new URL(query).search };
    const policy = new CachePolicy(request, { status: plain.status, headers: Object.fromEntries(plain.headers) });
    assert.equal(policy.maxAge(), 0);
    assert.equal(policy.satisfiesWithoutRevalidation(request), false);
    assert.equal(plain.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(graphqlResponse.headers.get('content-type'), 'application/graphql-response+json; charset=utf-8');
  });
});

test('"graphql-http also takes application/ json as JSON, and would read a body that express.json left alone itself, with no limit"', async () => {
  const app = express();
  app.use(express.json({ limit: 100 }));
  app.all('/graphql', createHandler({ schema, rootValue }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/ json' },
      body: JSON.stringify({ query: '{ tools }', padding: 'x'.repeat(1_000) }),
    });
    assert.deepEqual(await response.json(), { data: { tools: ['Hand plane'] } });
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('"when onSubscribe returns execution arguments, graphql-http runs them as they are": without validating them', async () => {
  // Validation refuses the unknown field; execute skips it. Answering at all shows no validation ran.
  const document = parse('{ tools notAField }');
  assert.equal(validate(schema, document).length, 1);
  await withHandler(
    {
      onSubscribe: () => ({ schema, document, rootValue }),
      validate: () => assert.fail('validated'),
    },
    async (url) => {
      const response = await fetch(`${url}?query=${encodeURIComponent('{ notAField }')}`);
      assert.deepEqual(await response.json(), { data: { tools: ['Hand plane'] } });
    },
  );
});

test('graphql-http "refuses a mutation sent with GET", even when onSubscribe supplied the arguments', async () => {
  const withMutation = buildSchema('type Query { tools: [String!]! } type Mutation { borrowTool: String! }');
  let borrowed = 0;
  const args = { schema: withMutation, document: parse('mutation { borrowTool }'), rootValue: { borrowTool: () => `${(borrowed += 1)}` } };
  await withHandler({ schema: withMutation, onSubscribe: () => args }, async (url) => {
    const response = await fetch(`${url}?query=${encodeURIComponent('mutation { borrowTool }')}`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
    assert.deepEqual(await response.json(), { errors: [{ message: 'Cannot perform mutations over GET' }] });
    assert.equal(borrowed, 0);
    const post = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { borrowTool }' }),
    });
    assert.deepEqual(await post.json(), { data: { borrowTool: '1' } });
  });
});

/** A GET of `/graphql?query=...` as an HTTP cache sees it. */
function cachedRequest(headers = {}) {
  return { method: 'GET', url: '/graphql?query=%7B%20me%20%7B%20name%20%7D%20%7D', headers: { host: 'api.example', ...headers } };
}

function policyFor(cacheControl, { request = cachedRequest(), vary, shared = true } = {}) {
  const headers = { 'cache-control': cacheControl, 'content-type': 'application/json', ...(vary && { vary }) };
  return new CachePolicy(request, { status: 200, headers }, { shared });
}

test('"public, max-age=30 ...: any cache may keep it for 30 seconds"', () => {
  for (const shared of [true, false]) {
    const policy = policyFor('public, max-age=30', { shared });
    assert.equal(policy.storable(), true);
    // In seconds, from when the answer was made: timeToLive() counts down in milliseconds.
    assert.equal(policy.maxAge(), 30);
  }
});

test('"private, no-store ...: it must not be stored by shared caches (private), nor at all (no-store)"', () => {
  assert.equal(policyFor('private', { shared: true }).storable(), false);
  assert.equal(policyFor('private', { shared: false }).storable(), true);
  for (const shared of [true, false]) {
    assert.equal(policyFor('no-store', { shared }).storable(), false);
    assert.equal(policyFor('private, no-store', { shared }).storable(), false);
  }
});

test('"A shared cache keys by URL, not by who asked: an answer marked public that holds one member\'s me goes to the next request for the same URL"', () => {
  const inesAsked = policyFor('public, max-age=30', { request: cachedRequest({ authorization: 'Bearer token-of-ines' }) });
  assert.equal(inesAsked.storable(), true);
  assert.equal(inesAsked.satisfiesWithoutRevalidation(cachedRequest({ authorization: 'Bearer token-of-omar' })), true);
  assert.equal(inesAsked.satisfiesWithoutRevalidation(cachedRequest()), true);
  // Without public, a shared cache does not keep an answer to a request with Authorization.
  const withoutPublic = policyFor('max-age=30', { request: cachedRequest({ authorization: 'Bearer token-of-ines' }) });
  assert.equal(withoutPublic.storable(), false);
});

test('"a cache gives a stored answer to a later request for the same URL only when the headers that Vary names are the same"', () => {
  const anonymous = cachedRequest({ accept: 'application/json' });
  const onAccept = policyFor('public, max-age=30', { request: anonymous, vary: 'Accept' });
  assert.equal(onAccept.satisfiesWithoutRevalidation(anonymous), true);
  assert.equal(onAccept.satisfiesWithoutRevalidation(cachedRequest({ accept: 'application/graphql-response+json' })), false);
  // Authorization is not named, so the anonymous answer goes to a member as well.
  const member = cachedRequest({ accept: 'application/json', authorization: 'Bearer token-of-ines' });
  assert.equal(onAccept.satisfiesWithoutRevalidation(member), true);
  const onBoth = policyFor('public, max-age=30', { request: anonymous, vary: 'Accept, Authorization' });
  assert.equal(onBoth.satisfiesWithoutRevalidation(anonymous), true);
  assert.equal(onBoth.satisfiesWithoutRevalidation(member), false);
  // A viewer found in a cookie: the same, unless Vary names Cookie.
  const withCookie = cachedRequest({ accept: 'application/json', cookie: 'session=of-ines' });
  assert.equal(onBoth.satisfiesWithoutRevalidation(withCookie), true);
  const onCookie = policyFor('public, max-age=30', { request: anonymous, vary: 'Accept, Authorization, Cookie' });
  assert.equal(onCookie.satisfiesWithoutRevalidation(anonymous), true);
  assert.equal(onCookie.satisfiesWithoutRevalidation(withCookie), false);
});
