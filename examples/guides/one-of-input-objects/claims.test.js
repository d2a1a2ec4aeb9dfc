// Claim tests of the oneOf guide (docs/guides/one-of-input-objects.mdx): each test backs one
// sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as graphqlPackage from 'graphql';
import {
  BreakingChangeType,
  buildSchema,
  DangerousChangeType,
  execute,
  findBreakingChanges,
  findDangerousChanges,
  graphql,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLOneOfDirective,
  GraphQLSchema,
  GraphQLString,
  parse,
  specifiedDirectives,
  validate,
  validateSchema,
  versionInfo,
} from 'graphql';

const is17 = versionInfo.major === 17;

const schema = buildSchema(`
  input LoanLookup @oneOf {
    id: ID
    barcode: String
    borrowerEmail: String
  }

  type Query {
    loan(by: LoanLookup!): String
    maybeLoan(by: LoanLookup): String
    loans(by: [LoanLookup]): String
  }
`);

/** Runs `source` and returns the result and the `args` each call of a resolver received. */
async function run(source, variableValues) {
  const calls = [];
  const record = (args) => {
    calls.push(args);
    return 'found';
  };
  const result = await graphql({ schema, source, variableValues, rootValue: { loan: record, maybeLoan: record, loans: record } });
  return { result: JSON.parse(JSON.stringify(result)), calls: JSON.parse(JSON.stringify(calls)) };
}

test('"graphql 16.15 exports GraphQLOneOfDirective" as graphql 17 does, and neither exports isOneOf: it is a property of the input type and a field of __Type', async () => {
  assert.equal(GraphQLOneOfDirective.name, 'oneOf');
  assert.equal('isOneOf' in graphqlPackage, false);
  assert.equal(schema.getType('LoanLookup').isOneOf, true);
  assert.equal(schema.getType('LoanLookup').toConfig().isOneOf, true);
  const { result } = await run('{ __type(name: "LoanLookup") { isOneOf } }');
  assert.deepEqual(result, { data: { __type: { isOneOf: true } } });
});

test('"GraphQL has unions for output but none for input": a union argument is refused', () => {
  const invalid = buildSchema(`
    type Book { title: String }
    type Tool { name: String }
    union Item = Book | Tool
    type Query { find(by: Item): String }
  `);
  assert.deepEqual(
    validateSchema(invalid).map((error) => error.message),
    ['The type of Query.find(by:) must be Input Type but got: Item.'],
  );
});

test('"the built-in @oneOf directive" is one of the specified directives on both versions', () => {
  assert.ok(specifiedDirectives.includes(GraphQLOneOfDirective));
});

test('"In code: isOneOf: true. The fields follow the same rules"', () => {
  const LoanLookup = new GraphQLInputObjectType({
    name: 'LoanLookup',
    isOneOf: true,
    fields: { id: { type: new GraphQLNonNull(GraphQLID) }, barcode: { type: GraphQLString } },
  });
  const invalid = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { loan: { type: GraphQLString, args: { by: { type: LoanLookup } } } } }),
  });
  assert.deepEqual(
    validateSchema(invalid).map((error) => error.message),
    ['OneOf input field LoanLookup.id must be nullable.'],
  );
});

test('"graphql-js enforces it before your resolver runs, which receives an object with exactly one key"', async () => {
  const literal = await run('{ loan(by: { barcode: "CD-0007" }) }');
  const variable = await run('query ($by: LoanLookup!) { loan(by: $by) }', { by: { id: '7' } });
  assert.deepEqual([literal.calls, variable.calls], [[{ by: { barcode: 'CD-0007' } }], [{ by: { id: '7' } }]]);
  const refused = await run('{ loan(by: { id: "7", barcode: "CD-0007" }) }');
  assert.deepEqual(refused.calls, []);
  assert.equal(refused.result.data, undefined);
});

test('"Its fields must all be nullable, and none may have a default value": the two schema errors', () => {
  const invalid = buildSchema(`
    input LoanLookup @oneOf { id: ID! barcode: String = "HP-0042" }
    type Query { loan(by: LoanLookup!): String }
  `);
  assert.deepEqual(
    validateSchema(invalid).map((error) => error.message),
    ['OneOf input field LoanLookup.id must be nullable.', 'OneOf input field LoanLookup.barcode cannot have a default value.'],
  );
});

test('"graphql() answers with these errors and execute throws them": both validate the schema first', async () => {
  const invalid = buildSchema(`
    input LoanLookup @oneOf { id: ID! }
    type Query { loan(by: LoanLookup!): String }
  `);
  const result = await graphql({ schema: invalid, source: '{ loan(by: { id: "7" }) }' });
  assert.deepEqual(
    result.errors.map((error) => error.message),
    ['OneOf input field LoanLookup.id must be nullable.'],
  );
  assert.equal(result.data, undefined);
  assert.throws(() => execute({ schema: invalid, document: parse('{ loan(by: { id: "7" }) }') }), {
    message: 'OneOf input field LoanLookup.id must be nullable.',
  });
});

test('"The whole input as a variable": two keys or a null are refused before any resolver runs', async () => {
  for (const by of [{ id: '7', barcode: 'HP-0042' }, { id: null }]) {
    const { result, calls } = await run('query ($by: LoanLookup!) { loan(by: $by) }', { by });
    assert.deepEqual(calls, [], JSON.stringify(by));
    assert.equal(result.data, undefined, JSON.stringify(by));
    assert.equal(result.errors.length, 1, JSON.stringify(by));
  }
});

test('"validation accepts a nullable variable here", and a null (or missing) value only fails that field', async () => {
  assert.deepEqual(validate(schema, parse('query ($id: ID) { loan(by: { id: $id }) }')), []);
  for (const variableValues of [{ id: null }, {}]) {
    const { result, calls } = await run('query ($id: ID) { loan(by: { id: $id }) other: loan(by: { id: "8" }) }', variableValues);
    assert.deepEqual(calls, [{ by: { id: '8' } }], JSON.stringify(variableValues));
    assert.deepEqual(result.data, { loan: null, other: 'found' }, JSON.stringify(variableValues));
    assert.deepEqual(result.errors[0].path, ['loan'], JSON.stringify(variableValues));
  }
});

test('"validation accepts a nullable variable here ($id: ID) because the argument is non-null … Where a nullable LoanLookup is expected instead, such as an argument by: LoanLookup or an item of [LoanLookup], validation refuses a nullable variable whatever its value … Declare such variables non-null ($id: ID!): every position accepts them"', async () => {
  const refused = 'Variable "$id" is of type "ID" but must be non-nullable to be used for OneOf Input Object "LoanLookup".';
  for (const field of ['maybeLoan(by: { id: $id })', 'loans(by: [{ id: $id }])']) {
    for (const variableValues of [{ id: '7' }, { id: null }]) {
      const { result, calls } = await run(`query ($id: ID) { ${field} }`, variableValues);
      assert.deepEqual(result, { errors: [{ message: refused, locations: result.errors[0].locations }] }, field);
      assert.deepEqual(calls, []);
    }
  }
  const { result } = await run('query ($id: ID!) { loan(by: { id: $id }) maybeLoan(by: { id: $id }) loans(by: [{ id: $id }]) }', {
    id: '7',
  });
  assert.deepEqual(result, { data: { loan: 'found', maybeLoan: 'found', loans: 'found' } });
});

test('"Declare such variables non-null ($id: ID!), and a null is refused before execution"', async () => {
  const { result, calls } = await run('query ($id: ID!) { loan(by: { id: $id }) }', { id: null });
  assert.deepEqual(calls, []);
  assert.equal(result.data, undefined);
  assert.equal(
    result.errors[0].message,
    is17
      ? 'Variable "$id" has invalid value: Expected value of non-null type "ID!" not to be null.'
      : 'Variable "$id" of non-null type "ID!" must not be null.',
  );
});

test('"@oneOf constrains the object, not whether the argument is given"', async () => {
  const { result, calls } = await run('{ maybeLoan }');
  assert.deepEqual(calls, [{}]);
  assert.deepEqual(result, { data: { maybeLoan: 'found' } });
});

test('adding a field is listed as dangerous, removing one as breaking, and turning an input object into a oneOf is not reported at all', () => {
  const sdl = (input) => `${input} type Query { loan(by: LoanLookup!): String }`;
  const plain = buildSchema(sdl('input LoanLookup { id: ID barcode: String }'));
  const oneOf = buildSchema(sdl('input LoanLookup @oneOf { id: ID barcode: String }'));
  const wider = buildSchema(sdl('input LoanLookup @oneOf { id: ID barcode: String borrowerEmail: String }'));
  const narrower = buildSchema(sdl('input LoanLookup @oneOf { id: ID }'));
  const changes = (before, after) =>
    [...findBreakingChanges(before, after), ...findDangerousChanges(before, after)].map((change) => change.type);
  assert.deepEqual(changes(plain, oneOf), []);
  assert.deepEqual(changes(oneOf, wider), [DangerousChangeType.OPTIONAL_INPUT_FIELD_ADDED]);
  assert.deepEqual(changes(oneOf, narrower), [BreakingChangeType.FIELD_REMOVED]);
  // Existing operations still validate after the field is added.
  assert.deepEqual(validate(wider, parse('{ loan(by: { id: "7" }) }')), []);
});

test('"A field set to \\"\\" or 0 is a valid choice"', async () => {
  const { result, calls } = await run('{ loan(by: { barcode: "" }) }');
  assert.deepEqual(calls, [{ by: { barcode: '' } }]);
  assert.deepEqual(result, { data: { loan: 'found' } });
});
