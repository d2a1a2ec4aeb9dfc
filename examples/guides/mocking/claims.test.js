// Claim tests of the mocking guide (docs/guides/mocking.mdx): each test backs one sentence of the
// page's prose, quoted or paraphrased in its name, on graphql 17 and 16. @graphql-tools/mock runs
// on the graphql that `import 'graphql'` loads, as its own imports resolve to the same one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { addMocksToSchema } from '@graphql-tools/mock';
import { buildSchema, execute, graphql, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';

const require = createRequire(import.meta.url);

const SDL = `
  scalar DateTime
  enum Condition { GOOD WORN BROKEN }
  interface Item { id: ID! name: String! }
  type Tool implements Item { id: ID! name: String! condition: Condition! dueBack: DateTime count: Int weight: Float lent: Boolean tags: [String!]! }
  type Kit implements Item { id: ID! name: String! tools: [Tool!]! }
  type Query { items: [Item!]! tool(id: ID!): Tool }
`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Runs a document and returns plain JSON of the result. */
async function run(schema, source, options = {}) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, ...options })));
}

// Plain graphql-js

test('"buildSchema gives no field a resolver, so fieldResolver answers every one of them"', async () => {
  const schema = buildSchema(SDL);
  const asked = [];
  await graphql({
    schema,
    source: '{ tool(id: "1") { id name } }',
    fieldResolver: (_source, _args, _context, info) => (
      asked.push(`${info.parentType}.${info.fieldName}`),
      info.fieldName === 'tool' ? {} : 'x'
    ),
  });
  assert.deepEqual(asked, ['Query.tool', 'Tool.id', 'Tool.name']);
});

test('"defaultTypeResolver reads __typename"', async () => {
  const schema = buildSchema(SDL);
  const result = await run(schema, '{ items { __typename } }', { rootValue: { items: [{ __typename: 'Kit' }, { __typename: 'Tool' }] } });
  assert.deepEqual(result, { data: { items: [{ __typename: 'Kit' }, { __typename: 'Tool' }] } });
});

test('"getPossibleTypes lists an interface\'s implementations in the order the SDL declares them, a union\'s members in the order of its list" and "a scalar declared in SDL sends the value it is given as it is"', () => {
  const schema = buildSchema(SDL);
  assert.deepEqual(
    schema.getPossibleTypes(schema.getType('Item')).map((type) => type.name),
    ['Tool', 'Kit'],
  );
  const union = buildSchema('type Tool { a: String } type Kit { b: String } union Item = Kit | Tool type Query { item: Item }');
  assert.deepEqual(
    union.getPossibleTypes(union.getType('Item')).map((type) => type.name),
    ['Kit', 'Tool'],
  );
  const serialize = schema.getType('DateTime').serialize;
  const date = new Date(0);
  assert.equal(serialize(date), date);
  assert.deepEqual(
    schema
      .getType('Condition')
      .getValues()
      .map((value) => [value.name, value.value]),
    [
      ['GOOD', 'GOOD'],
      ['WORN', 'WORN'],
      ['BROKEN', 'BROKEN'],
    ],
  );
});

// @graphql-tools/mock

test('"@graphql-tools/mock 9.1.14 declares graphql ^14 to ^17 as its peer, and its dependencies @graphql-tools/schema and utils do too"', () => {
  const packageJson = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
  const mock = packageJson('@graphql-tools/mock');
  assert.equal(mock.version, '9.1.14');
  for (const name of ['@graphql-tools/mock', '@graphql-tools/schema', '@graphql-tools/utils']) {
    assert.equal(packageJson(name).peerDependencies.graphql, '^14.0.0 || ^15.0.0 || ^16.0.0 || ^17.0.0', name);
  }
});

test('"four @graphql-tools packages (mock, schema, merge, utils)"', () => {
  const dependencies = (name) => Object.keys(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).dependencies ?? {});
  const tools = new Set();
  const visit = (name) => {
    if (tools.has(name)) {
      return;
    }
    tools.add(name);
    dependencies(name)
      .filter((dependency) => dependency.startsWith('@graphql-tools/'))
      .forEach(visit);
  };
  visit('@graphql-tools/mock');
  assert.deepEqual([...tools].sort(), ['@graphql-tools/merge', '@graphql-tools/mock', '@graphql-tools/schema', '@graphql-tools/utils']);
});

test('"graphql-http\'s createHandler takes an execute option, (args) => execute({ ...args, fieldResolver: mockResolver }), beside the schema"', async () => {
  const schema = buildSchema(SDL);
  const handler = createHandler({
    schema,
    execute: (args) =>
      execute({ ...args, fieldResolver: (_source, _args, _context, info) => (info.fieldName === 'tool' ? {} : `mock ${info.fieldName}`) }),
  });
  const [body, init] = await handler({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ tool(id: "1") { name } }' }),
    raw: null,
    context: null,
  });
  assert.equal(init.status, 200);
  assert.deepEqual(JSON.parse(body), { data: { tool: { name: 'mock name' } } });
});

test('"addMocksToSchema returns a new schema and leaves yours as it was"', async () => {
  const schema = buildSchema(SDL);
  const mocked = addMocksToSchema({ schema, mocks: { DateTime: () => '2026-03-14T10:00:00.000Z' } });
  assert.notEqual(mocked, schema);
  // Built by the same graphql as the test's: @graphql-tools/mock imports the graphql under test.
  assert.ok(mocked instanceof GraphQLSchema);
  assert.ok(mocked.getType('Tool') instanceof GraphQLObjectType);
  assert.deepEqual(await run(schema, '{ tool(id: "1") { id } }'), { data: { tool: null } });
  assert.equal((await run(mocked, '{ tool(id: "1") { id } }')).data.tool.id.length > 0, true);
});

test('"Without mocks of your own, a String is Hello World, an ID a random UUID, a list two items; numbers, booleans, enum values and the type behind an interface are drawn at random"', async () => {
  const schema = buildSchema(SDL);
  const conditions = new Set();
  const typenames = new Set();
  const counts = new Set();
  const weights = new Set();
  const lent = new Set();
  for (let round = 0; round < 40; round += 1) {
    const mocked = addMocksToSchema({ schema, mocks: { DateTime: () => 'x' } });
    const { data } = await run(mocked, '{ items { __typename } tool(id: "1") { id name condition tags count weight lent } }');
    assert.equal(data.tool.name, 'Hello World');
    assert.match(data.tool.id, /./);
    assert.equal(data.tool.tags.length, 2);
    assert.equal(typeof data.tool.count, 'number');
    assert.equal(typeof data.tool.weight, 'number');
    assert.equal(typeof data.tool.lent, 'boolean');
    conditions.add(data.tool.condition);
    counts.add(data.tool.count);
    weights.add(data.tool.weight);
    lent.add(data.tool.lent);
    data.items.forEach((item) => typenames.add(item.__typename));
    const { data: other } = await run(mocked, '{ items { id } }');
    assert.match(other.items[0].id, UUID);
  }
  assert.ok(conditions.size > 1, [...conditions].join());
  assert.ok(counts.size > 1, [...counts].join());
  assert.ok(weights.size > 1, [...weights].join());
  assert.deepEqual([...lent].sort(), [false, true]);
  assert.deepEqual([...typenames].sort(), ['Kit', 'Tool']);
});

test('"A custom scalar without a mock is a field error: No mock defined for type "DateTime""', async () => {
  const mocked = addMocksToSchema({ schema: buildSchema(SDL) });
  const result = await run(mocked, '{ tool(id: "1") { dueBack } }');
  assert.deepEqual(result.data, { tool: { dueBack: null } });
  assert.deepEqual(
    result.errors.map((error) => [error.message, error.path]),
    [['No mock defined for type "DateTime"', ['tool', 'dueBack']]],
  );
});

test('"The store keeps what it generated: the same tool for the same id, in every query, until you change it"', async () => {
  const mocked = addMocksToSchema({
    schema: buildSchema(SDL),
    mocks: { DateTime: () => 'x' },
    resolvers: (store) => ({ Query: { tool: (_source, { id }) => store.get('Tool', id) } }),
  });
  const first = await run(mocked, '{ tool(id: "7") { id condition count } }');
  const second = await run(mocked, '{ tool(id: "7") { id condition count } }');
  assert.deepEqual(first, second);
  assert.equal(first.data.tool.id, '7');
});
