// Claim tests of the schema tools guide (docs/guides/schema-tools.mdx): each test backs one
// sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16. The
// libraries import graphql themselves; on 16 the resolve hook sends them to graphql 16 too.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import SchemaBuilder from '@pothos/core';
import {
  buildSchema,
  execute,
  graphql,
  GraphQLSchema,
  isSchema,
  lexicographicSortSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  print,
  printSchema,
  validate,
} from 'graphql';
import { createHandler } from 'graphql-http';

const require = createRequire(import.meta.url);

/** A package's package.json, found above its entry point (@pothos/core's exports hide the file). */
function packageJson(name, from = require) {
  let directory = path.dirname(from.resolve(name));
  while (!existsSync(path.join(directory, 'package.json')) || readJson(path.join(directory, 'package.json')).name !== name) {
    directory = path.dirname(directory);
  }
  return readJson(path.join(directory, 'package.json'));
}
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Runs a document and returns plain JSON of the result. */
async function run(schema, source, options = {}) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, ...options })));
}

const SDL = 'type Tool { id: ID! name: String! } type Query { tools: [Tool!]! }';
const rows = [{ id: '1', name: 'Hand plane' }];

/** A small schema made with Pothos: Query.tools and Query.tool(id:). */
function pothosSchema(toSchemaOptions = {}) {
  const builder = new SchemaBuilder({});
  const Tool = builder.objectRef('Tool').implement({
    fields: (t) => ({ name: t.exposeString('name'), id: t.exposeID('id') }),
  });
  builder.queryType({
    fields: (t) => ({
      tools: t.field({ type: [Tool], resolve: () => rows }),
      tool: t.field({ type: Tool, args: { id: t.arg.id() }, resolve: () => rows[0] }),
      count: t.int({ nullable: false, resolve: () => rows.length }),
    }),
  });
  return builder.toSchema(toSchemaOptions);
}

// What each library produces, and what of graphql-js stays in use

test('"Both end in a GraphQLSchema of the graphql package you installed": isSchema, instanceof, and graphql-js\'s functions take it', async () => {
  const schemas = {
    graphqlTools: makeExecutableSchema({ typeDefs: SDL, resolvers: { Query: { tools: () => rows } } }),
    pothos: pothosSchema(),
  };
  for (const [name, schema] of Object.entries(schemas)) {
    assert.equal(isSchema(schema), true, name);
    assert.ok(schema instanceof GraphQLSchema, name);
    assert.match(printSchema(lexicographicSortSchema(schema)), /\ntype Tool \{\n {2}id: ID!?\n {2}name: String!?\n\}/, name);
    const document = parse('{ tools { name } }');
    assert.deepEqual(validate(schema, document), [], name);
    const [refusal] = validate(schema, parse('{ __schema { queryType { name } } }'), [NoSchemaIntrospectionCustomRule]);
    assert.match(refusal.message, /introspection/, name);
    assert.deepEqual(JSON.parse(JSON.stringify(await execute({ schema, document }))), { data: { tools: [{ name: 'Hand plane' }] } }, name);
  }
});

test('"graphql-http\'s createHandler for a server" serves both schemas', async () => {
  for (const schema of [makeExecutableSchema({ typeDefs: SDL, resolvers: { Query: { tools: () => rows } } }), pothosSchema()]) {
    const handler = createHandler({ schema });
    const [body, init] = await handler({
      method: 'POST',
      url: '/graphql',
      headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ tools { id name } }' }),
      raw: null,
      context: null,
    });
    assert.equal(init.status, 200);
    assert.deepEqual(JSON.parse(body), { data: { tools: [{ id: '1', name: 'Hand plane' }] } });
  }
});

// graphql-tools

test('"makeExecutableSchema installs each function of the map as the resolve of its field" and "every resolver, on Query as on Tool, receives (source, args, context, info)"', async () => {
  const received = [];
  const record = (label) =>
    // A named function expression, so that the bound copy's name shows which it is.
    ({
      [label](...args) {
        received.push([label, args.length, { ...args[1] }, args[2], args[3].fieldName]);
        return label === 'tools' ? rows : 'x';
      },
    })[label];
  const resolvers = { Query: { tools: record('tools') }, Tool: { name: record('name') } };
  const schema = makeExecutableSchema({ typeDefs: SDL, resolvers });
  // Bound to the type's object of the map: `this` in a resolver is resolvers.Query.
  assert.equal(schema.getQueryType().getFields().tools.resolve.name, 'bound tools');
  assert.equal(schema.getType('Tool').getFields().name.resolve.name, 'bound name');
  const contextValue = { viewer: 'Ines' };
  await graphql({ schema, source: '{ tools { name } }', contextValue });
  assert.deepEqual(received, [
    ['tools', 4, {}, contextValue, 'tools'],
    ['name', 4, {}, contextValue, 'name'],
  ]);
});

test('"The schema carries its resolvers, so there is no rootValue to pass", and "a rootValue with functions is not called for fields that have a resolver"', async () => {
  const schema = makeExecutableSchema({ typeDefs: SDL, resolvers: { Query: { tools: () => rows } } });
  let rootCalled = false;
  const rootValue = { tools: () => ((rootCalled = true), []) };
  assert.deepEqual(await run(schema, '{ tools { name } }', { rootValue }), { data: { tools: [{ name: 'Hand plane' }] } });
  assert.equal(rootCalled, false);

  const pothos = pothosSchema();
  assert.deepEqual(await run(pothos, '{ count }', { rootValue: { count: () => ((rootCalled = true), 99) } }), { data: { count: 1 } });
  assert.equal(rootCalled, false);
});

test('"buildSchema + rootValue: a root field\'s resolver receives (args, context, info)"', async () => {
  const received = [];
  const rootValue = {
    tools(...args) {
      received.push(args.length, { ...args[0] }, args[2].fieldName);
      return rows;
    },
  };
  await graphql({ schema: buildSchema(SDL), source: '{ tools { name } }', rootValue });
  assert.deepEqual(received, [3, {}, 'tools']);
});

test('"buildSchema + rootValue: a nested field\'s resolver is a method or property of its source", called with (args, context, info)', async () => {
  const received = [];
  const tool = {
    id: '1',
    name(...args) {
      received.push(args.length, { ...args[0] }, args[1], args[2].fieldName);
      return 'Hand plane';
    },
  };
  const contextValue = { viewer: 'Ines' };
  assert.deepEqual(await run(buildSchema(SDL), '{ tools { id name } }', { rootValue: { tools: [tool] }, contextValue }), {
    data: { tools: [{ id: '1', name: 'Hand plane' }] },
  });
  assert.deepEqual(received, [3, {}, contextValue, 'name']);
});

test('Pothos: "a root field\'s resolver receives (source, args, context, info)"', async () => {
  const received = [];
  const builder = new SchemaBuilder({});
  builder.queryType({
    fields: (t) => ({
      echo: t.string({
        args: { text: t.arg.string() },
        resolve: (...args) => {
          received.push(args.length, args[0], { ...args[1] }, args[2], args[3].fieldName);
          return 'x';
        },
      }),
    }),
  });
  const contextValue = { viewer: 'Ines' };
  const rootValue = { root: true };
  await graphql({ schema: builder.toSchema(), source: '{ echo(text: "hi") }', rootValue, contextValue });
  assert.deepEqual(received, [4, rootValue, { text: 'hi' }, contextValue, 'echo']);
});

test('"mergeTypeDefs joins types of the same name: both modules declare Query, and the merged Query has both fields"', () => {
  const merged = mergeTypeDefs(['type Query { tools: [String] }', 'type Query { members: [String] }']);
  assert.equal(merged.kind, 'Document');
  assert.match(print(merged), /type Query \{\n {2}tools: \[String\]\n {2}members: \[String\]\n\}/);
});

test('"Two declarations of one field whose named types differ ([String] and [Int]) are refused with an error when you merge"', () => {
  assert.throws(() => mergeTypeDefs(['type Query { tools: [String] }', 'type Query { tools: Int }']), {
    message:
      'Unable to merge GraphQL type "Query": Field "tools" already defined with a different type. Declared as "String", but you tried to override with "Int"',
  });
});

test('"Smaller differences pass without one: String and String! merge to String!, and an argument declared as Int in one module and String in the other keeps the later type"', () => {
  const merged = (first, second) => print(mergeTypeDefs([first, second]));
  for (const pair of [
    ['type Query { tool: String }', 'type Query { tool: String! }'],
    ['type Query { tool: String! }', 'type Query { tool: String }'],
  ]) {
    assert.match(merged(...pair), /\n {2}tool: String!\n/);
  }
  assert.match(
    merged('type Query { tool(id: Int): String }', 'type Query { tool(id: String): String }'),
    /\n {2}tool\(id: String\): String\n/,
  );
});

test('"mergeResolvers merges the maps type by type. Where two maps define the same field, the later one wins, without a warning"', async () => {
  const first = () => 'first';
  const second = () => 'second';
  const other = () => 'other';
  const warnings = [];
  const channels = ['log', 'info', 'warn', 'error', 'debug', 'trace'];
  const saved = channels.map((channel) => console[channel]);
  const onWarning = (warning) => warnings.push(['process', warning.message]);
  channels.forEach((channel) => (console[channel] = (...args) => warnings.push([channel, ...args])));
  process.on('warning', onWarning);
  try {
    const merged = mergeResolvers([{ Query: { tools: first, members: other } }, { Query: { tools: second } }]);
    assert.equal(merged.Query.tools, second);
    assert.equal(merged.Query.members, other);
    // A process warning is emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    channels.forEach((channel, index) => (console[channel] = saved[index]));
    process.off('warning', onWarning);
  }
  assert.deepEqual(warnings, []);
});

test('"A resolver for a field the SDL does not have fails makeExecutableSchema with an error that names it"', () => {
  assert.throws(() => makeExecutableSchema({ typeDefs: SDL, resolvers: { Query: { tool: () => null } } }), {
    message: 'Query.tool defined in resolvers, but not in schema',
  });
});

test('"A resolver for a field or type the SDL does not have fails makeExecutableSchema"; "Keys that begin with __ are not checked: a misspelt __resolveTyp is accepted ... until a query fails on it"', async () => {
  assert.throws(() => makeExecutableSchema({ typeDefs: SDL, resolvers: { Qeury: { tools: () => rows } } }), {
    message: '"Qeury" defined in resolvers, but not in schema',
  });
  const schema = makeExecutableSchema({
    typeDefs: 'interface Node { id: ID! } type Tool implements Node { id: ID! } type Query { node: Node }',
    resolvers: { Node: { __resolveTyp: () => 'Tool' }, Query: { node: () => ({ id: '1' }) } },
  });
  assert.equal(schema.getType('Node').resolveType, undefined);
  const { errors } = await run(schema, '{ node { id } }');
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /Abstract type "Node" must resolve to an Object type at runtime/);
});

test('"A field without a resolver is not an error: it gets graphql-js\'s default field resolver"', async () => {
  const schema = makeExecutableSchema({ typeDefs: SDL, resolvers: { Query: { tools: () => rows } } });
  assert.equal(schema.getType('Tool').getFields().name.resolve, undefined);
  assert.deepEqual(await run(schema, '{ tools { id name } }'), { data: { tools: [{ id: '1', name: 'Hand plane' }] } });
});

test('"makeExecutableSchema also accepts arrays for typeDefs and resolvers and merges them itself"', async () => {
  const schema = makeExecutableSchema({
    typeDefs: ['type Query { tools: [String] }', 'type Query { members: [String] }'],
    resolvers: [{ Query: { tools: () => ['Hand plane'] } }, { Query: { members: () => ['Ines'] } }],
  });
  assert.deepEqual(await run(schema, '{ tools members }'), { data: { tools: ['Hand plane'], members: ['Ines'] } });
});

test('"__resolveType in the map" decides an abstract type with makeExecutableSchema', async () => {
  const schema = makeExecutableSchema({
    typeDefs:
      'interface Node { id: ID! } type Tool implements Node { id: ID! } type Member implements Node { id: ID! } type Query { node(id: ID!): Node }',
    resolvers: {
      Node: { __resolveType: (value) => (value.id.startsWith('t') ? 'Tool' : 'Member') },
      Query: { node: (_source, { id }) => ({ id }) },
    },
  });
  assert.deepEqual(await run(schema, '{ a: node(id: "t1") { __typename } b: node(id: "m1") { __typename } }'), {
    data: { a: { __typename: 'Tool' }, b: { __typename: 'Member' } },
  });
});

// Pothos

test('"Fields are nullable unless you say otherwise: tools: [Tool] is [Tool!], and tool is nullable too"; nullable: false; arguments optional unless required: true', () => {
  const printed = printSchema(pothosSchema());
  assert.match(printed, /\n {2}tools: \[Tool!\]\n/);
  assert.match(printed, /\n {2}tool\(id: ID\): Tool\n/);
  assert.match(printed, /\n {2}count: Int!\n/);
  assert.match(printed, /\n {2}name: String\n/);
  const builder = new SchemaBuilder({});
  builder.queryType({
    fields: (t) => ({ echo: t.string({ args: { text: t.arg.string({ required: true }) }, resolve: (_s, { text }) => text }) }),
  });
  assert.match(printSchema(builder.toSchema()), /echo\(text: String!\): String\n/);
});

test('"builder.toSchema() returns the schema, its types sorted by name with lexicographicSortSchema"', () => {
  const schema = pothosSchema();
  assert.equal(printSchema(schema), printSchema(lexicographicSortSchema(schema)));
  assert.deepEqual(Object.keys(schema.getQueryType().getFields()), ['count', 'tool', 'tools']);
  assert.deepEqual(Object.keys(schema.getType('Tool').getFields()), ['id', 'name']);
  const unsorted = pothosSchema({ sortSchema: false });
  assert.deepEqual(Object.keys(unsorted.getQueryType().getFields()), ['tools', 'tool', 'count']);
});

test('Pothos "ships TypeScript declarations"', () => {
  const { exports } = packageJson('@pothos/core');
  assert.equal(exports.require.types, './dts/index.d.ts');
  assert.ok(existsSync(path.join(path.dirname(require.resolve('@pothos/core')), '..', 'dts', 'index.d.ts')));
});

test("\"t.exposeString('name') and t.exposeID('id') read a property of the source, as the default resolver would\"", async () => {
  assert.deepEqual(await run(pothosSchema(), '{ tools { id name } }'), { data: { tools: [{ id: '1', name: 'Hand plane' }] } });
});

test('Pothos: "resolveType on the interface" decides an abstract type', async () => {
  const builder = new SchemaBuilder({});
  const Node = builder.interfaceRef('Node').implement({
    fields: (t) => ({ id: t.exposeID('id', { nullable: false }) }),
    resolveType: (value) => (value.id.startsWith('t') ? 'Tool' : 'Member'),
  });
  builder.objectRef('Tool').implement({ interfaces: [Node], fields: () => ({}) });
  builder.objectRef('Member').implement({ interfaces: [Node], fields: () => ({}) });
  builder.queryType({
    fields: (t) => ({
      node: t.field({ type: Node, args: { id: t.arg.id({ required: true }) }, resolve: (_s, { id }) => ({ id: String(id) }) }),
    }),
  });
  assert.deepEqual(await run(builder.toSchema(), '{ a: node(id: "t1") { __typename } b: node(id: "m1") { __typename } }'), {
    data: { a: { __typename: 'Tool' }, b: { __typename: 'Member' } },
  });
});

// Versions

test('"The samples and claim tests on this page run with these exact versions", and their declared graphql peers', () => {
  const expected = {
    '@graphql-tools/schema': ['10.1.5', '^14.0.0 || ^15.0.0 || ^16.0.0 || ^17.0.0'],
    '@graphql-tools/merge': ['9.2.8', '^14.0.0 || ^15.0.0 || ^16.0.0 || ^17.0.0'],
    '@pothos/core': ['4.15.1', '^16.10.0 || ^17.0.0'],
  };
  for (const [name, [version, peer]] of Object.entries(expected)) {
    assert.equal(packageJson(name).version, version, name);
    assert.equal(packageJson(name).peerDependencies.graphql, peer, name);
  }
});

test('"The two graphql-tools versions are the ones that @graphql-tools/mock 9.1.14 already brings"', () => {
  assert.equal(packageJson('@graphql-tools/mock').version, '9.1.14');
  const fromMock = createRequire(require.resolve('@graphql-tools/mock'));
  assert.equal(packageJson('@graphql-tools/schema', fromMock).version, '10.1.5');
  const fromSchema = createRequire(fromMock.resolve('@graphql-tools/schema'));
  assert.equal(packageJson('@graphql-tools/merge', fromSchema).version, '9.2.8');
});

test('"Dependencies: three @graphql-tools packages" for makeExecutableSchema, and none but graphql for Pothos', () => {
  const tools = new Set();
  const visit = (name) => {
    if (tools.has(name)) {
      return;
    }
    tools.add(name);
    Object.keys(packageJson(name).dependencies ?? {})
      .filter((dependency) => dependency.startsWith('@graphql-tools/'))
      .forEach(visit);
  };
  visit('@graphql-tools/schema');
  assert.deepEqual([...tools].sort(), ['@graphql-tools/merge', '@graphql-tools/schema', '@graphql-tools/utils']);
  assert.deepEqual(packageJson('@pothos/core').dependencies ?? {}, {});
});
