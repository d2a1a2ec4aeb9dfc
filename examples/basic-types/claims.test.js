// Claim tests of Basic types (docs/tutorials/basic-types.mdx): each test backs one sentence or
// table of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import {
  buildSchema,
  execute,
  graphql,
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
  validate,
  versionInfo,
} from 'graphql';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);

const json = (value) => JSON.parse(JSON.stringify(value));

const outputSchema = buildSchema(`
  type Query {
    int: Int
    float: Float
    string: String
    boolean: Boolean
    id: ID
    list: [Int]
    strings: [String]
  }
`);

/** What a field of `type` holds when its resolver returns `value`: `{ value }` or `{ error }`. */
async function resultFor(field, value) {
  const result = await graphql({ schema: outputSchema, source: `{ ${field} }`, rootValue: { [field]: () => value } });
  return result.errors ? { error: result.errors[0].message } : { value: json(result.data)[field] };
}

async function assertAccepted(field, cases) {
  for (const [value, expected] of cases) {
    assert.deepEqual(await resultFor(field, value), { value: expected }, `${field} from ${String(value)}`);
  }
}

async function assertRefused(field, values) {
  for (const value of values) {
    const outcome = await resultFor(field, value);
    assert.ok('error' in outcome, `${field} should refuse ${String(value)}, got ${JSON.stringify(outcome)}`);
  }
}

test('"Int: a whole number from -2,147,483,648 to 2,147,483,647 (32 bits, signed)", as a result and as an input', async () => {
  await assertAccepted('int', [
    [2147483647, 2147483647],
    [-2147483648, -2147483648],
  ]);
  await assertRefused('int', [2147483648, -2147483649]);
  const schema = buildSchema('type Query { echo(n: Int): Int }');
  const rootValue = { echo: ({ n }) => n };
  assert.deepEqual(json(await graphql({ schema, rootValue, source: '{ echo(n: 2147483647) }' })), { data: { echo: 2147483647 } });
  assert.ok((await graphql({ schema, rootValue, source: '{ echo(n: 2147483648) }' })).errors);
});

test('"ID is written as a string in results even when your data uses numbers, and accepts both strings and integers as input"', async () => {
  await assertAccepted('id', [[7, '7']]);
  const schema = buildSchema('type Query { echo(id: ID): String }');
  const rootValue = { echo: ({ id }) => `${typeof id} ${id}` };
  const result = await graphql({ schema, rootValue, source: '{ a: echo(id: "t1") b: echo(id: 7) }' });
  assert.deepEqual(json(result), { data: { a: 'string t1', b: 'string 7' } });
});

test('"the five are the GraphQLScalarType instances GraphQLInt, GraphQLFloat, GraphQLString, GraphQLBoolean and GraphQLID"', () => {
  const scalars = { Int: GraphQLInt, Float: GraphQLFloat, String: GraphQLString, Boolean: GraphQLBoolean, ID: GraphQLID };
  for (const [name, scalar] of Object.entries(scalars)) {
    assert.ok(scalar instanceof GraphQLScalarType, name);
    assert.equal(scalar.name, name);
  }
});

test('the lists and non-null table: where null is allowed for [String], [String!], [String]!, [String!]!', async () => {
  const schema = buildSchema(`
    type Query {
      a(v: Int): [String]
      b(v: Int): [String!]
      c(v: Int): [String]!
      d(v: Int): [String!]!
    }
  `);
  const values = { 0: null, 1: ['x', null] };
  const field = ({ v }) => values[v];
  const rootValue = { a: field, b: field, c: field, d: field };
  // [field null allowed, item null allowed] for each type.
  const expected = { a: [true, true], b: [true, false], c: [false, true], d: [false, false] };
  for (const [name, [fieldMayBeNull, itemMayBeNull]] of Object.entries(expected)) {
    const fieldNull = await graphql({ schema, rootValue, source: `{ ${name}(v: 0) }` });
    assert.equal(fieldNull.errors === undefined, fieldMayBeNull, `${name} null`);
    const itemNull = await graphql({ schema, rootValue, source: `{ ${name}(v: 1) }` });
    assert.equal(itemNull.errors === undefined, itemMayBeNull, `${name} item null`);
  }
});

test('result coercion, Int: "whole numbers in range, numeric strings such as "3", booleans (as 1 and 0); BigInts in range (17)"; refuses "fractions, out-of-range numbers, other strings"', async () => {
  await assertAccepted('int', [
    [3, 3],
    ['3', 3],
    [true, 1],
    [false, 0],
  ]);
  await assertRefused('int', [2.5, 2 ** 31, 'three', '']);
  if (is17) {
    await assertAccepted('int', [[1204n, 1204]]);
    await assertRefused('int', [2n ** 31n]);
  } else {
    await assertRefused('int', [1204n]);
  }
});

test('result coercion, Float: "finite numbers, numeric strings, booleans; BigInts that a double holds exactly (17)"; refuses "NaN, Infinity, other strings, BigInts a double cannot hold exactly"', async () => {
  await assertAccepted('float', [
    [1.8, 1.8],
    ['1.8', 1.8],
    [true, 1],
    [false, 0],
  ]);
  await assertRefused('float', [NaN, Infinity, -Infinity, 'heavy']);
  if (is17) {
    await assertAccepted('float', [[2n ** 53n, 2 ** 53]]);
    await assertRefused('float', [2n ** 53n + 1n]);
  } else {
    await assertRefused('float', [2n]);
  }
});

test('result coercion, String: "strings, finite numbers and booleans (converted to text); BigInts (17)"; refuses "objects and arrays"', async () => {
  await assertAccepted('string', [
    ['drill', 'drill'],
    [3, '3'],
    [1.5, '1.5'],
    [true, 'true'],
  ]);
  await assertRefused('string', [{}, ['a'], Infinity]);
  if (is17) {
    await assertAccepted('string', [[2n ** 64n, '18446744073709551616']]);
  } else {
    await assertRefused('string', [2n]);
  }
});

test('result coercion, Boolean: "booleans, finite numbers (0 is false, anything else true); BigInts (17, 0n is false)"; refuses "strings, including "true""', async () => {
  await assertAccepted('boolean', [
    [true, true],
    [0, false],
    [2.5, true],
    [-1, true],
  ]);
  await assertRefused('boolean', ['true', 'false', '', NaN]);
  if (is17) {
    await assertAccepted('boolean', [
      [0n, false],
      [5n, true],
    ]);
  } else {
    await assertRefused('boolean', [0n]);
  }
});

test('result coercion, ID: "strings, whole numbers (converted to text); BigInts (17)"; refuses "fractions, booleans, objects"', async () => {
  await assertAccepted('id', [
    ['t1', 't1'],
    [7, '7'],
  ]);
  await assertRefused('id', [2.5, true, {}]);
  if (is17) {
    await assertAccepted('id', [[2n ** 64n, '18446744073709551616']]);
  } else {
    await assertRefused('id', [7n]);
  }
});

test('result coercion, lists: "arrays and any other iterable object: a Set, a generator, even a new String("ab") (a list of its characters); async iterables such as async generators (17)"; refuses "values that are not iterable, and strings"', async () => {
  function* generate() {
    yield 1;
    yield 2;
  }
  async function* generateLater() {
    yield 1;
    yield 2;
  }
  await assertAccepted('list', [
    [
      [1, 2],
      [1, 2],
    ],
    [new Set([1, 2]), [1, 2]],
    [generate(), [1, 2]],
  ]);
  await assertRefused('list', [1, {}, true]);
  // A string is iterable in JavaScript, but graphql-js does not treat it as a list...
  await assertRefused('strings', ['ab']);
  // ...unless it is a String object: "even a new String("ab") (a list of its characters)".
  await assertAccepted('strings', [[new String('ab'), ['a', 'b']]]);
  if (is17) {
    await assertAccepted('list', [[generateLater(), [1, 2]]]);
  } else {
    await assertRefused('list', [generateLater()]);
  }
});

test('"both versions unwrap an object: if its valueOf() returns a primitive, that value is coerced instead, and otherwise its toJSON() result is"', async () => {
  const both = { valueOf: () => 3, toJSON: () => 4 };
  const toJsonOnly = { toJSON: () => '5' };
  const objectValueOf = { valueOf: () => ({}), toJSON: () => 6 };
  await assertAccepted('int', [
    [both, 3],
    [toJsonOnly, 5],
    [objectValueOf, 6],
  ]);
});

test('"a Date returned for a String field becomes its valueOf(), a number of milliseconds such as "1767312000000""', async () => {
  await assertAccepted('string', [[new Date('2026-01-02T00:00:00Z'), '1767312000000']]);
});

test('"An argument written in the request text (a literal) is checked during validation"; "A variable is checked when execution starts ... before any resolver runs"', async () => {
  const schema = buildSchema('type Query { toolsLighterThan(kg: Float!): [String!]! }');
  let called = false;
  const rootValue = { toolsLighterThan: () => ((called = true), []) };
  const literal = parse('{ toolsLighterThan(kg: "heavy") }');
  assert.equal(validate(schema, literal).length, 1);
  const withVariable = parse('query ($kg: Float!) { toolsLighterThan(kg: $kg) }');
  assert.deepEqual(validate(schema, withVariable), []);
  const result = await execute({ schema, document: withVariable, rootValue, variableValues: { kg: 'heavy' } });
  assert.equal('data' in result, false);
  assert.equal(result.errors.length, 1);
  assert.equal(called, false);
});

async function argumentOutcome(type, { literal, variable }) {
  const schema = buildSchema(`type Query { echo(v: ${type}): String }`);
  const rootValue = { echo: ({ v }) => JSON.stringify(v, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value)) };
  const result =
    literal !== undefined
      ? await graphql({ schema, rootValue, source: `{ echo(v: ${literal}) }` })
      : await graphql({
          schema,
          rootValue,
          source: `query ($v: ${type}) { echo(v: $v) }`,
          variableValues: { v: variable },
        });
  if (result.errors) {
    return { refused: true, inData: 'data' in result };
  }
  return { value: result.data.echo };
}

async function assertArgument(type, input, expected) {
  assert.deepEqual(
    await argumentOutcome(type, input),
    expected,
    `${type} ${JSON.stringify(input, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
  );
}

const REFUSED = { refused: true, inData: false };

test('input table, Int: a literal "in range; not 3.0, not "3""; a variable "a whole number in range, so 3.0 in JSON passes; not "3"; a BigInt in range (17)"', async () => {
  await assertArgument('Int', { literal: '3' }, { value: '3' });
  await assertArgument('Int', { literal: '2147483648' }, REFUSED);
  await assertArgument('Int', { literal: '3.0' }, REFUSED);
  await assertArgument('Int', { literal: '"3"' }, REFUSED);
  await assertArgument('Int', { variable: JSON.parse('3.0') }, { value: '3' });
  await assertArgument('Int', { variable: 2147483648 }, REFUSED);
  await assertArgument('Int', { variable: '3' }, REFUSED);
  await assertArgument('Int', { variable: 3n }, is17 ? { value: '3' } : REFUSED);
});

test('input table, Float: a literal "an integer or a float; not "3""; a variable "a finite number; not "3"; a BigInt a double holds exactly (17)"', async () => {
  await assertArgument('Float', { literal: '3' }, { value: '3' });
  await assertArgument('Float', { literal: '2.5' }, { value: '2.5' });
  await assertArgument('Float', { literal: '"3"' }, REFUSED);
  await assertArgument('Float', { variable: 2.5 }, { value: '2.5' });
  await assertArgument('Float', { variable: '3' }, REFUSED);
  await assertArgument('Float', { variable: Infinity }, REFUSED);
  await assertArgument('Float', { variable: 2n ** 53n }, is17 ? { value: String(2 ** 53) } : REFUSED);
  await assertArgument('Float', { variable: 2n ** 53n + 1n }, REFUSED);
});

test('"a float literal too large for a double, such as 1e400, is not refused. It reaches the resolver as Infinity, which Float refuses again on the way out"; in variables "JSON parsing turns it into Infinity, which Float refuses"', async () => {
  assert.deepEqual(await argumentOutcome('Float', { literal: '1e400' }), { value: 'null' });
  let received;
  const schema = buildSchema('type Query { weight(kg: Float): Float }');
  const rootValue = { weight: ({ kg }) => ((received = kg), kg) };
  const result = await graphql({ schema, rootValue, source: '{ weight(kg: 1e400) }' });
  assert.equal(received, Infinity);
  assert.deepEqual(json(result), {
    errors: [{ message: 'Float cannot represent non numeric value: Infinity', locations: [{ line: 1, column: 3 }], path: ['weight'] }],
    data: { weight: null },
  });
  assert.equal(JSON.parse('{"kg": 1e400}').kg, Infinity);
  await assertArgument('Float', { variable: JSON.parse('1e400') }, REFUSED);
});

test('input table, String: "a string; not 3" as a literal and as a variable', async () => {
  await assertArgument('String', { literal: '"saw"' }, { value: '"saw"' });
  await assertArgument('String', { literal: '3' }, REFUSED);
  await assertArgument('String', { variable: 'saw' }, { value: '"saw"' });
  await assertArgument('String', { variable: 3 }, REFUSED);
});

test('input table, Boolean: "true or false" as a literal and as a variable', async () => {
  await assertArgument('Boolean', { literal: 'true' }, { value: 'true' });
  await assertArgument('Boolean', { literal: '"true"' }, REFUSED);
  await assertArgument('Boolean', { literal: '1' }, REFUSED);
  await assertArgument('Boolean', { variable: false }, { value: 'false' });
  await assertArgument('Boolean', { variable: 'true' }, REFUSED);
  await assertArgument('Boolean', { variable: 1 }, REFUSED);
});

test('input table, ID: "a string or an integer, handed to resolvers as a string"; a variable "a string or a whole number ...; a BigInt (17)"', async () => {
  await assertArgument('ID', { literal: '"t1"' }, { value: '"t1"' });
  await assertArgument('ID', { literal: '7' }, { value: '"7"' });
  await assertArgument('ID', { literal: '7.5' }, REFUSED);
  await assertArgument('ID', { variable: 't1' }, { value: '"t1"' });
  await assertArgument('ID', { variable: 7 }, { value: '"7"' });
  await assertArgument('ID', { variable: 7.5 }, REFUSED);
  await assertArgument('ID', { variable: 7n }, is17 ? { value: '"7"' } : REFUSED);
});

test('input table, lists: "a list, or a single value, which becomes a list of one", for literals and variables alike', async () => {
  await assertArgument('[Int]', { literal: '[1, 2]' }, { value: '[1,2]' });
  await assertArgument('[Int]', { literal: '1' }, { value: '[1]' });
  await assertArgument('[Int]', { variable: [1, 2] }, { value: '[1,2]' });
  await assertArgument('[Int]', { variable: 1 }, { value: '[1]' });
});

test('"Clients can only send, and always receive, one of those names" of an enum', async () => {
  const schema = buildSchema(`
    enum Category { POWER HAND ACCESS }
    type Query { echo(category: Category): Category }
  `);
  const rootValue = { echo: ({ category }) => category };
  assert.deepEqual(json(await graphql({ schema, rootValue, source: '{ echo(category: HAND) }' })), { data: { echo: 'HAND' } });
  assert.ok((await graphql({ schema, rootValue, source: '{ echo(category: LADDER) }' })).errors);
  assert.ok((await graphql({ schema, rootValue, source: '{ echo(category: "HAND") }' })).errors);
  const returnsOther = await graphql({ schema, rootValue: { echo: () => 'LADDER' }, source: '{ echo }' });
  assert.equal(returnsOther.data.echo, null);
  assert.equal(returnsOther.errors.length, 1);
});

/** A schema with one field of a scalar that has only the given conversion functions. */
function scalarSchema(config) {
  const Day = new GraphQLScalarType({ name: 'Day', ...config });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { echo: { type: Day, args: { day: { type: Day } }, resolve: (_root, { day }) => day } },
    }),
  });
}

test('custom scalars: graphql 17\'s names (coerceOutputValue, coerceInputValue, coerceInputLiteral) are ignored by graphql 16, which "would pass values through unchecked"', async () => {
  const refuse = () => {
    throw new TypeError('Not a day.');
  };
  const schema = scalarSchema({ coerceOutputValue: refuse, coerceInputValue: refuse, coerceInputLiteral: refuse });
  const literal = await graphql({ schema, source: '{ echo(day: "last week") }' });
  const variable = await graphql({
    schema,
    source: 'query ($d: Day) { echo(day: $d) }',
    variableValues: { d: 'last week' },
  });
  if (is17) {
    assert.ok(literal.errors);
    assert.ok(variable.errors);
  } else {
    assert.deepEqual(json(literal), { data: { echo: 'last week' } });
    assert.deepEqual(json(variable), { data: { echo: 'last week' } });
  }
});

test('"the literal "last week" during validation (the error points at it because it was thrown with nodes)"', async () => {
  const outcomes = [];
  for (const withNodes of [true, false]) {
    const refuse = (valueNode) => {
      throw new GraphQLError('Not a day.', withNodes ? { nodes: valueNode } : {});
    };
    const pass = (value) => value;
    // Each major reads its own names for the two input conversions.
    const schema = scalarSchema(is17 ? { coerceInputValue: pass, coerceInputLiteral: refuse } : { parseValue: pass, parseLiteral: refuse });
    const { errors } = await graphql({ schema, source: '{ echo(day: "last week") }' });
    outcomes.push(json(errors));
  }
  assert.deepEqual(outcomes, [[{ message: 'Not a day.', locations: [{ line: 1, column: 13 }] }], [{ message: 'Not a day.' }]]);
});

test('"graphql 17 still calls the graphql 16 names, but marks them deprecated and plans to remove them in version 18"', async () => {
  const calls = [];
  const schema = scalarSchema({
    serialize: (value) => (calls.push('serialize'), `day ${value}`),
    parseValue: (value) => (calls.push('parseValue'), value),
    parseLiteral: (node) => (calls.push('parseLiteral'), node.value),
  });
  const fromLiteral = await graphql({ schema, source: '{ echo(day: "2026-03-14") }' });
  assert.deepEqual(json(fromLiteral), { data: { echo: 'day 2026-03-14' } });
  const fromVariable = await graphql({
    schema,
    source: 'query ($d: Day) { echo(day: $d) }',
    variableValues: { d: '2026-03-15' },
  });
  assert.deepEqual(json(fromVariable), { data: { echo: 'day 2026-03-15' } });
  assert.deepEqual([...new Set(calls)].sort(), ['parseLiteral', 'parseValue', 'serialize']);
  if (is17) {
    const declarations = readFileSync(path.join(path.dirname(require.resolve('graphql')), 'type', 'definition.d.ts'), 'utf8');
    for (const [old, replacement] of [
      ['serialize', 'coerceOutputValue'],
      ['parseValue', 'coerceInputValue'],
      ['parseLiteral', 'coerceInputLiteral'],
    ]) {
      assert.match(declarations, new RegExp(`@deprecated use .*\`${replacement}\\(\\)\` instead, \`${old}\\(\\)\` will be removed in v18`));
    }
  }
});
