// Claim tests of the DataLoader guide (docs/guides/batching-with-dataloader.mdx): each test backs
// one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import DataLoader from 'dataloader';
import { buildSchema, graphql } from 'graphql';
import { createHandler } from 'graphql-http';

/** A loader whose batch function records each batch of keys and returns each key in capitals. */
function recordingLoader(options) {
  const batches = [];
  const loader = new DataLoader(async (keys) => {
    batches.push([...keys]);
    return keys.map((key) => (typeof key === 'string' ? key.toUpperCase() : JSON.stringify(key)));
  }, options);
  return { loader, batches };
}

test('"this page uses dataloader 2.2.3"', async () => {
  const require = createRequire(import.meta.url);
  const { version } = JSON.parse(await readFile(require.resolve('dataloader/package.json'), 'utf8'));
  assert.equal(version, '2.2.3');
});

test('"calls the batch function once with every key requested in the meantime": later microtasks join the batch, a later event-loop turn does not', async () => {
  const { loader, batches } = recordingLoader();
  const first = loader.load('a');
  await Promise.resolve();
  const second = loader.load('b');
  assert.deepEqual(await Promise.all([first, second]), ['A', 'B']);
  await new Promise((resolve) => setImmediate(resolve));
  await loader.load('c');
  assert.deepEqual(batches, [['a', 'b'], ['c']]);
});

test('"Each key once": a second load of a key is answered from the cache, and the batch function sees it once', async () => {
  const { loader, batches } = recordingLoader();
  const values = await Promise.all([loader.load('m1'), loader.load('m2'), loader.load('m1')]);
  assert.deepEqual(values, ['M1', 'M2', 'M1']);
  assert.deepEqual(batches, [['m1', 'm2']]);
});

test('"A batch function that returns rows in the backend\'s order hands members to the wrong tools, with no error"', async () => {
  const loader = new DataLoader(async (ids) => ids.map((id) => ({ id })).reverse());
  const members = await Promise.all([loader.load('m1'), loader.load('m2')]);
  assert.deepEqual(members, [{ id: 'm2' }, { id: 'm1' }]);
});

test('"Return an Error for a key that has no value": that load rejects, the field gets an error with a path, the other keys are unaffected', async () => {
  const loader = new DataLoader(async (ids) => ids.map((id) => (id === 'm9' ? new Error(`No member with id ${id}.`) : { name: id })));
  const schema = buildSchema('type Member { name: String! } type Query { members(ids: [ID!]!): [Member] }');
  const result = await graphql({
    schema,
    source: '{ members(ids: ["m1", "m9", "m2"]) { name } }',
    rootValue: { members: ({ ids }) => ids.map((id) => loader.load(id)) },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), {
    errors: [{ message: 'No member with id m9.', locations: [{ line: 1, column: 3 }], path: ['members', 1] }],
    data: { members: [{ name: 'm1' }, null, { name: 'm2' }] },
  });
});

test('"Reject the whole promise": every load of the batch then rejects with that error', async () => {
  const loader = new DataLoader(async () => {
    throw new Error('Member service unavailable');
  });
  const outcomes = await Promise.allSettled([loader.load('m1'), loader.load('m2')]);
  assert.deepEqual(
    outcomes.map((outcome) => `${outcome.status}: ${outcome.reason?.message}`),
    ['rejected: Member service unavailable', 'rejected: Member service unavailable'],
  );
});

test('"the context function of your HTTP layer" runs for every request: graphql-http creates a new context each time', async () => {
  const contexts = [];
  const schema = buildSchema('type Query { hello: String }');
  const handler = createHandler({
    schema,
    rootValue: { hello: (_args, context) => (contexts.push(context), 'world') },
    context: () => ({ memberLoader: new DataLoader(async (keys) => keys) }),
  });
  for (let request = 0; request < 2; request += 1) {
    const [body] = await handler({ method: 'GET', url: '/?query={hello}', headers: {}, body: null, raw: null, context: null });
    assert.equal(body, '{"data":{"hello":"world"}}');
  }
  assert.equal(contexts.length, 2);
  assert.notEqual(contexts[0], contexts[1]);
  assert.notEqual(contexts[0].memberLoader, contexts[1].memberLoader);
});

test('"The loader\'s cache is a Map that keeps every entry": nothing is evicted, however many keys follow', async () => {
  const { loader, batches } = recordingLoader();
  await loader.loadMany(Array.from({ length: 1001 }, (_, index) => `k${index}`));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(await loader.load('k0'), 'K0');
  assert.equal(batches.length, 1);
});

test('"call memberLoader.clear(id) (or prime(id, newValue))" so later fields do not read the old value', async () => {
  const { loader, batches } = recordingLoader();
  assert.equal(await loader.load('m1'), 'M1');
  loader.clear('m1');
  assert.equal(await loader.load('m1'), 'M1');
  loader.clear('m1').prime('m1', 'Renamed');
  assert.equal(await loader.load('m1'), 'Renamed');
  assert.deepEqual(batches, [['m1'], ['m1']]);
});

test('"The cache compares keys with === by default. For keys such as { id, locale }, pass cacheKeyFn"', async () => {
  const plain = recordingLoader();
  await Promise.all([plain.loader.load({ id: 'm1', locale: 'en' }), plain.loader.load({ id: 'm1', locale: 'en' })]);
  assert.equal(plain.batches[0].length, 2);
  const keyed = recordingLoader({ cacheKeyFn: JSON.stringify });
  await Promise.all([keyed.loader.load({ id: 'm1', locale: 'en' }), keyed.loader.load({ id: 'm1', locale: 'en' })]);
  assert.equal(keyed.batches[0].length, 1);
});

test('"Set maxBatchSize to split it into several calls"', async () => {
  const { loader, batches } = recordingLoader({ maxBatchSize: 2 });
  await loader.loadMany(['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(batches, [['a', 'b'], ['c', 'd'], ['e']]);
});

test('"With 400 tools it would still be two" backend calls', async () => {
  const calls = [];
  const schema = buildSchema('type Member { name: String! } type Tool { owner: Member! } type Query { tools: [Tool!]! }');
  const memberLoader = new DataLoader(async (ids) => {
    calls.push(`members(${ids.length})`);
    return ids.map((id) => ({ name: `Member ${id}` }));
  });
  const result = await graphql({
    schema,
    source: '{ tools { owner { name } } }',
    rootValue: {
      tools: async () => {
        calls.push('tools');
        return Array.from({ length: 400 }, (_, index) => ({ owner: () => memberLoader.load(`m${index % 50}`) }));
      },
    },
  });
  assert.equal(result.data.tools.length, 400);
  assert.deepEqual(calls, ['tools', 'members(50)']);
});
