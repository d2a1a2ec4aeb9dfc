// Claim tests of Mutations and input types (docs/tutorials/mutations-and-input-types.mdx): each
// test backs one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17
// and 16.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { buildSchema, graphql, GraphQLInputObjectType, GraphQLString, parse, validate, validateSchema, versionInfo } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/fetch';

const is17 = versionInfo.major === 17;
const json = (value) => JSON.parse(JSON.stringify(value));

test('"Adding an optional field to an input type later does not break existing clients"', () => {
  const before = buildSchema(
    'input NewToolInput { name: String! } type Query { a: Int } type Mutation { addTool(input: NewToolInput!): Int }',
  );
  const withOptional = buildSchema(
    'input NewToolInput { name: String! weightKg: Float } type Query { a: Int } type Mutation { addTool(input: NewToolInput!): Int }',
  );
  const withRequired = buildSchema(
    'input NewToolInput { name: String! category: String! } type Query { a: Int } type Mutation { addTool(input: NewToolInput!): Int }',
  );
  const existing = parse('mutation { addTool(input: { name: "Saw" }) }');
  assert.deepEqual(validate(before, existing), []);
  assert.deepEqual(validate(withOptional, existing), []);
  assert.equal(validate(withRequired, existing).length, 1);
});

test('"An input type\'s fields may only have input types themselves"; "They cannot have arguments or resolvers"', () => {
  const objectField = buildSchema('type Tool { name: String } input ToolRef { tool: Tool } type Query { find(ref: ToolRef): Int }');
  assert.deepEqual(
    validateSchema(objectField).map((error) => error.message),
    ['The type of ToolRef.tool must be Input Type but got: Tool.'],
  );
  assert.throws(() => buildSchema('input ToolRef { id(format: String): ID } type Query { a: Int }'), /Syntax Error/);
  const withResolver = new GraphQLInputObjectType({
    name: 'ToolRef',
    fields: { id: { type: GraphQLString, resolve: () => 'x' } },
  });
  assert.throws(() => withResolver.getFields(), /Input Types cannot define resolvers/);
});

const toolSchema = buildSchema(`
  type Tool { id: ID! name: String! weightKg: Float }
  input NewToolInput { name: String! category: String! weightKg: Float }
  input ToolChanges { name: String weightKg: Float }
  input ToolRef @oneOf { id: ID serialNumber: String }
  type Query { tools: [Tool!]! find(ref: ToolRef!): String }
  type Mutation {
    addTool(input: NewToolInput!): Tool!
    updateTool(id: ID!, changes: ToolChanges!): Tool
  }
`);

test('"graphql-js checks it field by field ... and hands the resolver an object holding the coerced values. That object may have no prototype"', async () => {
  let changes;
  const rootValue = { updateTool: (args) => ((changes = args.changes), { id: '1', name: 'Saw' }) };
  await graphql({ schema: toolSchema, rootValue, source: 'mutation { updateTool(id: "1", changes: { weightKg: 6 }) { id } }' });
  assert.deepEqual({ ...changes }, { weightKg: 6 });
  assert.equal(Object.getPrototypeOf(changes), null);
  assert.equal('hasOwnProperty' in changes, false);
  assert.throws(() => changes.hasOwnProperty('weightKg'), TypeError);
  assert.equal('weightKg' in changes, true);
  assert.equal(Object.hasOwn(changes, 'weightKg'), true);
  assert.equal(Object.hasOwn(changes, 'name'), false);
});

test('"Both graphql 17 and graphql 16 support the @oneOf directive"', () => {
  const ToolRef = toolSchema.getType('ToolRef');
  assert.equal(ToolRef.isOneOf, true);
  assert.ok(toolSchema.getDirective('oneOf'));
});

const ONE_OF_MESSAGE = is17
  ? 'Within OneOf Input Object type "ToolRef", exactly one field must be specified, and the value for that field must be non-null.'
  : 'OneOf Input Object "ToolRef" must specify exactly one key.';

async function find(source, variableValues) {
  let called = false;
  const rootValue = { find: ({ ref }) => ((called = true), JSON.stringify(ref)) };
  const result = json(await graphql({ schema: toolSchema, rootValue, source, variableValues }));
  return { result, called, validationErrors: validate(toolSchema, parse(source)).map((error) => error.message) };
}

test('@oneOf: "A value of ToolRef must have exactly one field, and that field must not be null"; "Written in the request text ... it fails validation"', async () => {
  const accepted = await find('{ find(ref: { id: "t1" }) }');
  assert.deepEqual(accepted.result, { data: { find: '{"id":"t1"}' } });
  for (const literal of ['{ id: "t1", serialNumber: "SN-100" }', '{}', '{ id: null }']) {
    const { result, called, validationErrors } = await find(`{ find(ref: ${literal}) }`);
    assert.equal(validationErrors.length, 1, literal);
    assert.equal('data' in result, false, literal);
    assert.equal(called, false);
  }
  assert.deepEqual((await find('{ find(ref: { id: "t1", serialNumber: "SN-100" }) }')).validationErrors, [ONE_OF_MESSAGE]);
  assert.deepEqual((await find('{ find(ref: { id: null }) }')).validationErrors, [
    is17 ? ONE_OF_MESSAGE : 'Field "ToolRef.id" must be non-null.',
  ]);
});

test('@oneOf: "Sent as a variable declared $ref: ToolRef!, it passes validation and fails when the variables are coerced ... no resolver runs and the result has no data"', async () => {
  const source = 'query ($ref: ToolRef!) { find(ref: $ref) }';
  assert.deepEqual((await find(source, { ref: { serialNumber: 'SN-100' } })).result, { data: { find: '{"serialNumber":"SN-100"}' } });
  for (const ref of [{ id: 't1', serialNumber: 'SN-100' }, {}, { id: null }]) {
    const { result, called, validationErrors } = await find(source, { ref });
    assert.deepEqual(validationErrors, []);
    assert.equal('data' in result, false, JSON.stringify(ref));
    assert.equal(result.errors.length, 1);
    assert.match(result.errors[0].message, is17 ? /^Variable "\$ref" has invalid value/ : /^Variable "\$ref" got invalid value/);
    assert.equal(called, false);
  }
});

test('@oneOf: "A nullable variable used as the field\'s value ... passes both checks only where the ToolRef stands for a non-null ToolRef!, such as the argument of find(ref: ToolRef!) … If its value is null, the argument fails during execution, as a field error"', async () => {
  const source = 'query ($id: ID) { find(ref: { id: $id }) }';
  assert.deepEqual((await find(source, { id: 't1' })).result, { data: { find: '{"id":"t1"}' } });
  const { result, called, validationErrors } = await find(source, { id: null });
  assert.deepEqual(validationErrors, []);
  assert.deepEqual(result.data, { find: null });
  assert.deepEqual(result.errors[0].path, ['find']);
  assert.equal(called, false);
});

test('@oneOf: "only where the ToolRef stands for a non-null ToolRef!, such as … an item of a [ToolRef!] list … Where a nullable ToolRef is expected, such as find(ref: ToolRef) or an item of [ToolRef]!, validation refuses the operation whatever the value … Declare $id: ID! and every position accepts it"', async () => {
  // What counts is the type the ToolRef stands for, not whether the argument is non-null:
  // findAll's argument is nullable and accepts the variable, findEach's is non-null and refuses it.
  const positions = buildSchema(`
    input ToolRef @oneOf { id: ID serialNumber: String }
    type Query { find(ref: ToolRef): String findAll(refs: [ToolRef!]): String findEach(refs: [ToolRef]!): String }
  `);
  const refused = 'Variable "$id" is of type "ID" but must be non-nullable to be used for OneOf Input Object "ToolRef".';
  const rootValue = {
    find: ({ ref }) => JSON.stringify(ref),
    findAll: ({ refs }) => JSON.stringify(refs),
    findEach: ({ refs }) => JSON.stringify(refs),
  };
  const run = (source, variableValues) => graphql({ schema: positions, rootValue, source, variableValues }).then(json);
  const messagesOf = (source) => validate(positions, parse(source)).map((error) => error.message);
  for (const id of ['t1', null]) {
    for (const field of ['find(ref: { id: $id })', 'findEach(refs: [{ id: $id }])']) {
      const result = await run(`query ($id: ID) { ${field} }`, { id });
      assert.deepEqual(
        result.errors.map((error) => error.message),
        [refused],
        field,
      );
      assert.equal('data' in result, false);
    }
  }
  assert.deepEqual(messagesOf('query ($id: ID) { findAll(refs: [{ id: $id }]) }'), []);
  assert.deepEqual(await run('query ($id: ID) { findAll(refs: [{ id: $id }]) }', { id: 't1' }), { data: { findAll: '[{"id":"t1"}]' } });
  // "If its value is null, the argument fails during execution, as a field error", in a list too.
  const nullInList = await run('query ($id: ID) { findAll(refs: [{ id: $id }]) }', { id: null });
  assert.deepEqual([nullInList.data, nullInList.errors.map((error) => error.path)], [{ findAll: null }, [['findAll']]]);
  const required = 'query ($id: ID!) { find(ref: { id: $id }) findAll(refs: [{ id: $id }]) findEach(refs: [{ id: $id }]) }';
  assert.deepEqual(await run(required, { id: 't1' }), {
    data: { find: '{"id":"t1"}', findAll: '[{"id":"t1"}]', findEach: '[{"id":"t1"}]' },
  });
  assert.deepEqual((await find('query ($id: ID!) { find(ref: { id: $id }) }', { id: 't1' })).result, { data: { find: '{"id":"t1"}' } });
});

test('"The fields of a query may run concurrently, but the top-level fields of a mutation always run one after the other, in the order they are written"', async () => {
  const schema = buildSchema('type Query { a: Int b: Int } type Mutation { a: Int b: Int }');
  const events = [];
  const slow = (name, ms) => async () => {
    events.push(`${name} start`);
    await sleep(ms);
    events.push(`${name} end`);
    return 1;
  };
  const rootValue = { a: slow('a', 20), b: slow('b', 5) };
  await graphql({ schema, rootValue, source: '{ a b }' });
  assert.deepEqual(events, ['a start', 'b start', 'b end', 'a end']);
  events.length = 0;
  await graphql({ schema, rootValue, source: 'mutation { a b }' });
  assert.deepEqual(events, ['a start', 'a end', 'b start', 'b end']);
});

test('"Only the top level is sequential. The fields selected on each mutation\'s result resolve like the fields of any query"', async () => {
  const schema = buildSchema('type Tool { x: Int y: Int } type Query { a: Int } type Mutation { addTool: Tool }');
  const events = [];
  const slow = (name, ms) => async () => {
    events.push(`${name} start`);
    await sleep(ms);
    events.push(`${name} end`);
    return 1;
  };
  await graphql({ schema, rootValue: { addTool: () => ({ x: slow('x', 20), y: slow('y', 5) }) }, source: 'mutation { addTool { x y } }' });
  assert.deepEqual(events, ['x start', 'y start', 'y end', 'x end']);
});

test('"Variables work with input types exactly as with scalars: the whole object is checked against the type before execution starts"', async () => {
  let called = false;
  const result = await graphql({
    schema: toolSchema,
    rootValue: { updateTool: () => ((called = true), null) },
    source: 'mutation ($changes: ToolChanges!) { updateTool(id: "1", changes: $changes) { id } }',
    variableValues: { changes: { weightKg: 'heavy' } },
  });
  assert.equal('data' in result, false);
  assert.equal(result.errors.length, 1);
  assert.equal(called, false);
});

test('"graphql-js only puts the fields the client sent into the object"; "A client can also send a field as null explicitly, which is different from leaving it out"', async () => {
  const received = [];
  const rootValue = { updateTool: ({ changes }) => (received.push({ ...changes }), { id: '1', name: 'Saw' }) };
  const source = 'mutation ($changes: ToolChanges!) { updateTool(id: "1", changes: $changes) { id } }';
  await graphql({ schema: toolSchema, rootValue, source, variableValues: { changes: { weightKg: 6.5 } } });
  await graphql({ schema: toolSchema, rootValue, source, variableValues: { changes: { weightKg: null } } });
  await graphql({ schema: toolSchema, rootValue, source: 'mutation { updateTool(id: "1", changes: { name: null }) { id } }' });
  assert.deepEqual(received, [{ weightKg: 6.5 }, { weightKg: null }, { name: null }]);
});

test('"lacks the required category. The request is refused during validation: no resolver runs ... and there is no data"', async () => {
  let called = false;
  const source = 'mutation { addTool(input: { name: "Tile cutter" }) { id } }';
  assert.equal(validate(toolSchema, parse(source)).length, 1);
  const result = await graphql({ schema: toolSchema, rootValue: { addTool: () => ((called = true), null) }, source });
  assert.equal('data' in result, false);
  assert.equal(called, false);
});

test('"Clients must use POST: graphql-http answers a mutation sent with GET with 405 Method Not Allowed"; POST runs it', async () => {
  let added = 0;
  const handler = createHandler({
    schema: toolSchema,
    rootValue: { addTool: ({ input }) => ((added += 1), { id: String(added), name: input.name }) },
  });
  const query = 'mutation { addTool(input: { name: "Saw", category: "hand" }) { id } }';
  const get = await handler(new Request(`http://127.0.0.1/graphql?${new URLSearchParams({ query })}`));
  assert.equal(get.status, 405);
  assert.equal(added, 0);
  const post = await handler(
    new Request('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  );
  assert.deepEqual(await post.json(), { data: { addTool: { id: '1' } } });
});
