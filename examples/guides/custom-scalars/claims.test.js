// Claim tests of the custom scalars guide (docs/guides/custom-scalars.mdx): each test backs one
// sentence of the page's prose, quoted in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getIntrospectionQuery,
  graphql,
  GraphQLError,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  parse,
  print,
  printSchema,
  specifiedScalarTypes,
  validate,
  versionInfo,
} from 'graphql';
import ts from 'typescript';
import { maskError } from '../errors/mask-error.js';

const is17 = versionInfo.major === 17;

/** graphql-js builds results and arguments without a prototype; compare their JSON form. */
const plain = (value) => JSON.parse(JSON.stringify(value));

/** A schema with one field `f(a: <type>)` that returns what its resolver makes of the argument. */
function schemaWithArgument(type, argument = {}, resolve = (_source, { a }) => JSON.stringify(a) ?? 'undefined') {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { f: { type: GraphQLString, args: { a: { type, ...argument } }, resolve } },
    }),
  });
}

/** A scalar with both sets of names that records which function graphql-js calls. */
function recordingScalar(calls) {
  const record = (name, result) => (value) => {
    calls.push(name);
    return result(value);
  };
  return new GraphQLScalarType({
    name: 'Recorded',
    coerceOutputValue: record('coerceOutputValue', String),
    coerceInputValue: record('coerceInputValue', String),
    coerceInputLiteral: record('coerceInputLiteral', (node) => node.value),
    serialize: record('serialize', String),
    parseValue: record('parseValue', String),
    parseLiteral: record('parseLiteral', (node) => node.value),
  });
}

test('"The five built-in scalars"', () => {
  assert.deepEqual(
    specifiedScalarTypes.map((type) => type.name),
    ['String', 'Int', 'Float', 'Boolean', 'ID'],
  );
});

test('the table of conversions: graphql 17 calls coerceOutputValue, coerceInputValue, coerceInputLiteral; graphql 16 serialize, parseValue, parseLiteral / "graphql 17 uses the new names whenever they are present; graphql 16 uses the old ones"', async () => {
  const calls = [];
  const Recorded = recordingScalar(calls);
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { f: { type: Recorded, args: { a: { type: Recorded } }, resolve: (_source, { a }) => a } },
    }),
  });
  const byDirection = {};
  for (const [direction, source, variableValues] of [
    ['variable', 'query ($a: Recorded) { f(a: $a) }', { a: 'x' }],
    ['literal', '{ f(a: "x") }'],
  ]) {
    calls.length = 0;
    const result = await graphql({ schema, source, variableValues });
    assert.deepEqual(result.errors, undefined);
    byDirection[direction] = [...new Set(calls)].sort();
  }
  assert.deepEqual(
    byDirection,
    is17
      ? { variable: ['coerceInputValue', 'coerceOutputValue'], literal: ['coerceInputLiteral', 'coerceOutputValue'] }
      : { variable: ['parseValue', 'serialize'], literal: ['parseLiteral', 'serialize'] },
  );
});

test('"graphql 17 still calls serialize, parseValue and parseLiteral when the new names are missing; its type declarations mark them deprecated and say they will be removed in v18"', async () => {
  const calls = [];
  const Old = new GraphQLScalarType({
    name: 'Old',
    serialize: (value) => calls.push('serialize') && String(value),
    parseValue: (value) => calls.push('parseValue') && String(value),
    parseLiteral: (node) => calls.push('parseLiteral') && node.value,
  });
  const schema = schemaWithArgument(Old);
  await graphql({ schema, source: 'query ($a: Old) { f(a: $a) }', variableValues: { a: 'x' } });
  await graphql({ schema, source: '{ f(a: "x") }' });
  const output = await graphql({
    schema: new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { o: { type: Old, resolve: () => 1 } } }) }),
    source: '{ o }',
  });
  assert.deepEqual(plain(output.data), { o: '1' });
  assert.deepEqual([...new Set(calls)].sort(), ['parseLiteral', 'parseValue', 'serialize']);
  const declarations = await readFile(new URL('./type/definition.d.ts', import.meta.resolve('graphql')), 'utf8');
  for (const name of ['serialize', 'parseValue', 'parseLiteral']) {
    assert.equal(new RegExp(`@deprecated use [^\\n]*\`${name}\\(\\)\` will be removed in v18`).test(declarations), is17, name);
  }
});

/** A scalar with valueToLiteral and a default, as date-time.js has; calls records what runs. */
function scalarWithDefault(calls) {
  const Day = new GraphQLScalarType({
    name: 'Day',
    coerceOutputValue: String,
    coerceInputValue: (value) => {
      calls.push(['coerceInputValue', value]);
      return `internal ${value}`;
    },
    coerceInputLiteral: (node) => {
      calls.push(['coerceInputLiteral', print(node)]);
      return `internal ${node.value}`;
    },
    valueToLiteral: (value) => {
      calls.push(['valueToLiteral', value]);
      return { kind: Kind.STRING, value: `${value}T00:00:00Z` };
    },
  });
  return { Day, schema: schemaWithArgument(Day, { default: { value: '2026-06-01' } }, (_source, { a }) => a ?? null) };
}

test('"graphql-js uses it [valueToLiteral] to print default values in SDL and introspection" / "the default ... prints as ...: graphql-js called valueToLiteral, which normalizes it"', async () => {
  const calls = [];
  const { schema } = scalarWithDefault(calls);
  const sdl = printSchema(schema);
  const introspection = await graphql({ schema, source: '{ __type(name: "Query") { fields { args { defaultValue } } } }' });
  if (is17) {
    assert.match(sdl, /f\(a: Day = "2026-06-01T00:00:00Z"\): String/);
    assert.equal(introspection.data.__type.fields[0].args[0].defaultValue, '"2026-06-01T00:00:00Z"');
    // Once for printSchema, once for introspection; validating the schema also coerces the default.
    assert.deepEqual(
      calls.filter(([name]) => name === 'valueToLiteral'),
      [
        ['valueToLiteral', '2026-06-01'],
        ['valueToLiteral', '2026-06-01'],
      ],
    );
  } else {
    // graphql 16 ignores `default` and valueToLiteral: there is no default at all.
    assert.match(sdl, /f\(a: Day\): String/);
    assert.equal(introspection.data.__type.fields[0].args[0].defaultValue, null);
    assert.deepEqual(calls, []);
  }
});

test('"Default value. With no argument, the default went through coerceInputValue: the default is stored in its external form"', async () => {
  const calls = [];
  const { schema } = scalarWithDefault(calls);
  const result = await graphql({ schema, source: '{ f }' });
  assert.deepEqual(plain(result.data), { f: is17 ? 'internal 2026-06-01' : null });
  // graphql 17 also coerces it when it validates the schema: always from the external form.
  assert.deepEqual([...new Set(calls.map(JSON.stringify))].map(JSON.parse), is17 ? [['coerceInputValue', '2026-06-01']] : []);
});

test('"... and to put variables into literals" / "graphql 17 replaces the variables inside a list or object literal by their values before calling it (a variable of a custom scalar type goes through that scalar\'s valueToLiteral). A variable without a value, as every variable is during validation, is left out of an object and becomes null in a list. graphql 16\'s parseLiteral receives the literal with its variables, and their values as a second argument (nothing during validation)"', async () => {
  const dayCalls = [];
  const { Day } = scalarWithDefault(dayCalls);
  const seen = [];
  const Json = new GraphQLScalarType({
    name: 'Json',
    coerceInputValue: (value) => value,
    coerceInputLiteral: (node) => seen.push([print(node)]) && 'ok',
    parseValue: (value) => value,
    parseLiteral: (node, variables) => seen.push([print(node), variables]) && 'ok',
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        f: { type: GraphQLString, args: { a: { type: Json }, day: { type: Day } }, resolve: () => 'ok' },
      },
    }),
  });
  const result = await graphql({
    schema,
    source: 'query ($text: String, $day: Day) { f(a: { text: $text, days: [$day] }) }',
    variableValues: { text: 'hi', day: '2026-05-04' },
  });
  assert.deepEqual(plain(result.data), { f: 'ok' });
  if (is17) {
    assert.deepEqual(seen, [['{ days: [null] }'], ['{ text: "hi", days: ["2026-05-04T00:00:00Z"] }']]);
    assert.ok(dayCalls.some(([name, value]) => name === 'valueToLiteral' && value === '2026-05-04'));
  } else {
    assert.deepEqual(
      seen.map(([literal, variables]) => [literal, variables === undefined ? 'nothing' : plain(variables)]),
      [
        ['{text: $text, days: [$day]}', 'nothing'],
        ['{text: $text, days: [$day]}', { text: 'hi', day: '2026-05-04' }],
      ],
    );
  }
});

test('"coerceInputLiteral receives any literal: a STRING, an INT, a list, an object"', async () => {
  const kinds = [];
  const Any = new GraphQLScalarType({
    name: 'Any',
    coerceInputValue: (value) => value,
    coerceInputLiteral: (node) => kinds.push(node.kind) && 'ok',
    parseValue: (value) => value,
    parseLiteral: (node) => kinds.push(node.kind) && 'ok',
  });
  await graphql({ schema: schemaWithArgument(Any), source: '{ a: f(a: "s") b: f(a: 1) c: f(a: [1]) d: f(a: { k: 1 }) }' });
  assert.deepEqual([...new Set(kinds)], [Kind.STRING, Kind.INT, Kind.LIST, Kind.OBJECT]);
});

// The DateTime scalar's input rules, written the way date-time.js writes them.
function parseDateTime(text, node) {
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text) || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime must be an ISO 8601 date-time in UTC; got "${text}".`, { nodes: node });
  }
  return date;
}
const fromVariable = (value) => {
  if (typeof value !== 'string') {
    throw new GraphQLError(`DateTime must be a string; got ${JSON.stringify(value)}.`);
  }
  return parseDateTime(value);
};
const fromLiteral = (node) => {
  if (node.kind !== Kind.STRING) {
    throw new GraphQLError(`DateTime must be a string; got ${print(node)}.`, { nodes: node });
  }
  return parseDateTime(node.value, node);
};
const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  coerceInputValue: fromVariable,
  coerceInputLiteral: fromLiteral,
  parseValue: fromVariable,
  parseLiteral: fromLiteral,
});

test('"A number literal and an unparsable string are refused during validation, before anything runs, with the scalar\'s own messages. A number in a variable is refused before execution starts, and graphql-js prefixes the message with the variable\'s name"', async () => {
  let calls = 0;
  const schema = schemaWithArgument(new GraphQLNonNull(DateTime), {}, () => String(++calls));
  for (const [source, message] of [
    ['{ f(a: 20260510) }', 'DateTime must be a string; got 20260510.'],
    ['{ f(a: "next Tuesday") }', 'DateTime must be an ISO 8601 date-time in UTC; got "next Tuesday".'],
  ]) {
    assert.deepEqual(
      validate(schema, parse(source)).map((error) => error.message),
      [message],
    );
  }
  const result = await graphql({ schema, source: 'query ($a: DateTime!) { f(a: $a) }', variableValues: { a: 1778371200000 } });
  assert.equal(
    result.errors[0].message,
    is17
      ? 'Variable "$a" has invalid value: DateTime must be a string; got 1778371200000.'
      : 'Variable "$a" got invalid value 1778371200000; DateTime must be a string; got 1778371200000.',
  );
  assert.equal('data' in result, false);
  assert.equal(calls, 0);
});

test('"Throw a GraphQLError to refuse input. graphql-js uses its message as it is for a literal, and after a prefix that names the variable for a variable. The errors guide\'s maskError lets such a refusal through, with or without a code"', async () => {
  for (const extensions of [undefined, { code: 'BAD_USER_INPUT' }]) {
    const refuse = () => {
      throw new GraphQLError('A SKU looks like "A-1".', { extensions });
    };
    const Sku = new GraphQLScalarType({
      name: 'Sku',
      coerceInputValue: refuse,
      coerceInputLiteral: refuse,
      parseValue: refuse,
      parseLiteral: refuse,
    });
    const schema = schemaWithArgument(Sku);
    const literal = await graphql({ schema, source: '{ f(a: "x") }' });
    assert.equal(literal.errors[0].message, 'A SKU looks like "A-1".');
    const variable = await graphql({ schema, source: 'query ($a: Sku) { f(a: $a) }', variableValues: { a: 'x' } });
    assert.equal(
      variable.errors[0].message,
      is17 ? 'Variable "$a" has invalid value: A SKU looks like "A-1".' : 'Variable "$a" got invalid value "x"; A SKU looks like "A-1".',
    );
    for (const error of [literal.errors[0], variable.errors[0]]) {
      assert.equal(maskError(error, assert.fail), error);
    }
  }
});

test('"Throw any other error and graphql-js copies its message into one of its own: for the number literal, graphql 17 says ... and graphql 16 ..." / "Either way the message reaches the client" / "maskError masks such a request error whole"', async () => {
  const internal = (node) => {
    if (node.kind !== Kind.STRING) {
      throw new Error('lookup in sku_catalog failed');
    }
    return node.value;
  };
  const Sku = new GraphQLScalarType({
    name: 'Sku',
    coerceInputValue: String,
    coerceInputLiteral: internal,
    parseValue: String,
    parseLiteral: internal,
  });
  const schema = schemaWithArgument(new GraphQLNonNull(Sku));
  const result = await graphql({ schema, source: '{ f(a: 20260510) }' });
  assert.equal(
    result.errors[0].message,
    is17
      ? 'Expected value of type "Sku", but encountered error "lookup in sku_catalog failed"; found: 20260510.'
      : 'Expected value of type "Sku!", found 20260510; lookup in sku_catalog failed',
  );
  const log = [];
  const masked = maskError(result.errors[0], (line) => log.push(line));
  assert.equal(masked.message, 'Internal server error.');
  assert.ok(!JSON.stringify(masked).includes('sku_catalog'));
  assert.ok(log[0].includes(masked.extensions.errorId) && log[0].includes('sku_catalog'));
});

test('"Returning undefined from an input function also refuses the value, with graphql-js\'s generic message"', async () => {
  const nothing = () => undefined;
  const Sku = new GraphQLScalarType({
    name: 'Sku',
    coerceInputValue: nothing,
    coerceInputLiteral: nothing,
    parseValue: nothing,
    parseLiteral: nothing,
  });
  const schema = schemaWithArgument(Sku);
  const literal = await graphql({ schema, source: '{ f(a: 1) }' });
  assert.equal(literal.errors[0].message, is17 ? 'Expected value of type "Sku", found: 1.' : 'Expected value of type "Sku", found 1.');
  const variable = await graphql({ schema, source: 'query ($a: Sku) { f(a: $a) }', variableValues: { a: 1 } });
  assert.equal(
    variable.errors[0].message,
    is17
      ? 'Variable "$a" has invalid value: Expected value of type "Sku", found: 1.'
      : 'Variable "$a" got invalid value 1; Expected type "Sku".',
  );
});

test('"A GraphQLError thrown from coerceInputLiteral is used as it is, so it has no locations unless you pass the node ... Wrapped errors get the location automatically"', async () => {
  for (const [thrown, locations] of [
    [() => new GraphQLError('No location.'), undefined],
    [(node) => new GraphQLError('With the node.', { nodes: node }), [{ line: 1, column: 8 }]],
    [() => new Error('Wrapped.'), [{ line: 1, column: 8 }]],
  ]) {
    const refuse = (node) => {
      throw thrown(node);
    };
    const Sku = new GraphQLScalarType({
      name: 'Sku',
      coerceInputValue: String,
      coerceInputLiteral: refuse,
      parseValue: String,
      parseLiteral: refuse,
    });
    const result = await graphql({ schema: schemaWithArgument(Sku), source: '{ f(a: 1) }' });
    assert.deepEqual(result.errors[0].locations, locations);
  }
});

test('"graphql 17 refuses a scalar with coerceInputLiteral but without coerceInputValue (graphql 16 likewise for parseLiteral without parseValue)"', () => {
  const onlyNewLiteral = () => new GraphQLScalarType({ name: 'Sku', coerceInputLiteral: () => 'x' });
  if (is17) {
    assert.throws(onlyNewLiteral, { message: 'Sku must provide both "coerceInputValue" and "coerceInputLiteral" functions.' });
  } else {
    // graphql 16 does not know the name, so there is nothing to refuse.
    assert.doesNotThrow(onlyNewLiteral);
  }
  assert.throws(() => new GraphQLScalarType({ name: 'Sku', parseLiteral: () => 'x' }), {
    message: 'Sku must provide both "parseValue" and "parseLiteral" functions.',
  });
});

test('"With coerceInputValue alone, literals are converted to plain values and passed to it"', async () => {
  const received = [];
  const Settings = new GraphQLScalarType({
    name: 'Settings',
    coerceInputValue: (value) => received.push(value) && value,
    parseValue: (value) => received.push(value) && value,
  });
  await graphql({ schema: schemaWithArgument(Settings), source: '{ f(a: { tags: ["a", 1, true, null], size: 2.5 }) }' });
  assert.ok(received.length > 0);
  for (const value of received) {
    assert.deepEqual(plain(value), { tags: ['a', 1, true, null], size: 2.5 });
  }
});

test('"on output, refuse with an ordinary Error ... graphql-js sends that message to the client as it is; served through the errors guide\'s maskError, the client gets Internal server error. with an id, and the log gets the message with the same id"', async () => {
  const toDateTimeString = (value) => {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      throw new TypeError(`DateTime cannot represent ${String(value)}: expected a valid Date.`);
    }
    return value.toISOString();
  };
  const OutputDateTime = new GraphQLScalarType({ name: 'DateTime', coerceOutputValue: toDateTimeString, serialize: toDateTimeString });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { dueAt: { type: OutputDateTime, resolve: () => 'member 7, PIN 0815' } },
    }),
  });
  const result = await graphql({ schema, source: '{ dueAt }' });
  assert.equal(result.errors[0].message, 'DateTime cannot represent member 7, PIN 0815: expected a valid Date.');
  const log = [];
  const masked = maskError(result.errors[0], (line) => log.push(line));
  assert.deepEqual(JSON.parse(JSON.stringify(masked)), {
    message: 'Internal server error.',
    locations: [{ line: 1, column: 3 }],
    path: ['dueAt'],
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: masked.extensions.errorId },
  });
  assert.deepEqual(log, [
    `error ${masked.extensions.errorId} at dueAt: DateTime cannot represent member 7, PIN 0815: expected a valid Date.`,
  ]);
});

test('"A scalar without conversions passes every value through unchanged (a literal becomes the plain value it spells), and that is what buildSchema makes of each scalar it reads in SDL" / "A JSON form that is not a string or a number (an object, say) is legal"', async () => {
  const schema = buildSchema('scalar Anything type Query { o: Anything f(a: Anything): Anything }');
  const result = await graphql({
    schema,
    source: 'query ($v: Anything) { o f(a: { k: [1, "s"] }) g: f(a: $v) }',
    variableValues: { v: { z: true } },
    rootValue: { o: { deep: [1] }, f: ({ a }) => a },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { o: { deep: [1] }, f: { k: [1, 's'] }, g: { z: true } } });
});

test('"graphql 16 does not know the names coerceOutputValue, coerceInputValue and coerceInputLiteral in a GraphQLScalarType\'s configuration, and ignores them without a warning, as it ignores the default of an argument"', async (t) => {
  const warnings = [t.mock.method(console, 'warn'), t.mock.method(console, 'error')];
  const Strict = new GraphQLScalarType({
    name: 'Strict',
    coerceOutputValue: () => 'coerced',
    coerceInputValue: () => 'coerced',
    coerceInputLiteral: () => 'coerced',
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        f: {
          type: Strict,
          args: { a: { type: Strict, default: { value: 'default' } } },
          resolve: (_source, { a }) => a ?? 'no default',
        },
      },
    }),
  });
  const result = await graphql({ schema, source: '{ a: f b: f(a: "literal") }' });
  assert.deepEqual(JSON.parse(JSON.stringify(result.data)), is17 ? { a: 'coerced', b: 'coerced' } : { a: 'no default', b: 'literal' });
  for (const warning of warnings) {
    assert.equal(warning.mock.callCount(), 0);
  }
});

test('"fromLiteral ... ignores graphql 16\'s second argument, which only matters to scalars that accept variables inside a list or object literal"', async () => {
  const received = [];
  const Day = new GraphQLScalarType({
    name: 'Day',
    coerceInputValue: String,
    coerceInputLiteral: (...args) => received.push(args) && args[0].value,
    parseValue: String,
    parseLiteral: (...args) => received.push(args) && args[0].value,
  });
  const result = await graphql({
    schema: schemaWithArgument(Day),
    source: 'query ($day: Day) { f(a: "2026-05-04") g: f(a: $day) }',
    variableValues: { day: '2026-05-05' },
  });
  assert.equal(result.errors, undefined);
  const atExecution = received.at(-1);
  assert.equal(print(atExecution[0]), '"2026-05-04"');
  // graphql 16 passes every variable of the operation; a string literal holds none of them.
  assert.deepEqual(atExecution[1] && plain(atExecution[1]), is17 ? undefined : { day: '2026-05-05' });
});

test('"In TypeScript, graphql 16\'s GraphQLScalarTypeConfig does not declare the new names, so an object literal with them fails the excess-property check against graphql 16\'s types; build the config in a variable first"', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'custom-scalars-claims-'));
  try {
    const file = path.join(directory, 'scalar.ts');
    await writeFile(
      file,
      [
        "import { GraphQLScalarType } from 'graphql';",
        "export const inline = new GraphQLScalarType({ name: 'A', coerceOutputValue: String, serialize: String });",
        "const config = { name: 'B', coerceOutputValue: String, serialize: String };",
        'export const fromVariable = new GraphQLScalarType(config);',
      ].join('\n'),
    );
    const graphqlDirectory = path.dirname(fileURLToPath(import.meta.resolve('graphql')));
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      paths: { graphql: [graphqlDirectory] },
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => [
        diagnostic.file && diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1,
        ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      ]);
    assert.deepEqual(
      diagnostics.map(([line]) => line),
      is17 ? [] : [2],
    );
    if (!is17) {
      assert.match(diagnostics[0][1], /Object literal may only specify known properties, and 'coerceOutputValue' does not exist/);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});

test('"Accepting whatever new Date() parses accepts "1" too"', () => {
  assert.ok(!Number.isNaN(new Date('1').getTime()));
});

test('"new Date() rolls a day that does not exist over into the next month (2026-02-31 becomes March 3)" / "Digits past the millisecond are accepted and dropped, since a Date holds no more"', () => {
  assert.equal(new Date('2026-02-31T00:00:00Z').toISOString(), '2026-03-03T00:00:00.000Z');
  assert.equal(new Date('2026-04-31T23:59:59Z').toISOString(), '2026-05-01T23:59:59.000Z');
  assert.equal(new Date('2026-05-04T09:30:00.123456Z').toISOString(), '2026-05-04T09:30:00.123Z');
});

test('"a default from graphql 16\'s defaultValue, which holds the internal value"', async () => {
  const parsed = [];
  const Day = new GraphQLScalarType({
    name: 'Day',
    coerceInputValue: (value) => parsed.push(value) && new Date(value),
    coerceInputLiteral: (node) => new Date(node.value),
    parseValue: (value) => parsed.push(value) && new Date(value),
    parseLiteral: (node) => new Date(node.value),
  });
  let received;
  const schema = schemaWithArgument(Day, { defaultValue: '2026-06-01T00:00:00Z' }, (_source, { a }) => {
    received = a;
    return 'ok';
  });
  await graphql({ schema, source: '{ f }' });
  // The resolver gets the string as configured, not the Date that input coercion makes.
  assert.equal(received, '2026-06-01T00:00:00Z');
  assert.deepEqual(parsed, []);
});

test('"specifiedByURL is documentation for clients, not validation: graphql-js prints it and returns it in introspection, and checks no value against it"', async () => {
  const schema = buildSchema(
    'scalar DateTime @specifiedBy(url: "https://www.rfc-editor.org/rfc/rfc3339") type Query { f(a: DateTime): DateTime }',
  );
  assert.match(printSchema(schema), /scalar DateTime @specifiedBy\(url: "https:\/\/www\.rfc-editor\.org\/rfc\/rfc3339"\)/);
  const introspection = await graphql({ schema, source: getIntrospectionQuery({ specifiedByUrl: true }) });
  assert.equal(
    introspection.data.__schema.types.find((type) => type.name === 'DateTime').specifiedByURL,
    'https://www.rfc-editor.org/rfc/rfc3339',
  );
  const result = await graphql({ schema, source: '{ f(a: "next Tuesday") }', rootValue: { f: ({ a }) => a } });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { f: 'next Tuesday' } });
});
