// Claim tests of the object identification guide (docs/guides/object-identification.mdx): each
// test backs one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17
// and 16. graphql-relay is CommonJS; its require('graphql') resolves to the graphql under test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import DataLoader from 'dataloader';
import * as graphqlPackage from 'graphql';
import {
  buildSchema,
  graphql,
  GraphQLID,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  validate,
} from 'graphql';
import { fromGlobalId, globalIdField, nodeDefinitions, toGlobalId } from 'graphql-relay';

const require = createRequire(import.meta.url);

/** Runs a document and returns plain JSON of the result. */
async function run(schema, source, options = {}) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, ...options })));
}

/** A schema with a Node interface and Tool and Member types, from a nodeDefinitions-like setup. */
function nodeSchema({ nodeField, nodesField, nodeInterface, toolConfig = {}, memberConfig = {} }) {
  const Tool = new GraphQLObjectType({
    name: 'Tool',
    interfaces: [nodeInterface],
    fields: { id: { type: new GraphQLNonNull(GraphQLID) }, name: { type: GraphQLString } },
    ...toolConfig,
  });
  const Member = new GraphQLObjectType({
    name: 'Member',
    interfaces: [nodeInterface],
    fields: { id: { type: new GraphQLNonNull(GraphQLID) }, name: { type: GraphQLString } },
    ...memberConfig,
  });
  const fields = { node: nodeField };
  if (nodesField) {
    fields.nodes = nodesField;
  }
  return new GraphQLSchema({ types: [Tool, Member], query: new GraphQLObjectType({ name: 'Query', fields }) });
}

// graphql-js

test('"graphql-js has no API for it": no export names nodes by global id or Relay', () => {
  assert.deepEqual(
    Object.keys(graphqlPackage).filter((name) => /globalid|nodedefinition|nodeinterface|relay/i.test(name)),
    [],
  );
});

test('"the base64 alphabet with - and _ instead of + and /, and no = padding": atob reads it back once + and / are restored, padding or not', () => {
  const standard = btoa('Tool:>>?');
  assert.match(standard, /[+/]/);
  const url = standard.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  assert.match(url, /^[\w-]+$/);
  assert.equal(atob(url.replaceAll('-', '+').replaceAll('_', '/')), 'Tool:>>?');
  assert.equal(atob('VG9vbDoxMA'), 'Tool:10');
  assert.equal(atob('VG9vbDoxMA=='), 'Tool:10');
});

test('"btoa takes only characters up to U+00FF and throws on others ... encode to UTF-8 first, as graphql-relay\'s toGlobalId does"', () => {
  assert.equal(atob(btoa('Tool:Zoë')), 'Tool:Zoë');
  assert.throws(() => btoa('Tool:日本'), { name: 'InvalidCharacterError' });
  assert.equal(Buffer.from(toGlobalId('Tool', '日本'), 'base64').toString('utf8'), 'Tool:日本');
  assert.deepEqual({ ...fromGlobalId(toGlobalId('Tool', '日本')) }, { type: 'Tool', id: '日本' });
});

test('"the last character can carry bits that no byte uses, and atob drops them, so a few strings decode to the same Member:1"', () => {
  const spellings = ['TWVtYmVyOjE', 'TWVtYmVyOjF', 'TWVtYmVyOjG', 'TWVtYmVyOjH'];
  assert.deepEqual(
    spellings.map((id) => atob(id)),
    Array(4).fill('Member:1'),
  );
  assert.equal(btoa('Member:1').replace(/=+$/, ''), 'TWVtYmVyOjE');
});

test('"A string of valid characters that still does not decode is caught from atob": atob throws on it', () => {
  assert.throws(() => atob('A'), { name: 'InvalidCharacterError' });
  assert.throws(() => atob('AAAAA'), { name: 'InvalidCharacterError' });
});

test('"A lookup in a plain object would find constructor on Object.prototype and call it"; a Map does not', () => {
  const fetch = () => 'tool';
  const plain = { Tool: fetch, Member: fetch };
  assert.equal(typeof plain['constructor'], 'function');
  assert.equal(plain['constructor'], Object);
  assert.equal(new Map(Object.entries(plain)).has('constructor'), false);
});

test('"graphql-js puts no limit on the length of a string argument": a megabyte reaches the resolver, as a variable or a literal', async () => {
  const schema = buildSchema('type Query { length(id: ID!): Int }');
  const rootValue = { length: ({ id }) => id.length };
  const huge = 'A'.repeat(1_000_000);
  const fromVariable = await run(schema, 'query ($id: ID!) { length(id: $id) }', { rootValue, variableValues: { id: huge } });
  const fromLiteral = await run(schema, `{ length(id: "${huge}") }`, { rootValue });
  assert.deepEqual(fromVariable, { data: { length: 1_000_000 } });
  assert.deepEqual(fromLiteral, { data: { length: 1_000_000 } });
});

test('"Without that check, it would look up local ID 1 among the tools and return tool 1 for member 1\'s ID"', async () => {
  const tools = new Map([['1', { id: '1', name: 'Hand plane' }]]);
  const schema = buildSchema('type Tool { name: String } type Query { tool(id: ID!): Tool }');
  const memberId = btoa('Member:1');
  const naive = { tool: ({ id }) => tools.get(atob(id).split(':')[1]) };
  assert.deepEqual(await run(schema, `{ tool(id: "${memberId}") { name } }`, { rootValue: naive }), {
    data: { tool: { name: 'Hand plane' } },
  });
});

test('"An isTypeOf on each object type works too, and with buildSchema, a __typename property on the value does"', async () => {
  const nodeInterface = new GraphQLInterfaceType({ name: 'Node', fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
  const schema = nodeSchema({
    nodeInterface,
    nodeField: { type: nodeInterface, args: { id: { type: GraphQLID } }, resolve: (_source, { id }) => ({ id, kind: id[0] }) },
    toolConfig: { isTypeOf: (value) => value.kind === 't' },
    memberConfig: { isTypeOf: (value) => value.kind === 'm' },
  });
  assert.deepEqual(await run(schema, '{ a: node(id: "t1") { __typename } b: node(id: "m1") { __typename } }'), {
    data: { a: { __typename: 'Tool' }, b: { __typename: 'Member' } },
  });

  const sdl = buildSchema(`
    interface Node { id: ID! }
    type Tool implements Node { id: ID! }
    type Member implements Node { id: ID! }
    type Query { node(id: ID!): Node }
  `);
  const rootValue = { node: ({ id }) => ({ id, __typename: id.startsWith('t') ? 'Tool' : 'Member' }) };
  assert.deepEqual(await run(sdl, '{ a: node(id: "t1") { __typename } b: node(id: "m1") { __typename } }', { rootValue }), {
    data: { a: { __typename: 'Tool' }, b: { __typename: 'Member' } },
  });
});

test('"The type comes from the value, not from the ID": resolveType sees only what the fetcher returned', async () => {
  const nodeInterface = new GraphQLInterfaceType({
    name: 'Node',
    fields: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolveType: (value) => value.typename,
  });
  const schema = nodeSchema({
    nodeInterface,
    nodeField: { type: nodeInterface, args: { id: { type: GraphQLID } }, resolve: () => ({ id: 'x', typename: 'Member' }) },
  });
  assert.deepEqual(await run(schema, `{ node(id: "${btoa('Tool:1')}") { __typename } }`), { data: { node: { __typename: 'Member' } } });
});

test('"Keep one DataLoader per node type in the context ... the IDs of one type, requested in the same tick, reach the backend as one batch, and an ID sent twice is fetched once"', async () => {
  const batches = [];
  const createLoaders = () =>
    new Map(
      ['Tool', 'Member'].map((typename) => [
        typename,
        new DataLoader(async (localIds) => {
          batches.push(`${typename}: ${localIds.join(', ')}`);
          return localIds.map((id) => ({ typename, id }));
        }),
      ]),
    );
  const nodeInterface = new GraphQLInterfaceType({
    name: 'Node',
    fields: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolveType: (value) => value.typename,
  });
  const fetchNode = (globalId, { loaders }) => {
    const [typename, localId] = atob(globalId).split(':');
    return loaders.get(typename).load(localId);
  };
  const schema = nodeSchema({
    nodeInterface,
    nodeField: { type: nodeInterface, args: { id: { type: GraphQLID } }, resolve: (_s, { id }, context) => fetchNode(id, context) },
    nodesField: {
      type: new GraphQLList(nodeInterface),
      args: { ids: { type: new GraphQLList(GraphQLID) } },
      resolve: (_s, { ids }, context) => ids.map((id) => fetchNode(id, context)),
    },
  });
  const ids = ['Tool:1', 'Member:1', 'Tool:2', 'Tool:1', 'Member:3'].map((id) => JSON.stringify(btoa(id)));
  const result = await run(schema, `{ nodes(ids: [${ids.join(', ')}]) { __typename id } }`, {
    contextValue: { loaders: createLoaders() },
  });
  assert.equal(result.errors, undefined);
  assert.deepEqual(
    result.data.nodes.map((node) => `${node.__typename} ${node.id}`),
    ['Tool 1', 'Member 1', 'Tool 2', 'Tool 1', 'Member 3'],
  );
  assert.deepEqual(batches, ['Tool: 1, 2', 'Member: 1, 3']);
});

test('"without types, the schema would have neither, and a query with ... on Tool would fail validation with Unknown type "Tool"."', () => {
  const nodeInterface = new GraphQLInterfaceType({ name: 'Node', fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
  const Tool = new GraphQLObjectType({
    name: 'Tool',
    interfaces: [nodeInterface],
    fields: { id: { type: new GraphQLNonNull(GraphQLID) } },
  });
  const query = new GraphQLObjectType({ name: 'Query', fields: { node: { type: nodeInterface, args: { id: { type: GraphQLID } } } } });
  const document = parse('{ node(id: "1") { ... on Tool { id } } }');

  const without = new GraphQLSchema({ query });
  assert.equal(without.getType('Tool'), undefined);
  assert.deepEqual(
    validate(without, document).map((error) => error.message),
    ['Unknown type "Tool".'],
  );
  const withTypes = new GraphQLSchema({ query, types: [Tool] });
  assert.deepEqual(validate(withTypes, document), []);
});

test('"A check of the list\'s length alone holds per field, not per request: ten aliases of nodes with 20 IDs each would fetch 200 objects without an error"', async () => {
  let fetched = 0;
  const nodeInterface = new GraphQLInterfaceType({
    name: 'Node',
    fields: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolveType: () => 'Tool',
  });
  const schema = nodeSchema({
    nodeInterface,
    nodeField: { type: nodeInterface, args: { id: { type: GraphQLID } } },
    nodesField: {
      type: new GraphQLNonNull(new GraphQLList(nodeInterface)),
      args: { ids: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))) } },
      resolve: (_source, { ids }) => {
        if (ids.length > 20) {
          throw new Error('Too many ids.');
        }
        return ids.map((id) => (fetched++, { id }));
      },
    },
  });
  const aliases = Array.from({ length: 10 }, (_, index) => `a${index}: nodes(ids: $ids) { id }`).join(' ');
  const result = await run(schema, `query ($ids: [ID!]!) { ${aliases} }`, { variableValues: { ids: Array(20).fill('VG9vbDox') } });
  assert.equal(result.errors, undefined);
  assert.equal(Object.values(result.data).flat().length, 200);
  assert.equal(fetched, 200);
});

// graphql-relay

test('"graphql-relay 0.11.0 declares graphql ^16.2.0 || ^17.0.0 as its peer", from the graphql organisation', () => {
  const packageJson = JSON.parse(readFileSync(require.resolve('graphql-relay/package.json'), 'utf8'));
  assert.equal(packageJson.version, '0.11.0');
  assert.equal(packageJson.peerDependencies.graphql, '^16.2.0 || ^17.0.0');
  assert.equal(packageJson.repository.url, 'https://github.com/graphql/graphql-relay-js.git');
});

test('"typeResolver becomes the interface\'s resolveType; without it, graphql-js asks each type\'s isTypeOf"', async () => {
  const withResolver = nodeDefinitions(
    (id) => ({ id }),
    () => 'Member',
  );
  assert.equal(withResolver.nodeInterface.resolveType({}), 'Member');

  const { nodeInterface, nodeField } = nodeDefinitions((id) => ({ id, kind: id[0] }));
  assert.equal(nodeInterface.resolveType, undefined);
  const schema = nodeSchema({
    nodeInterface,
    nodeField,
    toolConfig: { isTypeOf: (value) => value.kind === 't' },
    memberConfig: { isTypeOf: (value) => value.kind === 'm' },
  });
  assert.deepEqual(await run(schema, '{ a: node(id: "t1") { __typename } b: node(id: "m1") { __typename } }'), {
    data: { a: { __typename: 'Tool' }, b: { __typename: 'Member' } },
  });
});

test('"toGlobalId uses standard base64, with = padding (VG9vbDoxMA== for tool 10) and possibly + and /"', () => {
  assert.equal(toGlobalId('Tool', '10'), 'VG9vbDoxMA==');
  assert.equal(toGlobalId('Tool', '1'), 'VG9vbDox');
  assert.equal(toGlobalId('Tool', '>>?'), btoa('Tool:>>?'));
  assert.match(toGlobalId('Tool', '>>?'), /[+/]/);
});

test('"fromGlobalId never throws for a string": not base64 gives an empty type and id, no colon an empty type', () => {
  assert.deepEqual({ ...fromGlobalId('VG9vbDox') }, { type: 'Tool', id: '1' });
  assert.deepEqual({ ...fromGlobalId('not an id!') }, { type: '', id: '' });
  assert.deepEqual({ ...fromGlobalId(btoa('nope')) }, { type: '', id: 'nope' });
  assert.deepEqual({ ...fromGlobalId('') }, { type: '', id: '' });
  assert.deepEqual({ ...fromGlobalId('VG9vbDox!') }, { type: '', id: '' });
  assert.deepEqual({ ...fromGlobalId('🙂') }, { type: '', id: '' });
  assert.doesNotThrow(() => fromGlobalId('A'.repeat(100_000)));
  // Only a non-string, which an ID argument never is, makes it throw.
  assert.throws(() => fromGlobalId(undefined), TypeError);
});

test('fromGlobalId "ignores the unused bits of the last character, so VG9vbDoxMB== decodes to tool 10 as well"', () => {
  assert.deepEqual({ ...fromGlobalId('VG9vbDoxMB==') }, { type: 'Tool', id: '10' });
  assert.deepEqual({ ...fromGlobalId('VG9vbDoxMA==') }, { type: 'Tool', id: '10' });
  assert.equal(toGlobalId('Tool', '10'), 'VG9vbDoxMA==');
});

test('"nodesField calls fetchById for every ID it gets, with no cap"', async () => {
  let calls = 0;
  const { nodeInterface, nodeField, nodesField } = nodeDefinitions(
    (id) => (calls++, { id }),
    () => 'Tool',
  );
  const schema = nodeSchema({ nodeInterface, nodeField, nodesField });
  const ids = Array.from({ length: 1000 }, (_, index) => `"${index}"`).join(', ');
  const result = await run(schema, `{ nodes(ids: [${ids}]) { id } }`);
  assert.equal(result.errors, undefined);
  assert.equal(result.data.nodes.length, 1000);
  assert.equal(calls, 1000);
});

test('"globalIdField(typeName?) is an id field that returns toGlobalId of the parent type\'s name and the object\'s id"', async () => {
  const Tool = new GraphQLObjectType({
    name: 'Tool',
    fields: { id: globalIdField(), named: globalIdField('Item'), custom: globalIdField(undefined, (tool) => tool.code) },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { tool: { type: Tool, resolve: () => ({ id: '1', code: 'x' }) } } }),
  });
  assert.deepEqual(await run(schema, '{ tool { id named custom } }'), {
    data: { tool: { id: toGlobalId('Tool', '1'), named: toGlobalId('Item', '1'), custom: toGlobalId('Tool', 'x') } },
  });
});
