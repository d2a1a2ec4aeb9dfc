// Claim tests of the errors guide (docs/guides/errors.mdx): each test backs one sentence of the
// page's prose, quoted in its name, on graphql 17 and 16. The tests named "attack: ..." run an
// attempt to read internal values through error messages against the page's mask-error.js.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import express from 'express';
import {
  assertValidSchema,
  buildSchema,
  graphql,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
  subscribe,
  validate,
  versionInfo,
} from 'graphql';
import { createHandler } from 'graphql-http';
import { createHandler as createExpressHandler } from 'graphql-http/lib/use/express';
import { NotFoundError } from './error-classes.js';
import { isForClient, maskError } from './mask-error.js';

const is17 = versionInfo.major === 17;

// A row with something no client may see.
const SECRET = 'D-4711';
const row = { id: 's1', name: 'Ada', doorCode: SECRET };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Masks a result's errors as the page does, and returns what the client gets and the log. */
function maskResult(result) {
  const log = [];
  const errors = result.errors?.map((error) => maskError(error, (line, logged) => log.push({ line, logged })));
  return { response: JSON.parse(JSON.stringify({ ...result, errors })), log };
}

/**
 * The client got one masked error, without the secret, with an id; the log has one line with
 * that id and the detail, and the error itself.
 */
function assertMaskedOnce({ response, log }, detail) {
  const text = JSON.stringify(response);
  assert.ok(!text.includes(SECRET), `the response leaks: ${text}`);
  assert.equal(response.errors.length, 1, text);
  const [error] = response.errors;
  assert.equal(error.message, 'Internal server error.');
  assert.equal(error.extensions.code, 'INTERNAL_SERVER_ERROR');
  assert.match(error.extensions.errorId, UUID);
  assert.equal(log.length, 1);
  assert.ok(log[0].line.startsWith(`error ${error.extensions.errorId} at `), log[0].line);
  assert.ok(log[0].line.includes(detail), `the log line lacks the detail: ${log[0].line}`);
  assert.ok(log[0].logged instanceof Error);
  return error;
}

// Request errors and field errors

const toolSchema = buildSchema(`
  type Tool { name: String! condition: String }
  type Query { tool(id: ID!): Tool tools: [Tool!]! libraryName: String! }
`);

test('"Request errors stop the operation before any resolver runs: the document does not parse or does not validate against the schema, the operation name is missing or unknown, or a variable has the wrong type. The result has errors and no data key at all. Their errors have no path, and they have locations except when the operation name is at fault" / "the same request fails the same way every time" / "A request error wraps what a scalar\'s input function threw, if anything: a built-in scalar\'s, for a variable of the wrong type"', async () => {
  let calls = 0;
  const rootValue = { tool: () => ++calls && { name: 'Hand plane' } };
  const twoOperations = 'query A { tool(id: "1") { name } } query B { tool(id: "2") { name } }';
  for (const [source, variableValues, operationName, located] of [
    ['{ tool(id: "1") { name }', undefined, undefined, true],
    ['{ tool(id: "1") { name price } }', undefined, undefined, true],
    [twoOperations, undefined, undefined, false],
    [twoOperations, undefined, 'C', false],
    ['query ($id: ID!) { tool(id: $id) { name } }', { id: true }, undefined, true],
  ]) {
    const result = await graphql({ schema: toolSchema, source, rootValue, variableValues, operationName });
    assert.equal('data' in result, false, source);
    assert.equal(result.errors.length, 1, source);
    assert.equal(result.errors[0].locations !== undefined, located, source);
    assert.equal(result.errors[0].path, undefined, source);
    // For a variable of the wrong type, what the built-in scalar threw.
    assert.equal(result.errors[0].originalError instanceof GraphQLError, variableValues !== undefined, source);
    assert.equal(result.errors[0].originalError?.originalError, undefined, source);
    const again = await graphql({ schema: toolSchema, source, rootValue, variableValues, operationName });
    assert.deepEqual(JSON.parse(JSON.stringify(again)), JSON.parse(JSON.stringify(result)));
  }
  assert.equal(calls, 0);
});

test('"graphql 17 and 16 word the variable error differently (has invalid value: ... against got invalid value true; ...); the rest is identical"', async () => {
  const result = await graphql({
    schema: toolSchema,
    source: 'query ($id: ID!) { tool(id: $id) { name } }',
    variableValues: { id: true },
  });
  assert.equal(
    result.errors[0].message,
    is17
      ? 'Variable "$id" has invalid value: ID cannot represent value: true'
      : 'Variable "$id" got invalid value true; ID cannot represent value: true',
  );
  const v17 = readFileSync(new URL('./request-vs-field.output.txt', import.meta.url), 'utf8').split('\n');
  const v16 = readFileSync(new URL('./request-vs-field.output.v16.txt', import.meta.url), 'utf8').split('\n');
  const differing = v17.filter((line, index) => line !== v16[index]);
  assert.equal(v17.length, v16.length);
  assert.deepEqual(differing, [v17[v17.indexOf('# bad variable') + 1]]);
});

test('"graphql 16 validates less in one case: an operation of a type the schema lacks, such as a mutation sent to a schema without a Mutation type (or a subscription without a Subscription type), passes its validation and fails in execute, with data: null. graphql 17 refuses it during validation, without data"', async () => {
  for (const operationType of ['mutation', 'subscription']) {
    const source = `${operationType} { tool(id: "1") { name } }`;
    assert.deepEqual(
      validate(toolSchema, parse(source)).map((error) => error.message),
      is17 ? [`The ${operationType} operation is not supported by the schema.`] : [],
    );
    const result = await graphql({ schema: toolSchema, source });
    assert.equal('data' in result, !is17, operationType);
    assert.equal(result.data, is17 ? undefined : null);
    assert.equal(result.errors.length, 1);
  }
});

/** Calls graphql-http's handler in process, as the server adapters do. */
function callHandler(handler, { method = 'POST', accept, body, url = '/graphql' }) {
  const headers = { accept };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
  }
  return handler({ method, url, headers, body: body === undefined ? null : JSON.stringify(body), raw: null, context: null });
}

test('"A syntax or validation error is answered with status 400 when the client accepts application/graphql-response+json, and with 200 when it accepts only application/json. So is a missing or unknown operation name, for which graphql-http writes its own message, Unable to detect operation AST"', async () => {
  const handler = createHandler({ schema: toolSchema });
  const twoOperations = 'query A { tool(id: "1") { name } } query B { tool(id: "2") { name } }';
  for (const body of [
    { query: '{ tool(id: "1") { name }' },
    { query: '{ tool(id: "1") { name price } }' },
    { query: twoOperations },
    { query: twoOperations, operationName: 'C' },
  ]) {
    const [modern, modernInit] = await callHandler(handler, { accept: 'application/graphql-response+json', body });
    const [legacy, legacyInit] = await callHandler(handler, { accept: 'application/json', body });
    assert.equal(modernInit.status, 400, body.query);
    assert.equal(legacyInit.status, 200, body.query);
    assert.equal('data' in JSON.parse(modern), false);
    assert.equal(modern, legacy);
    if (body.query === twoOperations) {
      assert.deepEqual(JSON.parse(modern), { errors: [{ message: 'Unable to detect operation AST' }] });
    }
  }
});

test('"A variable of the wrong type is answered with 200 either way"', async () => {
  const handler = createHandler({ schema: toolSchema });
  for (const accept of ['application/graphql-response+json', 'application/json']) {
    const [body, init] = await callHandler(handler, {
      accept,
      body: { query: 'query ($id: ID!) { tool(id: $id) { name } }', variables: { id: true } },
    });
    assert.equal(init.status, 200, accept);
    const response = JSON.parse(body);
    assert.equal('data' in response, false);
    assert.match(response.errors[0].message, /^Variable "\$id"/);
  }
});

test('"a resolver throws (or returns a rejected promise), or its value cannot be coerced to the field\'s type ... The failing field becomes null, its error gets a path (which field, including list indexes), and the result has both data and errors"', async () => {
  const result = await graphql({
    schema: toolSchema,
    source: '{ tools { name condition } }',
    rootValue: {
      tools: [
        { name: 'Hand plane', condition: () => Promise.reject(new Error('rejected')) },
        { name: 'Saw', condition: () => ['not', 'a', 'string'] },
        {
          name: 'Drill',
          condition: () => {
            throw new Error('thrown');
          },
        },
      ],
    },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result.data)), {
    tools: [
      { name: 'Hand plane', condition: null },
      { name: 'Saw', condition: null },
      { name: 'Drill', condition: null },
    ],
  });
  // The rejected promise settles last, so its error comes last.
  assert.deepEqual(
    result.errors.map((error) => error.path).sort((a, b) => a[1] - b[1]),
    [
      ['tools', 0, 'condition'],
      ['tools', 1, 'condition'],
      ['tools', 2, 'condition'],
    ],
  );
});

test('"A field error in a non-null field makes its parent null instead, up to the nearest nullable field; when there is none, data itself is null ... data is still present"', async () => {
  const fails = () => {
    throw new Error('fails');
  };
  const nested = await graphql({ schema: toolSchema, source: '{ tool(id: "1") { name } }', rootValue: { tool: { name: fails } } });
  assert.deepEqual(JSON.parse(JSON.stringify(nested.data)), { tool: null });
  assert.deepEqual(nested.errors[0].path, ['tool', 'name']);
  const top = await graphql({
    schema: toolSchema,
    source: '{ tool(id: "1") { name } libraryName }',
    rootValue: { tool: { name: 'Saw' }, libraryName: fails },
  });
  assert.equal(top.data, null);
  // "data is still present, which tells clients that execution ran"
  assert.ok('data' in top);
});

// Codes in extensions

test('"extensions, a map that GraphQLError copies into the response as it is"', () => {
  const extensions = { code: 'BAD_USER_INPUT', limits: { max: 100 }, fields: ['first'] };
  const error = new GraphQLError('Ask for 100 items at most.', { extensions });
  assert.deepEqual(JSON.parse(JSON.stringify(error)), { message: 'Ask for 100 items at most.', extensions });
});

test('"None of these is defined by GraphQL or graphql-js" / "graphql-js never puts a code in extensions": its own errors have empty extensions', async () => {
  const schema = buildSchema('type Member { name: String } type Query { member: Member count: Int! name: String }');
  schema.getType('Member').isTypeOf = () => false;
  const sources = ['{ name', '{ nope }', 'query ($n: Int) { name }', '{ member { name } }', '{ count }', '{ name }'];
  const errors = [];
  for (const source of sources) {
    const result = await graphql({ schema, source, variableValues: { n: 'x' }, rootValue: { member: {}, count: null, name: {} } });
    errors.push(...result.errors);
  }
  assert.equal(errors.length, sources.length);
  for (const error of errors) {
    assert.deepEqual({ ...error.extensions }, {}, error.message);
    assert.deepEqual({ ...error.originalError?.extensions }, {}, error.message);
  }
});

// Custom error classes

test('"graphql-js wraps it in a new GraphQLError that adds the path and locations, and takes the thrown error\'s message and extensions along. The wrapper is not an instance of your class; the thrown error is available as its cause (graphql 17) or originalError (both). Check what it wraps, error.cause instanceof NotFoundError on graphql 17 and error.originalError instanceof NotFoundError on both"', async () => {
  let thrown;
  const result = await graphql({
    schema: toolSchema,
    source: '{ tool(id: "9") { name } }',
    rootValue: {
      tool: ({ id }) => {
        thrown = new NotFoundError('Tool', id);
        throw thrown;
      },
    },
  });
  const [error] = result.errors;
  assert.notEqual(error, thrown);
  assert.ok(error instanceof GraphQLError);
  assert.ok(!(error instanceof NotFoundError));
  assert.equal(thrown.path, undefined);
  assert.equal(thrown.locations, undefined);
  assert.deepEqual(error.path, ['tool']);
  assert.deepEqual(error.locations, [{ line: 1, column: 3 }]);
  assert.equal(error.message, thrown.message);
  assert.deepEqual(error.extensions, { code: 'NOT_FOUND' });
  assert.equal(error.originalError, thrown);
  assert.equal(error.cause, is17 ? thrown : undefined);
  // "error.cause instanceof NotFoundError on graphql 17 and error.originalError instanceof NotFoundError on both"
  assert.equal(error.cause instanceof NotFoundError, is17);
  assert.ok(error.originalError instanceof NotFoundError);
});

// Masking unexpected errors: what leaks without it

test('"Anything a resolver throws reaches the client, message included"', async () => {
  const result = await graphql({
    schema: toolSchema,
    source: '{ libraryName }',
    rootValue: {
      libraryName: () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
      },
    },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result.errors)), [
    { message: 'connect ECONNREFUSED 10.0.0.7:5432', locations: [{ line: 1, column: 3 }], path: ['libraryName'] },
  ]);
});

const leakySchema = buildSchema(`
  enum Role { MEMBER STAFF }
  type Member { name: String }
  interface Node { id: ID }
  type Tool implements Node { id: ID }
  type Query {
    text: String
    count: Int
    price: Float
    available: Boolean
    id: ID
    role: Role
    member: Member
    node: Node
    thrownValue: String
  }
`);
leakySchema.getType('Member').isTypeOf = (value) => 'name' in value && !('doorCode' in value);
leakySchema.getType('Node').resolveType = (value) => value.doorCode;
const leakyRoot = {
  text: () => row,
  count: () => SECRET,
  price: () => SECRET,
  available: () => SECRET,
  id: () => row,
  role: () => SECRET,
  member: () => row,
  node: () => row,
  thrownValue: () => {
    throw row;
  },
};

// The message graphql-js writes for each field of leakySchema.
const LEAKY_MESSAGES = {
  text: 'String cannot represent value: { id: "s1", name: "Ada", doorCode: "D-4711" }',
  count: 'Int cannot represent non-integer value: "D-4711"',
  price: 'Float cannot represent non numeric value: "D-4711"',
  available: 'Boolean cannot represent a non boolean value: "D-4711"',
  id: 'ID cannot represent value: { id: "s1", name: "Ada", doorCode: "D-4711" }',
  role: 'Enum "Role" cannot represent value: "D-4711"',
  'member { name }': 'Expected value of type "Member" but got: { id: "s1", name: "Ada", doorCode: "D-4711" }.',
  'node { id }': 'Abstract type "Node" was resolved to a type "D-4711" that does not exist inside the schema.',
  thrownValue: 'Unexpected error value: { id: "s1", name: "Ada", doorCode: "D-4711" }',
};

test('"When a resolver returns a value that the field\'s type cannot represent, the error says what it got ... other built-in scalars, enums, an isTypeOf that refuses an object, a resolveType that returns a name not in the schema, and a value thrown that is not an Error"', async () => {
  for (const [selection, message] of Object.entries(LEAKY_MESSAGES)) {
    const result = await graphql({ schema: leakySchema, source: `{ ${selection} }`, rootValue: leakyRoot });
    assert.equal(result.errors[0].message, message);
    assert.ok(result.errors[0].message.includes(SECRET));
  }
});

// A scalar whose input functions fail with an ordinary Error that names an internal address.
const internalFailure = () => {
  throw new Error('lookup failed: connect ECONNREFUSED 10.0.0.7:4711');
};
const Sku = new GraphQLScalarType({
  name: 'Sku',
  coerceInputValue: internalFailure,
  coerceInputLiteral: internalFailure,
  parseValue: internalFailure,
  parseLiteral: internalFailure,
});
const skuSchema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { tool: { type: GraphQLString, args: { sku: { type: Sku } }, resolve: () => 'Saw' } },
  }),
});

/** A schema whose field takes a Sku, a list of them and an input object holding one; `coerce` is every input function. */
function schemaWithSkuArgument(coerce) {
  const ArgumentSku = new GraphQLScalarType({
    name: 'Sku',
    coerceInputValue: coerce,
    coerceInputLiteral: coerce,
    parseValue: coerce,
    parseLiteral: coerce,
  });
  const SkuFilter = new GraphQLInputObjectType({ name: 'SkuFilter', fields: { sku: { type: ArgumentSku } } });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        tool: {
          type: GraphQLString,
          args: { sku: { type: ArgumentSku }, skus: { type: new GraphQLList(ArgumentSku) }, filter: { type: SkuFilter } },
          resolve: () => 'Saw',
        },
      },
    }),
  });
}

test('"when a scalar\'s input function throws an ordinary Error, graphql-js copies its message into the request error"', async () => {
  for (const [source, variableValues] of [['{ tool(sku: "A-1") }'], ['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'A-1' }]]) {
    const result = await graphql({ schema: skuSchema, source, variableValues });
    assert.equal('data' in result, false);
    assert.equal(result.errors[0].path, undefined);
    assert.ok(result.errors[0].message.includes('connect ECONNREFUSED 10.0.0.7:4711'), result.errors[0].message);
    // The ordinary Error is in the chain of what the request error wraps.
    const wrapped = [];
    for (let link = result.errors[0].originalError; link !== undefined; link = link.cause ?? link.originalError) {
      wrapped.push(link instanceof GraphQLError ? 'GraphQLError' : link.message);
    }
    assert.equal(wrapped.at(-1), 'lookup failed: connect ECONNREFUSED 10.0.0.7:4711');
  }
});

// Masking unexpected errors: the attacks, against mask-error.js

test('attack: a row or a wrong value returned to a String, Int, Float, Boolean, ID or enum field, a refusing isTypeOf, a resolveType naming a type from the value, a thrown non-Error: masked, with the id in the log line', async () => {
  for (const [selection, message] of Object.entries(LEAKY_MESSAGES)) {
    const result = await graphql({ schema: leakySchema, source: `{ ${selection} }`, rootValue: leakyRoot });
    const masked = maskResult(result);
    const error = assertMaskedOnce(masked, message);
    assert.deepEqual(error.path, [selection.split(' ')[0]]);
    assert.ok(masked.log[0].line.includes(` at ${selection.split(' ')[0]}: `));
  }
});

test('attack: an abstract type that cannot resolve the row: masked', async () => {
  const schema = buildSchema('interface Node { id: ID } type Tool implements Node { id: ID } type Query { node: Node }');
  const result = await graphql({ schema, source: '{ node { id } }', rootValue: { node: () => row } });
  assertMaskedOnce(maskResult(result), 'Abstract type "Node" must resolve to an Object type at runtime');
});

test('attack: a custom scalar that refuses an output value, with a GraphQLError or an Error printing the value: masked', async () => {
  for (const Refusing of [GraphQLError, TypeError]) {
    const refuse = (value) => {
      throw new Refusing(`Sku cannot represent ${JSON.stringify(value)}.`);
    };
    const OutputSku = new GraphQLScalarType({ name: 'Sku', coerceOutputValue: refuse, serialize: refuse });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { sku: { type: OutputSku, resolve: () => row } } }),
    });
    const result = await graphql({ schema, source: '{ sku }' });
    assertMaskedOnce(maskResult(result), `Sku cannot represent {"id":"s1","name":"Ada","doorCode":"D-4711"}.`);
  }
});

test('attack: a scalar input function whose ordinary Error names an internal address, in a literal and in a variable: masked', async () => {
  for (const [source, variableValues] of [['{ tool(sku: "A-1") }'], ['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'A-1' }]]) {
    const result = await graphql({ schema: skuSchema, source, variableValues });
    const masked = maskResult(result);
    assert.ok(!JSON.stringify(masked.response).includes('10.0.0.7'));
    const error = assertMaskedOnce(masked, '10.0.0.7:4711');
    assert.equal(error.path, undefined);
    assert.ok(masked.log[0].line.includes(' at request: '));
  }
});

test('attack: a resolver error that is a GraphQLError without a code, an Error with extensions.code, or a GraphQLError whose code is only taken over from such an Error: masked', async () => {
  const coded = () => Object.assign(new Error(`Door code is ${SECRET}.`), { extensions: { code: 'FORBIDDEN' } });
  for (const thrown of [
    new GraphQLError(`Door code is ${SECRET}.`),
    coded(),
    new GraphQLError(`Door code is ${SECRET}.`, { originalError: coded() }),
  ]) {
    const result = await graphql({
      schema: toolSchema,
      source: '{ tool(id: "1") { name condition } }',
      rootValue: {
        tool: {
          name: 'Saw',
          condition: () => {
            throw thrown;
          },
        },
      },
    });
    assertMaskedOnce(maskResult(result), `Door code is ${SECRET}.`);
  }
});

test('attack: a subscription field that returns a row instead of a stream: masked', async () => {
  const schema = buildSchema('type Query { a: String } type Subscription { loans: String }');
  let error;
  try {
    const result = await subscribe({ schema, document: parse('subscription { loans }'), rootValue: { loans: () => row } });
    // graphql 17 reports it as a field error.
    [error] = result.errors;
  } catch (thrown) {
    // graphql 16 throws an ordinary Error.
    error = thrown;
  }
  assert.equal(is17, error instanceof GraphQLError);
  assert.ok(error.message.includes(SECRET));
  assert.equal(isForClient(error), false);
  const log = [];
  const masked = maskError(error, (line) => log.push(line));
  assert.ok(!JSON.stringify(masked).includes(SECRET));
  assert.ok(log[0].includes(SECRET) && log[0].includes(masked.extensions.errorId));
});

test('"Errors made for clients pass unchanged": coded GraphQLErrors thrown on purpose, with their extensions and whatever their cause, and graphql-js\'s request errors about the client\'s document and variables', async () => {
  const coded = [
    new NotFoundError('Tool', '9'),
    new GraphQLError('Try again in a minute.', {
      cause: new Error('connect ECONNREFUSED 10.0.0.7:5432'),
      originalError: new Error('connect ECONNREFUSED 10.0.0.7:5432'),
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 60 },
    }),
  ];
  for (const thrown of coded) {
    const result = await graphql({
      schema: toolSchema,
      source: '{ tool(id: "9") { name } }',
      rootValue: {
        tool: () => {
          throw thrown;
        },
      },
    });
    const { response, log } = maskResult(result);
    assert.deepEqual(response.errors, JSON.parse(JSON.stringify(result.errors)));
    assert.deepEqual(response.errors[0].extensions, thrown.extensions);
    assert.deepEqual(log, []);
  }
  for (const [source, variableValues] of [
    ['{ tool(id: "1") { name }'],
    ['{ tool(id: "1") { name price } }'],
    ['query ($id: ID!) { tool(id: $id) { name } }', { id: { secret: 'sent by the client itself' } }],
  ]) {
    const result = await graphql({ schema: toolSchema, source, variableValues });
    const { response, log } = maskResult(result);
    assert.deepEqual(response.errors, JSON.parse(JSON.stringify(result.errors)));
    assert.deepEqual(log, []);
  }
  // A scalar's input function that refuses with a coded GraphQLError keeps its message, even with a
  // cause: in a variable, and in a literal, where graphql-js reports the thrown error as it is.
  const refuse = () => {
    throw new GraphQLError('A SKU looks like "A-1".', {
      cause: new Error('regex mismatch'),
      originalError: new Error('regex mismatch'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  };
  const schema = schemaWithSkuArgument(refuse);
  for (const [source, variableValues] of [['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'x' }], ['{ tool(sku: "x") }']]) {
    const result = await graphql({ schema, source, variableValues });
    assert.match(result.errors[0].message, /A SKU looks like "A-1"\.$/);
    assert.equal(maskError(result.errors[0], assert.fail), result.errors[0]);
  }
});

test('"A GraphQLError created around another error without extensions of its own takes over that error\'s extensions object"', () => {
  const thrown = Object.assign(new Error('lookup failed'), { extensions: { code: 'BAD_USER_INPUT' } });
  assert.equal(new GraphQLError('wrapper', { originalError: thrown }).extensions, thrown.extensions);
  // graphql 16 ignores `cause`, so only graphql 17's wrapper has the code.
  assert.equal(new GraphQLError('wrapper', { cause: thrown }).extensions === thrown.extensions, is17);
  assert.notEqual(new GraphQLError('wrapper', { originalError: thrown, extensions: { code: 'X' } }).extensions, thrown.extensions);
});

test("attack: an ordinary Error with extensions.code thrown by a scalar's input function, in a literal, a variable, an input object field and a list item: masked, though graphql-js's request error took over its code", async () => {
  const schema = schemaWithSkuArgument(() => {
    throw Object.assign(new Error(`lookup failed for door code ${SECRET}`), { extensions: { code: 'BAD_USER_INPUT' } });
  });
  for (const [source, variableValues] of [
    ['{ tool(sku: "x") }'],
    ['{ tool(skus: ["x"]) }'],
    ['{ tool(filter: { sku: "x" }) }'],
    ['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'x' }],
    ['query ($skus: [Sku]) { tool(skus: $skus) }', { skus: ['x'] }],
    ['query ($filter: SkuFilter) { tool(filter: $filter) }', { filter: { sku: 'x' } }],
  ]) {
    const result = await graphql({ schema, source, variableValues });
    assert.ok(result.errors[0].message.includes(SECRET), source);
    assert.equal(result.errors[0].extensions.code, 'BAD_USER_INPUT', source);
    assertMaskedOnce(maskResult(result), SECRET);
  }
});

test('"Refusals in a scalar\'s input functions reach the client, code or not" / "graphql-js reports the GraphQLError your scalar threw as it is, as the request error itself"', async () => {
  let thrown;
  const schema = schemaWithSkuArgument(() => {
    thrown = new GraphQLError(`Unknown SKU; the catalogue at 10.0.0.7 has no such entry.`);
    throw thrown;
  });
  const literal = await graphql({ schema, source: '{ tool(sku: "x") }' });
  assert.equal(literal.errors[0], thrown);
  assert.equal(maskError(literal.errors[0], assert.fail), thrown);
  const variable = await graphql({ schema, source: 'query ($sku: Sku) { tool(sku: $sku) }', variableValues: { sku: 'x' } });
  assert.equal(variable.errors[0].originalError, thrown);
  assert.ok(maskError(variable.errors[0], assert.fail).message.endsWith('the catalogue at 10.0.0.7 has no such entry.'));
});

test('"A scalar\'s input function that refuses a value by returning undefined gets graphql-js\'s own message, which passes on both majors. graphql 17 still gives that request error a cause: a GraphQLError Unexpected error value: undefined around an Error named NonErrorThrown, whose thrownValue is undefined; graphql 16 gives it none for a literal"', async () => {
  const schema = schemaWithSkuArgument(() => undefined);
  const requests = [
    ['{ tool(sku: "x") }', undefined, is17 ? 'Expected value of type "Sku", found: "x".' : 'Expected value of type "Sku", found "x".'],
    [
      'query ($sku: Sku) { tool(sku: $sku) }',
      { sku: 'x' },
      is17
        ? 'Variable "$sku" has invalid value: Expected value of type "Sku", found: "x".'
        : 'Variable "$sku" got invalid value "x"; Expected type "Sku".',
    ],
  ];
  for (const [source, variableValues, message] of requests) {
    const [error] = (await graphql({ schema, source, variableValues })).errors;
    assert.equal(maskError(error, assert.fail), error, source);
    assert.equal(error.message, message);
    const chain = [];
    for (let link = error.originalError; link !== undefined; link = link.cause ?? link.originalError) {
      chain.push(
        link instanceof GraphQLError ? `GraphQLError: ${link.message}` : `${link.name}: ${link.message} (${String(link.thrownValue)})`,
      );
    }
    const nothingThrown = [
      'GraphQLError: Unexpected error value: undefined',
      'NonErrorThrown: Unexpected error value: undefined (undefined)',
    ];
    if (variableValues === undefined) {
      assert.deepEqual(chain, is17 ? nothingThrown : []);
    } else {
      const inner = is17 ? 'GraphQLError: Expected value of type "Sku", found: "x".' : 'GraphQLError: Expected type "Sku".';
      assert.deepEqual(chain, is17 ? [inner, ...nothingThrown] : [inner]);
    }
  }
});

test('"A value thrown that is not an Error is wrapped the same way on graphql 17, but it stands for something thrown, and is masked" / attack: a scalar input function that throws a string, an object or a number naming an internal address, in a literal and in a variable: masked on both majors', async () => {
  for (const thrown of ['10.0.0.7:4711', { host: '10.0.0.7:4711' }, 100007004711]) {
    const schema = schemaWithSkuArgument(() => {
      throw thrown;
    });
    for (const [source, variableValues] of [['{ tool(sku: "x") }'], ['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'x' }]]) {
      const result = await graphql({ schema, source, variableValues });
      if (is17) {
        // The value is in the chain, as an Error named NonErrorThrown.
        let link = result.errors[0];
        while (link instanceof GraphQLError) link = link.cause;
        assert.equal(link.name, 'NonErrorThrown');
        assert.equal(link.thrownValue, thrown);
      }
      const masked = maskResult(result);
      assert.equal(masked.response.errors[0].message, 'Internal server error.', JSON.stringify(thrown));
      assert.ok(!JSON.stringify(masked.response).includes('10.0.0.7') && !JSON.stringify(masked.response).includes('100007004711'));
    }
  }
});

test('attack: a scalar input function throws an Error of its own named NonErrorThrown, with no thrownValue and an internal address in its message: masked on both majors / "only with the message Unexpected error value: undefined"', async () => {
  const schema = schemaWithSkuArgument(() => {
    const error = new Error('lookup failed: connect ECONNREFUSED 10.0.0.7:4711');
    error.name = 'NonErrorThrown';
    throw error;
  });
  for (const [source, variableValues] of [['{ tool(sku: "x") }'], ['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'x' }]]) {
    const result = await graphql({ schema, source, variableValues });
    // graphql-js copied the message into its own, as for any Error.
    assert.match(result.errors[0].message, /10\.0\.0\.7/, source);
    const masked = maskResult(result);
    assert.equal(masked.response.errors[0].message, 'Internal server error.', source);
    assert.ok(!JSON.stringify(masked.response).includes('10.0.0.7'), source);
  }
});

test('"The one it cannot tell apart is throw undefined, which passes like a refusal by returning undefined, with graphql-js\'s message" (graphql 17; graphql 16 fails on it with a TypeError of its own)', async () => {
  const schema = schemaWithSkuArgument(() => {
    throw undefined;
  });
  const literal = '{ tool(sku: "x") }';
  const variable = ['query ($sku: Sku) { tool(sku: $sku) }', { sku: 'x' }];
  if (is17) {
    const [literalError] = (await graphql({ schema, source: literal })).errors;
    assert.equal(maskError(literalError, assert.fail), literalError);
    assert.equal(literalError.message, 'Expected value of type "Sku", found: "x".');
    const [variableError] = (await graphql({ schema, source: variable[0], variableValues: variable[1] })).errors;
    assert.equal(maskError(variableError, assert.fail), variableError);
    assert.equal(variableError.message, 'Variable "$sku" has invalid value: Expected value of type "Sku", found: "x".');
  } else {
    await assert.rejects(graphql({ schema, source: literal }), new TypeError("Cannot read properties of undefined (reading 'message')"));
    const [variableError] = (await graphql({ schema, source: variable[0], variableValues: variable[1] })).errors;
    assert.equal(variableError.message, "Cannot read properties of undefined (reading 'message')");
  }
});

test('"When the schema itself is invalid, graphql answers every request with the schema\'s validation errors. They pass as well ... on graphql 17 one about an invalid default value quotes it, along with what your scalar threw for it. Call assertValidSchema once at startup"', async () => {
  const internalFailure = (value) => {
    throw new Error(`lookup of ${JSON.stringify(value)} failed: connect ECONNREFUSED 10.0.0.7:4711`);
  };
  const Sku = new GraphQLScalarType({
    name: 'Sku',
    coerceInputValue: internalFailure,
    coerceInputLiteral: internalFailure,
    parseValue: internalFailure,
    parseLiteral: internalFailure,
  });
  const withDefault = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        // graphql 17 reads `default`, graphql 16 `defaultValue` (as the internal value, unchecked).
        tool: {
          type: GraphQLString,
          args: { sku: { type: Sku, default: { value: 'D-4711' }, defaultValue: 'D-4711' } },
          resolve: (_source, { sku }) => sku,
        },
      },
    }),
  });
  const mismatched = buildSchema('interface Node { id: ID } type Tool implements Node { id: String } type Query { tool: Tool }');
  const fromDefault = await graphql({ schema: withDefault, source: '{ tool }' });
  if (is17) {
    assert.equal('data' in fromDefault, false);
    assert.match(fromDefault.errors[0].message, /^Query\.tool\(sku:\) has invalid default value: .*"D-4711".*10\.0\.0\.7:4711/);
    assert.equal(isForClient(fromDefault.errors[0]), true);
    assert.throws(() => assertValidSchema(withDefault), /10\.0\.0\.7:4711/);
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(fromDefault)), { data: { tool: 'D-4711' } });
  }
  const fromMismatch = await graphql({ schema: mismatched, source: '{ tool { id } }' });
  assert.deepEqual(
    fromMismatch.errors.map((error) => [error.message, isForClient(error)]),
    [['Interface field Node.id expects type ID but Tool.id is type String.', true]],
  );
  assert.throws(() => assertValidSchema(mismatched), /Interface field Node\.id expects type ID/);
});

test('a masked error passes a second mask unchanged', async () => {
  const result = await graphql({ schema: leakySchema, source: '{ text }', rootValue: leakyRoot });
  const masked = maskError(result.errors[0], () => {});
  assert.equal(maskError(masked, assert.fail), masked);
});

// graphql-http and formatError

test('attack over HTTP: with formatError: (error) => maskError(error, console.error), graphql-http sends no internal value, and console.error gets the id and the detail', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  const handler = createHandler({
    schema: leakySchema,
    rootValue: leakyRoot,
    formatError: (error) => maskError(error, console.error),
  });
  const [body, init] = await callHandler(handler, {
    accept: 'application/graphql-response+json',
    body: { query: '{ text member { name } }' },
  });
  assert.equal(init.status, 200);
  assert.ok(!body.includes(SECRET), body);
  const response = JSON.parse(body);
  assert.deepEqual(response.data, { text: null, member: null });
  assert.equal(response.errors.length, 2);
  assert.equal(logged.mock.callCount(), 2);
  response.errors.forEach((error, index) => {
    const [line, loggedError] = logged.mock.calls[index].arguments;
    assert.equal(error.message, 'Internal server error.');
    assert.ok(line.includes(error.extensions.errorId) && line.includes(SECRET), line);
    assert.ok(loggedError instanceof GraphQLError);
  });
});

test('"graphql-http calls formatError for each error of a result (request and field errors alike), and for its own complaints about a malformed HTTP request, such as Missing query or Unparsable JSON body. Those complaints are plain Errors"', async () => {
  const formatted = [];
  const handler = createHandler({
    schema: toolSchema,
    rootValue: {
      libraryName: () => {
        throw new Error('fails');
      },
    },
    formatError: (error) => {
      formatted.push(error);
      return error;
    },
  });
  await callHandler(handler, { accept: 'application/json', body: { query: '{ nope }' } });
  await callHandler(handler, { accept: 'application/json', body: { query: '{ libraryName }' } });
  await callHandler(handler, { accept: 'application/json', body: {} });
  await handler({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{ not json',
    raw: null,
    context: null,
  });
  assert.deepEqual(
    formatted.map((error) => [error.message, error instanceof GraphQLError]),
    [
      ['Cannot query field "nope" on type "Query".', true],
      ['fails', true],
      ['Missing query', false],
      ['Unparsable JSON body', false],
    ],
  );
});

// Each complaint of graphql-http about a malformed request, and a request to the Express adapter that
// draws it. `Missing body` needs a request without a body, which the adapter never passes on.
const MALFORMED_REQUESTS = {
  'Missing body': null,
  'Unparsable JSON body': { body: '{ "query": ' },
  'JSON body must be an object': { body: '"{ libraryName }"' },
  'Unparsable URL': { url: `?query=${encodeURIComponent('{ libraryName }')}&variables=${encodeURIComponent('{ "id": ')}` },
  'Missing query': { body: '{ "variables": {} }' },
  'Invalid query': { body: '{ "query": 42 }' },
  'Invalid variables': { body: '{ "query": "{ libraryName }", "variables": [] }' },
  'Invalid operationName': { body: '{ "query": "{ libraryName }", "operationName": 1 }' },
  'Invalid extensions': { body: '{ "query": "{ libraryName }", "extensions": "none" }' },
};

test('"graphql-http 1.23.1 writes them with nine fixed messages that echo nothing from the request": every Error its request parser throws is one of them', async () => {
  const handlerSource = await readFile(new URL('./handler.mjs', import.meta.resolve('graphql-http')), 'utf8');
  const parser = handlerSource.slice(
    handlerSource.indexOf('export async function parseRequestParams'),
    handlerSource.indexOf('export function createHandler'),
  );
  const thrown = [...parser.matchAll(/throw new (\w+)\(([^)]*)\)/g)].map(([, type, message]) => `${type} ${message}`);
  assert.deepEqual(
    thrown.sort(),
    Object.keys(MALFORMED_REQUESTS)
      .map((message) => `Error '${message}'`)
      .sort(),
  );
});

test('"isForClient lets exactly these nine messages through ... the client gets status 400 with graphql-http\'s message. Any other plain Error is masked: the RangeError that graphql-js\'s parser throws for a deeply nested document, say, becomes Internal server error., still with status 400"', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  const formatError = (error) => maskError(error, console.error);
  const [rawBody, rawInit] = await createHandler({ schema: toolSchema, formatError })({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: null,
    raw: null,
    context: null,
  });
  assert.equal(rawInit.status, 400);
  assert.deepEqual(JSON.parse(rawBody), { errors: [{ message: 'Missing body' }] });
  const app = express();
  app.all('/graphql', createExpressHandler({ schema: toolSchema, rootValue: { libraryName: 'Elm Street' }, formatError }));
  const server = app.listen(0, '127.0.0.1');
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const send = (url, body) =>
      fetch(`http://127.0.0.1:${server.address().port}/graphql${url}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body,
      });
    for (const [message, request] of Object.entries(MALFORMED_REQUESTS)) {
      if (request === null) {
        continue;
      }
      const response = await send(request.url ?? '', request.body);
      assert.equal(response.status, 400, message);
      assert.deepEqual(await response.json(), { errors: [{ message }] }, message);
    }
    assert.equal(logged.mock.callCount(), 0);
    // A well-formed request still works, and a deeply nested one is masked.
    assert.deepEqual(await (await send('', JSON.stringify({ query: '{ libraryName }' }))).json(), { data: { libraryName: 'Elm Street' } });
    const deep = await send('', JSON.stringify({ query: `${'{ tool(id: "1") '.repeat(20000)}${'}'.repeat(20000)}` }));
    assert.equal(deep.status, 400);
    const [error] = (await deep.json()).errors;
    assert.equal(error.message, 'Internal server error.');
    assert.equal(logged.mock.callCount(), 1);
    const [line, loggedError] = logged.mock.calls[0].arguments;
    assert.equal(line, `error ${error.extensions.errorId} at request: Maximum call stack size exceeded`);
    assert.ok(loggedError instanceof RangeError);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('"a mutation sent with GET gets status 405 with graphql-http\'s fixed message Cannot perform mutations over GET", without formatError', async () => {
  const schema = buildSchema('type Query { a: String } type Mutation { renew: String }');
  const handler = createHandler({ schema, formatError: assert.fail });
  const [body, init] = await callHandler(handler, {
    method: 'GET',
    accept: 'application/graphql-response+json',
    url: `/graphql?query=${encodeURIComponent('mutation { renew }')}`,
  });
  assert.equal(init.status, 405);
  assert.deepEqual(JSON.parse(body), { errors: [{ message: 'Cannot perform mutations over GET' }] });
});

test('"An error thrown by the context, schema, validate, validationRules, execute, onSubscribe or onOperation function you give graphql-http escapes its handler, and so does the error that graphql-js\'s validate throws for an invalid schema. The Express adapter logs it with console.error and answers 500 with an empty body"', async (t) => {
  const failing = () => {
    throw new Error('session store at 10.0.0.7 is down');
  };
  // Each set of options, and what the escaping error says.
  const cases = [
    [{ schema: toolSchema, context: failing }, /10\.0\.0\.7/],
    [{ schema: failing }, /10\.0\.0\.7/],
    [{ schema: toolSchema, validate: failing }, /10\.0\.0\.7/],
    [{ schema: toolSchema, validationRules: failing }, /10\.0\.0\.7/],
    [{ schema: toolSchema, execute: failing }, /10\.0\.0\.7/],
    [{ schema: toolSchema, onSubscribe: failing }, /10\.0\.0\.7/],
    [{ schema: toolSchema, onOperation: failing }, /10\.0\.0\.7/],
    [
      {
        schema: buildSchema(
          'interface Node { id: ID } type Tool implements Node { id: String } type Query { libraryName: String tool: Tool }',
        ),
      },
      /^Interface field Node\.id expects type ID but Tool\.id is type String\.$/,
    ],
  ];
  for (const [options, message] of cases) {
    const handler = createHandler({ ...options, formatError: assert.fail });
    await assert.rejects(callHandler(handler, { accept: 'application/json', body: { query: '{ libraryName }' } }), { message });
  }
  const logged = t.mock.method(console, 'error', () => {});
  for (const [options] of cases) {
    const app = express();
    app.all('/graphql', createExpressHandler({ ...options, formatError: assert.fail }));
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: '{ libraryName }' }),
      });
      assert.equal(response.status, 500);
      assert.equal(await response.text(), '');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  assert.equal(logged.mock.callCount(), cases.length);
  logged.mock.calls.forEach((call, index) => assert.match(call.arguments[1].message, cases[index][1]));
});

test('"context and schema run before execute; a function of yours given as either may return a response instead ([body, init]), which graphql-http sends as it is, without formatError"', async () => {
  let executed = false;
  const refusal = [
    JSON.stringify({ errors: [{ message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: 'id-1' } }] }),
    { status: 503, headers: { 'content-type': 'application/json' } },
  ];
  for (const options of [{ schema: toolSchema, context: () => refusal }, { schema: () => refusal }]) {
    const handler = createHandler({
      ...options,
      execute: () => {
        executed = true;
        return { data: null };
      },
      formatError: assert.fail,
    });
    const response = await callHandler(handler, { accept: 'application/json', body: { query: '{ libraryName }' } });
    assert.deepEqual(response, refusal);
  }
  assert.equal(executed, false);
});

test('"graphql-http ... sends whatever execute returns as a result" / "an execute that returns { errors: [...] } instead of throwing has them formatted like any other result"', async () => {
  const formatted = [];
  const handler = createHandler({
    schema: toolSchema,
    execute: () => ({ errors: [new GraphQLError('Session store unavailable.')] }),
    formatError: (error) => {
      formatted.push(error.message);
      return error;
    },
  });
  const [body, init] = await callHandler(handler, { accept: 'application/json', body: { query: '{ libraryName }' } });
  assert.equal(init.status, 200);
  assert.deepEqual(JSON.parse(body), { errors: [{ message: 'Session store unavailable.' }] });
  assert.deepEqual(formatted, ['Session store unavailable.']);
});

// cause and originalError

test('"cause is not part of the serialized error"', () => {
  const error = new GraphQLError('Loans are unavailable.', {
    cause: new Error('connect ECONNREFUSED'),
    originalError: new Error('connect ECONNREFUSED'),
    path: ['loans'],
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(error)), {
    message: 'Loans are unavailable.',
    path: ['loans'],
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
});

/** The type declarations of the graphql that `import 'graphql'` loads (graphql-16 under the hook). */
function graphqlErrorDeclarations() {
  return readFileSync(new URL('./error/GraphQLError.d.ts', import.meta.resolve('graphql')), 'utf8');
}

test('"originalError still points at the thrown error, but is deprecated in graphql 17 in favour of cause"', () => {
  const declarations = graphqlErrorDeclarations();
  assert.equal(/@deprecated Use `cause` instead\.\s*\*\/\s*readonly originalError/.test(declarations), is17);
});

test('"graphql 16 knows only originalError. It ignores the cause option" / "the originalError option works on both: graphql 17 sets cause from it too, though its type declarations mark the option deprecated"', () => {
  const low = new Error('connect ECONNREFUSED');
  const withCause = new GraphQLError('Unavailable.', { cause: low });
  assert.equal(withCause.cause, is17 ? low : undefined);
  assert.equal(withCause.originalError, is17 ? low : undefined);
  const withOriginalError = new GraphQLError('Unavailable.', { originalError: low });
  assert.equal(withOriginalError.originalError, low);
  assert.equal(withOriginalError.cause, is17 ? low : undefined);
  assert.equal(/@deprecated Prefer `cause` instead\.\s*\*\/\s*originalError\?/.test(graphqlErrorDeclarations()), is17);
});

// Pitfalls

test('"graphql-js turns a thrown string or object into an Error, whose message prints the value and whose stack trace starts inside graphql-js, not in your resolver"', async () => {
  function conditionResolver() {
    throw 'The condition service did not answer.';
  }
  function namedResolver() {
    throw new Error('The condition service did not answer.');
  }
  for (const [resolver, message, mentionsResolver] of [
    [conditionResolver, 'Unexpected error value: "The condition service did not answer."', false],
    [namedResolver, 'The condition service did not answer.', true],
  ]) {
    const result = await graphql({
      schema: toolSchema,
      source: '{ tool(id: "1") { name condition } }',
      rootValue: { tool: { name: 'Saw', condition: resolver } },
    });
    const [error] = result.errors;
    assert.equal(error.message, message);
    assert.ok(error.originalError instanceof Error);
    assert.equal(error.originalError.stack.includes(resolver.name), mentionsResolver);
  }
});

test('"Returning an Error from a resolver, rather than throwing it, is treated like throwing it"', async () => {
  const returned = new Error('The condition service did not answer.');
  const result = await graphql({
    schema: toolSchema,
    source: '{ tool(id: "1") { name condition } }',
    rootValue: { tool: { name: 'Saw', condition: () => returned } },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result.data)), { tool: { name: 'Saw', condition: null } });
  assert.equal(result.errors[0].message, returned.message);
  assert.equal(result.errors[0].originalError, returned);
});

test('"Do not put secrets in extensions. It is sent as it is, masking or not"', async () => {
  const result = await graphql({
    schema: toolSchema,
    source: '{ libraryName }',
    rootValue: {
      libraryName: () => {
        throw new GraphQLError('Settings are unavailable.', { extensions: { code: 'SERVICE_UNAVAILABLE', doorCode: SECRET } });
      },
    },
  });
  const { response } = maskResult(result);
  assert.equal(response.errors[0].extensions.doorCode, SECRET);
});
