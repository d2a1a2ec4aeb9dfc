// Claim tests of Passing arguments (docs/tutorials/passing-arguments.mdx): each test backs one
// sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildSchema,
  execute,
  graphql,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  validate,
  validateSchema,
  versionInfo,
} from 'graphql';
import { createHandler } from 'graphql-http/lib/use/fetch';

const is17 = versionInfo.major === 17;
const json = (value) => JSON.parse(JSON.stringify(value));

const schema = buildSchema(`
  type Tool {
    name: String!
    "An argument on a field that is not a root field."
    weight(unit: String = "kg"): String!
  }
  type Query {
    searchTools(term: String!, limit: Int = 2, availableOnly: Boolean = false): [String!]!
    tool: Tool
    pageSize(size: Int! = 2): Int!
    probe(limit: Int, category: String = "power"): String!
  }
`);

/** Runs `source` and returns the result and the argument objects the resolvers received. */
async function run(source, variableValues) {
  const received = [];
  const record = (args) => (received.push({ ...args }), args);
  const rootValue = {
    searchTools: (args) => (record(args), []),
    tool: () => ({ name: 'Cordless drill', weight: ({ unit }) => `1.8 ${unit}` }),
    pageSize: (args) => record(args).size,
    probe: (args) => JSON.stringify({ hasLimit: 'limit' in record(args), ...args }),
  };
  const result = await graphql({ schema, source, rootValue, variableValues });
  return { result: json(result), received };
}

test('"any field can take arguments, not only the root fields"', async () => {
  const { result } = await run('{ tool { a: weight b: weight(unit: "lb") } }');
  assert.deepEqual(result, { data: { tool: { a: '1.8 kg', b: '1.8 lb' } } });
});

test('"availableOnly: Boolean = false ... resolvers always see true or false unless a client sends null on purpose"', async () => {
  assert.deepEqual((await run('{ searchTools(term: "saw") }')).received, [{ term: 'saw', limit: 2, availableOnly: false }]);
  assert.deepEqual((await run('{ searchTools(term: "saw", availableOnly: null) }')).received, [
    { term: 'saw', limit: 2, availableOnly: null },
  ]);
});

test('"An object type such as Tool cannot be an argument"', () => {
  // buildSchema accepts the text; the schema fails validation, so no request can run against it.
  const sdl = buildSchema('type Tool { name: String } type Query { borrow(tool: Tool): String }');
  assert.match(validateSchema(sdl)[0].message, /must be Input Type but got: Tool\./);
  assert.throws(() => validate(sdl, parse('{ borrow }')), /must be Input Type/);
  const Tool = new GraphQLObjectType({ name: 'Tool', fields: { name: { type: GraphQLString } } });
  const codeFirst = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { borrow: { type: GraphQLString, args: { tool: { type: Tool } } } } }),
  });
  assert.match(validateSchema(codeFirst)[0].message, /must be Input Type but got: Tool\./);
});

test('"graphql-js collects the arguments of a field into one object, applies the defaults, converts each value to its declared type"', async () => {
  const { received } = await run('query ($l: Int) { searchTools(term: "saw", limit: $l) }', { l: JSON.parse('3.0') });
  assert.deepEqual(received, [{ term: 'saw', limit: 3, availableOnly: false }]);
});

test('the signature table: "(args, context, info)" for root value functions and class methods, "(source, args, context, info)" for resolve', async () => {
  const seen = {};
  class Tool {
    weight(...args) {
      seen.method = args;
      return 'w';
    }
  }
  const sdl = buildSchema('type Tool { weight(unit: String): String } type Query { tool(id: ID): Tool }');
  const contextValue = { caller: 'Ines' };
  await graphql({
    schema: sdl,
    source: '{ tool(id: "t1") { weight(unit: "kg") } }',
    contextValue,
    rootValue: {
      tool: (...args) => {
        seen.root = args;
        return new Tool();
      },
    },
  });
  assert.deepEqual({ ...seen.root[0] }, { id: 't1' });
  assert.equal(seen.root[1], contextValue);
  assert.equal(seen.root[2].fieldName, 'tool');
  assert.deepEqual({ ...seen.method[0] }, { unit: 'kg' });
  assert.equal(seen.method[1], contextValue);
  assert.equal(seen.method[2].fieldName, 'weight');

  const codeFirst = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        tool: {
          type: GraphQLString,
          args: { id: { type: GraphQLString } },
          resolve: (...args) => ((seen.resolve = args), 'x'),
        },
      },
    }),
  });
  await graphql({ schema: codeFirst, source: '{ tool(id: "t1") }', rootValue: 'the root', contextValue });
  assert.equal(seen.resolve[0], 'the root');
  assert.deepEqual({ ...seen.resolve[1] }, { id: 't1' });
  assert.equal(seen.resolve[2], contextValue);
  assert.equal(seen.resolve[3].fieldName, 'tool');
});

test('"Int! = 2 still has a default, but refuses null"', async () => {
  assert.deepEqual((await run('{ pageSize }')).result, { data: { pageSize: 2 } });
  const refused = await run('{ pageSize(size: null) }');
  assert.equal(refused.result.data, undefined);
  assert.equal(refused.result.errors.length, 1);
  assert.deepEqual(refused.received, []);
});

test('inside a resolver: "left out, with a default: the default"; "left out, without a default: missing"; "given as null: present and null"', async () => {
  const outcome = async (source) => JSON.parse((await run(source)).result.data.probe);
  assert.deepEqual(await outcome('{ probe }'), { hasLimit: false, category: 'power' });
  assert.deepEqual(await outcome('{ probe(limit: null, category: null) }'), { hasLimit: true, limit: null, category: null });
});

test('"validation checks ... that every variable used is declared and every declared variable is used"', () => {
  const undeclared = validate(schema, parse('{ searchTools(term: $term) }'));
  assert.equal(undeclared.length, 1);
  assert.match(undeclared[0].message, /Variable "\$term" is not defined\./);
  const unused = validate(schema, parse('query ($term: String!, $extra: Int) { searchTools(term: $term) }'));
  assert.equal(unused.length, 1);
  assert.match(unused[0].message, /Variable "\$extra" is never used\./);
});

test('"A String variable cannot feed an Int argument"', () => {
  const errors = validate(schema, parse('query ($limit: String) { searchTools(term: "saw", limit: $limit) }'));
  assert.deepEqual(
    errors.map((error) => error.message),
    ['Variable "$limit" of type "String" used in position expecting type "Int".'],
  );
});

test('"A nullable variable can feed a non-null argument in two cases only: the argument has a default of its own, or the variable has a default that is not null"', () => {
  const messages = (source) => validate(schema, parse(source)).map((error) => error.message);
  // Neither: refused.
  assert.equal(messages('query ($term: String) { searchTools(term: $term) }').length, 1);
  // The variable has a non-null default: accepted.
  assert.deepEqual(messages('query ($term: String = "saw") { searchTools(term: $term) }'), []);
  // A null default does not count.
  assert.equal(messages('query ($term: String = null) { searchTools(term: $term) }').length, 1);
  // The argument has a default of its own: accepted.
  assert.deepEqual(messages('query ($size: Int) { pageSize(size: $size) }'), []);
});

test('"None of them calls the resolver"; "Only the last one fails during execution", as a field error', async () => {
  const cases = [
    ['{ searchTools }', undefined],
    ['query Search($term: String!) { searchTools(term: $term) }', {}],
    ['query ($term: String = null) { searchTools(term: $term) }', {}],
    ['query ($term: String = "saw") { searchTools(term: $term) }', { term: null }],
  ];
  const outcomes = [];
  for (const [source, variableValues] of cases) {
    const { result, received } = await run(source, variableValues);
    assert.deepEqual(received, [], source);
    outcomes.push([validate(schema, parse(source)).length > 0, 'data' in result, result.errors[0].path]);
  }
  assert.deepEqual(outcomes, [
    [true, false, undefined],
    [false, false, undefined],
    [true, false, undefined],
    [false, true, ['searchTools']],
  ]);
});

test('"served by graphql-http, a 200 response with data: null"', async () => {
  const handler = createHandler({ schema, rootValue: { searchTools: () => [] } });
  const response = await handler(
    new Request('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: 'query ($term: String = "saw") { searchTools(term: $term) }', variables: { term: null } }),
    }),
  );
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.data, null);
  assert.deepEqual(body.errors[0].path, ['searchTools']);
});

test('"in graphql 16, info.variableValues is a plain object of the coerced values; in graphql 17 it is a VariableValues object whose coerced property holds them"', async () => {
  let info;
  const probe = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        search: {
          type: new GraphQLList(GraphQLString),
          args: { limit: { type: GraphQLInt } },
          resolve: (_source, _args, _context, resolveInfo) => ((info = resolveInfo), []),
        },
      },
    }),
  });
  await execute({
    schema: probe,
    document: parse('query ($limit: Int = 5) { search(limit: $limit) }'),
    variableValues: {},
  });
  if (is17) {
    assert.deepEqual({ ...info.variableValues.coerced }, { limit: 5 });
    assert.equal('limit' in info.variableValues, false);
  } else {
    assert.deepEqual({ ...info.variableValues }, { limit: 5 });
    assert.equal('coerced' in info.variableValues, false);
  }
});
