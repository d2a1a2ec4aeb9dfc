// Claim tests of the nullability guide (docs/guides/nullability.mdx): each test backs one sentence
// of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as graphqlPackage from 'graphql';
import { buildSchema, findBreakingChanges, findDangerousChanges, graphql, versionInfo } from 'graphql';

const is17 = versionInfo.major === 17;

/** Runs a document and returns plain JSON of the result. */
async function run(schema, source, rootValue, options = {}) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, rootValue, ...options })));
}

const failing = () => {
  throw new Error('The condition service did not answer.');
};

test('"A resolver that returns null for a non-null field is an error, Cannot return null for non-nullable field, and the null moves to the parent"', async () => {
  const schema = buildSchema('type Tool { name: String! } type Query { tool: Tool }');
  const result = await run(schema, '{ tool { name } }', { tool: { name: null } });
  assert.deepEqual(result.data, { tool: null });
  assert.deepEqual(
    result.errors.map((error) => [error.message, error.path]),
    [['Cannot return null for non-nullable field Tool.name.', ['tool', 'name']]],
  );
});

test('"one error, at the path of the field that failed, however far the null travels"', async () => {
  const schema = buildSchema('type Tool { condition: String! } type Query { tools: [Tool!]! }');
  const result = await run(schema, '{ tools { condition } }', { tools: [{ condition: 'sharp' }, { condition: failing }] });
  assert.equal(result.data, null);
  assert.deepEqual(
    result.errors.map((error) => error.path),
    [['tools', 1, 'condition']],
  );
});

test('"The siblings\' resolvers ran all the same: their work is thrown away with the object that held them"', async () => {
  const schema = buildSchema('type Tool { name: String! condition: String! } type Query { tools: [Tool!] }');
  const resolved = [];
  const name = (label) => () => (resolved.push(label), label);
  const result = await run(schema, '{ tools { name condition } }', {
    tools: [
      { name: name('Hand plane'), condition: 'sharp' },
      { name: name('Cordless drill'), condition: failing },
    ],
  });
  assert.deepEqual(result.data, { tools: null });
  assert.deepEqual(resolved, ['Hand plane', 'Cordless drill']);
});

test('"Which siblings ran depends on order and timing: a non-null field that fails synchronously stops graphql-js before the fields selected after it, while fields whose resolvers return promises have all started"', async () => {
  const schema = buildSchema('type Tool { name: String! condition: String! } type Query { tools: [Tool!] }');
  for (const asynchronous of [false, true]) {
    const resolved = [];
    const name = (label) => () => (resolved.push(label), asynchronous ? Promise.resolve(label) : label);
    const condition = asynchronous ? () => Promise.reject(new Error('The condition service did not answer.')) : failing;
    const result = await run(schema, '{ tools { condition name } }', {
      tools: [
        { name: name('Hand plane'), condition: 'sharp' },
        { name: name('Cordless drill'), condition },
      ],
    });
    assert.deepEqual(result.data, { tools: null });
    assert.deepEqual(resolved, asynchronous ? ['Hand plane', 'Cordless drill'] : ['Hand plane']);
  }
});

test('"A null with no error at or below its path is a real absence of a value ... a null with an error at or below it is a failure"', async () => {
  const schema = buildSchema('type Tool { name: String! condition: String! } type Query { tools: [Tool]! borrowed: Tool }');
  const result = await run(schema, '{ tools { name condition } borrowed { name } }', {
    tools: [
      { name: 'Hand plane', condition: 'sharp' },
      { name: 'Cordless drill', condition: failing },
    ],
    borrowed: null,
  });
  assert.deepEqual(result.data, { tools: [{ name: 'Hand plane', condition: 'sharp' }, null], borrowed: null });
  const failedAt = (path) => result.errors.some((error) => path.every((key, index) => error.path[index] === key));
  assert.equal(failedAt(['tools', 1]), true);
  assert.equal(failedAt(['borrowed']), false);
});

test('"A non-null argument must be given ... a nullable one may be left out or sent as null"', async () => {
  const schema = buildSchema('type Query { tool(id: ID!, shelf: String): String }');
  const missing = await run(schema, '{ tool }', { tool: 'x' });
  assert.deepEqual(
    missing.errors.map((error) => error.message),
    [
      is17
        ? 'Argument "Query.tool(id:)" of type "ID!" is required, but it was not provided.'
        : 'Field "tool" argument "id" of type "ID!" is required, but it was not provided.',
    ],
  );
  assert.equal('data' in missing, false);
  assert.deepEqual(await run(schema, '{ a: tool(id: "1") b: tool(id: "1", shelf: null) }', { tool: 'x' }), { data: { a: 'x', b: 'x' } });
});

test('"a non-null argument without a default value is one the client must give ... a non-null one with a default (limit: Int! = 10) may be left out"', async () => {
  const schema = buildSchema('type Query { tools(limit: Int! = 10): Int }');
  assert.deepEqual(await run(schema, '{ tools }', { tools: ({ limit }) => limit }), { data: { tools: 10 } });
  const sentNull = await run(schema, '{ tools(limit: null) }', { tools: ({ limit }) => limit });
  assert.equal('data' in sentNull, false);
  assert.equal(sentNull.errors.length, 1);
});

test('"Making an output field non-null later is safe for clients; making a non-null one nullable breaks them. For arguments it is the other way round"', () => {
  const before = buildSchema('type Query { a: String b: String! c(x: String): String d(y: String!): String }');
  const after = buildSchema('type Query { a: String! b: String c(x: String!): String d(y: String): String }');
  const breaking = findBreakingChanges(before, after).map((change) => change.type);
  assert.deepEqual(breaking, ['FIELD_CHANGED_KIND', 'ARG_CHANGED_KIND']);
  const descriptions = findBreakingChanges(before, after)
    .map((change) => change.description)
    .join('\n');
  assert.match(descriptions, /Query\.b/);
  assert.match(descriptions, /Query\.c/);
  assert.deepEqual(findDangerousChanges(before, after), []);
});

// Proposals

test('"graphql 17.1 reads @experimental_disableErrorPropagation on a query, mutation or subscription: the failing field becomes null where it is and nothing above it changes; graphql 16 ignores it"', async () => {
  const schema = buildSchema(`
    directive @experimental_disableErrorPropagation on QUERY | MUTATION | SUBSCRIPTION
    type Tool { name: String! }
    type Query { tool: Tool! }
    type Mutation { lend: Tool! }
  `);
  const rootValue = { tool: { name: null }, lend: { name: null } };
  for (const source of [
    'query @experimental_disableErrorPropagation { tool { name } }',
    'mutation @experimental_disableErrorPropagation { tool: lend { name } }',
  ]) {
    const result = await run(schema, source, rootValue);
    assert.deepEqual(result.data, is17 ? { tool: { name: null } } : null);
    assert.deepEqual(
      result.errors.map((error) => error.path),
      [['tool', 'name']],
    );
  }
});

test('"graphql-js does not export it or add it to the schema: declare it in your SDL ... without the declaration, validation refuses it as an unknown directive"', async () => {
  assert.deepEqual(
    Object.keys(graphqlPackage).filter((name) => /propagation/i.test(name)),
    [],
  );
  const schema = buildSchema('type Query { a: String! }');
  const result = await run(schema, 'query @experimental_disableErrorPropagation { a }', { a: 'x' });
  assert.deepEqual(
    result.errors.map((error) => error.message),
    ['Unknown directive "@experimental_disableErrorPropagation".'],
  );
});

test('"graphql 17.1 has no onError option: passing one to graphql or execute changes nothing"', async () => {
  const schema = buildSchema('type Tool { name: String! } type Query { tool: Tool! }');
  for (const onError of ['NULL', 'HALT', 'PROPAGATE']) {
    const result = await run(schema, '{ tool { name } }', { tool: { name: null } }, { onError });
    assert.equal(result.data, null);
    const executed = await graphqlPackage.execute({
      schema,
      document: graphqlPackage.parse('{ tool { name } }'),
      rootValue: { tool: { name: null } },
      onError,
    });
    assert.equal(executed.data, null);
  }
});

test('"graphql-js knows no @semanticNonNull: undeclared it is an unknown directive, and declared it changes nothing in execution"', async () => {
  assert.throws(() => buildSchema('type Query { a: String @semanticNonNull }'), { message: 'Unknown directive "@semanticNonNull".' });
  const schema = buildSchema('directive @semanticNonNull on FIELD_DEFINITION type Query { a: String @semanticNonNull }');
  assert.deepEqual(await run(schema, '{ a }', { a: null }), { data: { a: null } });
});

test('"... or subscription": each event of a subscription keeps its null where it is on graphql 17', async () => {
  const { parse, subscribe } = graphqlPackage;
  const schema = buildSchema(`
    directive @experimental_disableErrorPropagation on QUERY | MUTATION | SUBSCRIPTION
    type Tool { name: String! }
    type Query { a: String }
    type Subscription { returned: Tool! }
  `);
  async function* events() {
    yield { returned: { name: null } };
  }
  const stream = await subscribe({
    schema,
    document: parse('subscription @experimental_disableErrorPropagation { returned { name } }'),
    rootValue: { returned: events },
  });
  const { value } = await stream.next();
  assert.deepEqual(JSON.parse(JSON.stringify(value.data)), is17 ? { returned: { name: null } } : null);
  assert.deepEqual(value.errors[0].path, ['returned', 'name']);
});
