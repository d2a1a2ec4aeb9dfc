// Claim tests of the caching guide (docs/guides/caching.mdx): each test backs one sentence of the
// page's prose about graphql-js, graphql-http or DataLoader, quoted in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { test } from 'node:test';
import DataLoader from 'dataloader';
import express from 'express';
import { buildSchema, execute, GraphQLError, parse, validate } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

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

test('"graphql-http sets no Cache-Control header", and "picks the response\'s Content-Type from the request\'s Accept"', async () => {
  await withHandler({}, async (url) => {
    const query = `${url}?query=${encodeURIComponent('{ tools }')}`;
    const plain = await fetch(query, { headers: { accept: 'application/json' } });
    const graphqlResponse = await fetch(query, { headers: { accept: 'application/graphql-response+json' } });
    assert.equal(plain.headers.get('cache-control'), null);
    assert.equal(plain.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(graphqlResponse.headers.get('content-type'), 'application/graphql-response+json; charset=utf-8');
  });
});
