// Claim tests of the security-limits guide (docs/guides/security-limits.mdx), on graphql 17 and 16.
// The "attack:" tests run the attacks the page defends against on the page's own rules.js and
// schema.js and check that they are refused; the others each back one sentence of the prose.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mock, test } from 'node:test';
import { costLimitRule as armorCostLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  buildSchema,
  execute,
  getIntrospectionQuery,
  getNullableType,
  graphql,
  GraphQLError,
  isListType,
  MaxIntrospectionDepthRule,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  ValidationContext,
  versionInfo,
} from 'graphql';
import express from 'express';
import { createHandler } from 'graphql-http';
import { createHandler as createExpressHandler } from 'graphql-http/lib/use/express';
import { createComplexityRule, directiveEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { maskError } from '../errors/mask-error.js';
import { costLimitRule, shapeLimitRule } from './rules.js';
import { MAX_LIST_SIZE, pageOf, rootValue, schema } from './schema.js';

const is17 = versionInfo.major === 17;

// The limits of limits.js.
const rules = [
  ...specifiedRules,
  shapeLimitRule({ maxDepth: 5, maxAliases: 10, maxCallsPerField: 10 }),
  costLimitRule({ maxCost: 1_000, maxListSize: MAX_LIST_SIZE }),
];

function errorsOf(source, schemaToUse = schema, rulesToUse = rules) {
  return validate(schemaToUse, parse(source), rulesToUse).map((error) => error.message);
}

function costOf(source, schemaToUse = schema) {
  const messages = errorsOf(source, schemaToUse, [...specifiedRules, costLimitRule({ maxCost: 0, maxListSize: MAX_LIST_SIZE })]);
  const costs = messages.map((message) => /^Operation costs (\d+|Infinity);/.exec(message)?.[1]).filter(Boolean);
  assert.equal(costs.length, 1, messages.join('\n'));
  return Number(costs[0]);
}

// `{ b }` of the attack costs 20101 on its own: 1 + 100 tools × (1 + 100 loans × 2).
const LOANS_OF_EVERY_TOOL = 'tools { loans { borrower { name } } }';

test('attack: "{ a: tools(first: -100) {…} b: tools {…} }": a negative first cannot cancel the cost of another field', () => {
  assert.equal(costOf(`{ b: ${LOANS_OF_EVERY_TOOL} }`), 20101);
  assert.deepEqual(errorsOf(`{ a: tools(first: -100) { loans { borrower { name } } } b: ${LOANS_OF_EVERY_TOOL} }`), [
    'Operation costs 40202; the limit is 1000.',
  ]);
});

test('attack: a negative first deep inside the operation counts as maxListSize', () => {
  assert.equal(
    costOf('{ tools(first: 10) { loans(first: -1000000) { borrower { name } } } }'),
    costOf('{ tools(first: 10) { loans(first: 100) { borrower { name } } } }'),
  );
});

test('attack: a negative last counts as maxListSize, as does the larger of first and last', () => {
  const pagedSchema = buildSchema('type Item { name: String } type Query { items(first: Int, last: Int): [Item!]! }');
  assert.equal(costOf('{ items(last: -100) { name } }', pagedSchema), 1 + 100);
  assert.equal(costOf('{ items(first: 2, last: 30) { name } }', pagedSchema), 1 + 30);
  assert.equal(costOf('{ items(first: 2, last: -30) { name } }', pagedSchema), 1 + 100);
});

test('attack: a list without a page argument counts as maxListSize', () => {
  assert.equal(costOf(`{ ${LOANS_OF_EVERY_TOOL} }`), 20101);
  assert.deepEqual(errorsOf(`{ ${LOANS_OF_EVERY_TOOL} }`), ['Operation costs 20101; the limit is 1000.']);
});

test('attack: a first larger than maxListSize counts as maxListSize, and the resolver returns no more', () => {
  assert.equal(costOf('{ tools(first: 1000000) { name } }'), 1 + 100);
  assert.equal(
    pageOf(
      Array.from({ length: 500 }, (_, i) => i),
      1_000_000,
    ).length,
    MAX_LIST_SIZE,
  );
});

test('attack: a page size in a variable counts as maxListSize, whatever its value or default', () => {
  for (const source of [
    'query ($first: Int) { tools(first: $first) { loans(first: $first) { borrower { name } } } }',
    'query ($first: Int = -100) { tools(first: $first) { loans(first: $first) { borrower { name } } } }',
    'query ($first: Int = 1) { tools(first: $first) { loans(first: $first) { borrower { name } } } }',
  ]) {
    assert.deepEqual(errorsOf(source), ['Operation costs 20101; the limit is 1000.'], source);
  }
});

test('attack: a negative first in a variable passes validation (counted as 100 items, the operation costs 101) and is refused by the resolver', async () => {
  const document = parse('query ($first: Int) { tools(first: $first) { name } }');
  assert.deepEqual(validate(schema, document, rules), []);
  assert.equal(costOf('query ($first: Int) { tools(first: $first) { name } }'), 101);
  const result = await execute({ schema, document, rootValue, variableValues: { first: -100 } });
  assert.deepEqual(
    result.errors.map((error) => [error.message, error.extensions.code]),
    [['first must not be negative; got -100.', 'BAD_USER_INPUT']],
  );
  assert.equal(result.data, null);
  // "Its error carries the code BAD_USER_INPUT, so that the masking of Errors lets its message through"
  assert.equal(
    maskError(result.errors[0], () => assert.fail('masked')),
    result.errors[0],
  );
});

test('attack: many aliases, each with a small page, add up', () => {
  const fields = Array.from({ length: 10 }, (_, i) => `t${i}: tools(first: 10) { loans(first: 10) { borrower { name } } }`);
  assert.deepEqual(errorsOf(`{ ${fields.join(' ')} }`), ['Operation costs 2110; the limit is 1000.']);
});

test('attack: lists inside an inline fragment cost the same as written inline', () => {
  assert.equal(costOf('{ tools { ... on Tool { loans { borrower { name } } } } }'), costOf(`{ ${LOANS_OF_EVERY_TOOL} }`));
  assert.equal(costOf('{ ... { tools { ... { loans { ... on Loan { borrower { name } } } } } } }'), 20101);
});

test('attack: nested named fragments cost what they would cost inline', () => {
  const source = `{ ...Q }
    fragment Q on Query { tools { ...T } }
    fragment T on Tool { loans { ...L } }
    fragment L on Loan { borrower { name } }`;
  assert.equal(costOf(source), 20101);
});

test('attack: a fragment spread several times costs once per spread', () => {
  const fragment = 'fragment T on Tool { loans(first: 20) { borrower { name } } }';
  assert.deepEqual(errorsOf(`{ tools(first: 10) { ...T } } ${fragment}`), []);
  assert.deepEqual(errorsOf(`{ tools(first: 10) { ...T ...T ...T } } ${fragment}`), ['Operation costs 1231; the limit is 1000.']);
});

test('attack: fragments that spread each other twice, 40 levels deep, are measured quickly and refused', { timeout: 5_000 }, () => {
  // Expanded, this document has 2^40 copies of the last fragment; measured once per fragment, it
  // is 41 fragments. depth 40 also breaks the depth limit.
  const levels = 40;
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Member { tools(first: 1) { owner { ...F${i + 1} ...F${i + 1} } } }`,
  );
  const source = `{ tools(first: 1) { owner { ...F0 } } } ${fragments.join(' ')} fragment F${levels} on Member { name }`;
  const messages = errorsOf(source);
  assert.ok(messages.includes('Operation is 83 fields deep; the limit is 5.'), messages.join('\n'));
  assert.ok(
    messages.some((message) => /^Operation costs \d+; the limit is 1000\.$/.test(message)),
    messages.join('\n'),
  );
});

test(
  'attack: fragments that multiply past Number.MAX_VALUE, spread under a first: 0, cannot make the cost NaN and pass',
  { timeout: 10_000 },
  () => {
    // 1,100 fragments that each spread the next twice: 2^1100 copies of the last, more than
    // Number.MAX_VALUE, so F0 costs Infinity, and Infinity × 0 items is NaN. Without a limit on
    // tokens, `b` would then run although it alone costs 20101.
    const levels = 1_100;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Tool { ...F${i + 1} ...F${i + 1} }`);
    const source = `{ tools(first: 0) { ...F0 } b: ${LOANS_OF_EVERY_TOOL} } ${fragments.join(' ')} fragment F${levels} on Tool { name }`;
    assert.deepEqual(errorsOf(source), [
      'Operation calls Tool.name Infinity times; the limit is 10.',
      'Operation costs NaN; the limit is 1000.',
    ]);
    // "That document has over 11,000 tokens, so a token limit also stops it, in the parser."
    assert.throws(() => parse(source, { maxLexicalTokens: 11_000 }), /more th(an|at) 11000 tokens/);
    assert.doesNotThrow(() => parse(source, { maxLexicalTokens: 12_000 }));
  },
);

test('"A list of scalars costs one per item, and in a list of lists the page arguments size the outer list and each inner list counts as maxListSize items"', () => {
  const gridSchema = buildSchema(`
    type Tool { name: String! tags: [String!]! }
    type Query { grid(first: Int): [[Tool!]!]! tags(first: Int): [String!]! }
  `);
  assert.equal(costOf('{ grid { name } }', gridSchema), 1 + 100 * 100);
  assert.equal(costOf('{ grid(first: 2) { name } }', gridSchema), 1 + 2 * 100);
  assert.equal(costOf('{ grid(first: -1) { name } }', gridSchema), 1 + 100 * 100);
  assert.equal(costOf('{ tags(first: 5) }', gridSchema), 5);
  assert.equal(costOf('{ grid(first: 1) { tags } }', gridSchema), 1 + 100 * 100);
});

test('attack: depth through named and inline fragments counts where they are spread', () => {
  const source = `{ tools { ...Owner } }
    fragment Owner on Tool { owner { ... on Member { tools { owner { tools { owner { name } } } } } } }`;
  assert.ok(errorsOf(source).includes('Operation is 7 fields deep; the limit is 5.'));
});

test('attack: aliases inside a fragment count once per spread', () => {
  const guesses = Array.from({ length: 4 }, (_, i) => `try${i}: login(email: "a@b.c", password: "pw${i}")`);
  const fragment = `fragment Guesses on Query { ${guesses.join(' ')} }`;
  assert.deepEqual(errorsOf(`{ ...Guesses } ${fragment}`), []);
  assert.deepEqual(errorsOf(`{ ...Guesses ...Guesses ...Guesses } ${fragment}`), [
    'Operation uses 12 aliases; the limit is 10.',
    'Operation calls Query.login 12 times; the limit is 10.',
  ]);
});

test('"Two selections that graphql-js merges, such as the same fragment spread twice, count twice: the count can only be too high": graphql-js runs the field once per response name', async () => {
  const guesses = Array.from({ length: 4 }, (_, i) => `try${i}: login(email: "a@b.c", password: "pw${i}")`);
  const source = `{ ...Guesses ...Guesses ...Guesses } fragment Guesses on Query { ${guesses.join(' ')} }`;
  let tries = 0;
  const result = await graphql({ schema, source, rootValue: { login: () => (tries++, false) } });
  assert.equal(result.errors, undefined);
  assert.equal(tries, 4);
});

test('"the alias limit alone lets ten aliased calls and a plain one through: eleven tries" / attack: calls of one field are counted, aliased or not, inline, in inline fragments and in named fragments once per spread', () => {
  const guess = (i, alias = `try${i}: `) => `${alias}login(email: "a@b.c", password: "pw${i}")`;
  const tenAliases = Array.from({ length: 10 }, (_, i) => guess(i));
  const eleven = `{ ${tenAliases.join(' ')} ${guess(10, '')} }`;
  const aliasesOnly = [...specifiedRules, shapeLimitRule({ maxDepth: 5, maxAliases: 10 })];
  assert.deepEqual(errorsOf(eleven, schema, aliasesOnly), []);
  assert.deepEqual(errorsOf(eleven), ['Operation calls Query.login 11 times; the limit is 10.']);
  const spread = [
    `{ ${tenAliases.slice(0, 5).join(' ')} ... on Query { ${tenAliases.slice(5).join(' ')} } ...More } fragment More on Query { ${guess(10, '')} }`,
    `{ ...Five ...Five ${guess(10, '')} } fragment Five on Query { ${tenAliases.slice(0, 5).join(' ')} }`,
  ];
  for (const source of spread) {
    assert.deepEqual(errorsOf(source), ['Operation calls Query.login 11 times; the limit is 10.'], source);
  }
  // Ten calls pass, and __typename reads no data and is not counted; a field under aliases of its
  // parent is called once per alias.
  assert.deepEqual(errorsOf(`{ ${tenAliases.join(' ')} ${Array(20).fill('__typename').join(' ')} }`), []);
  assert.deepEqual(errorsOf(`{ ${Array.from({ length: 11 }, (_, i) => `t${i}: tools(first: 1) { name }`).join(' ')} }`), [
    'Operation uses 11 aliases; the limit is 10.',
    'Operation calls Query.tools 11 times; the limit is 10.',
    'Operation calls Tool.name 11 times; the limit is 10.',
  ]);
});

test('attack: calls of a field split between an interface and the type that implements it (inline and named fragments) add up: "A field selected on an interface is counted for each object type that implements it"', async () => {
  const accounts = buildSchema(`
    interface Account { checkPin(pin: Int!): Boolean! }
    type Card implements Account { checkPin(pin: Int!): Boolean! }
    type Wallet implements Account { checkPin(pin: Int!): Boolean! }
    type Query { account: Account }
  `);
  const tries = (prefix) => Array.from({ length: 6 }, (_, i) => `${prefix}${i}: checkPin(pin: ${i})`).join(' ');
  const limit = [...specifiedRules, shapeLimitRule({ maxDepth: 5, maxAliases: 100, maxCallsPerField: 10 })];
  for (const source of [
    `{ account { ${tries('a')} ... on Card { ${tries('b')} } } }`,
    `{ account { ...OnAccount ...OnCard } } fragment OnAccount on Account { ${tries('a')} } fragment OnCard on Card { ${tries('b')} }`,
  ]) {
    assert.deepEqual(errorsOf(source, accounts, limit), ['Operation calls Card.checkPin 12 times; the limit is 10.'], source);
    // graphql-js runs Card.checkPin's resolver for every one of them.
    let calls = 0;
    const card = { __typename: 'Card', checkPin: () => (calls++, false) };
    const result = await graphql({ schema: accounts, source, rootValue: { account: card } });
    assert.equal(result.errors, undefined);
    assert.equal(calls, 12);
  }
});

test('"It counts selections, not runs: a field inside a list runs once for each item"', async () => {
  const accounts = buildSchema(`
    type Account { checkPin(pin: Int!): Boolean! }
    type Query { accounts: [Account!]! }
  `);
  const source = '{ accounts { checkPin(pin: 1234) } }';
  assert.deepEqual(
    errorsOf(source, accounts, [...specifiedRules, shapeLimitRule({ maxDepth: 5, maxAliases: 10, maxCallsPerField: 10 })]),
    [],
  );
  let runs = 0;
  const account = { checkPin: () => (runs++, false) };
  const result = await graphql({ schema: accounts, source, rootValue: { accounts: Array(50).fill(account) } });
  assert.equal(result.errors, undefined);
  assert.equal(runs, 50);
});

test('"the parser, the validator and the executor each take limits": parse options, validate rules and maxErrors, execute abortSignal (17)', async () => {
  assert.throws(() => parse('{ a b c }', { maxLexicalTokens: 3 }), GraphQLError);
  const limitedSchema = buildSchema('type Query { a: Int }');
  const tooMany = parse(`{ ${'b '.repeat(10)}}`);
  assert.equal(validate(limitedSchema, tooMany, specifiedRules, { maxErrors: 2 }).length, 3);
  const aborted = new AbortController();
  aborted.abort(new Error('stop'));
  const run = (async () =>
    execute({ schema: limitedSchema, document: parse('{ a }'), rootValue: { a: 1 }, abortSignal: aborted.signal }))();
  if (is17) {
    await assert.rejects(run, { message: 'stop' });
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(await run)), { data: { a: 1 } });
  }
});

test('"maxSourceLength compares the length of the text (in UTF-16 code units) with the limit first. Comments count"', () => {
  // A syntax error at the first character: the length is checked before the lexer reads it.
  assert.throws(() => parse(`}${' '.repeat(20)}`, { maxSourceLength: 20 }), {
    message: 'Syntax Error: Source contains more than 20 UTF-16 code units. Parsing aborted.',
  });
  // Each emoji is two UTF-16 code units: 6 + 2 × 5 = 16.
  assert.doesNotThrow(() => parse(`{ a } #${'😀'.repeat(5)}`, { maxSourceLength: 17 }));
  assert.throws(() => parse(`{ a } #${'😀'.repeat(6)}`, { maxSourceLength: 17 }), /more than 17 UTF-16 code units/);
  assert.throws(() => parse(`{ a }\n${'# padding\n'.repeat(5)}`, { maxSourceLength: 20 }), /more than 20 UTF-16/);
});

test('"The option was called maxTokens before; that name still works in both versions as a deprecated alias. Both versions also have maxComments."', () => {
  const tokenMessage = `Syntax Error: Document contains ${is17 ? 'more than' : 'more that'} 5 tokens. Parsing aborted.`;
  assert.throws(() => parse('{ a b c d e f }', { maxTokens: 5 }), { message: tokenMessage });
  assert.throws(() => parse('{ a b c d e f }', { maxLexicalTokens: 5 }), { message: tokenMessage });
  assert.throws(() => parse('# 1\n# 2\n# 3\n{ a }', { maxComments: 2 }), {
    message: 'Syntax Error: Document contains more than 2 comments. Parsing aborted.',
  });
});

test('"A validation rule is a function that receives a ValidationContext and returns a visitor … It reports problems with context.reportError."', () => {
  const received = [];
  const rule = (context) => {
    received.push(context);
    return {
      Field(node) {
        context.reportError(new GraphQLError(`saw ${node.name.value}`));
      },
    };
  };
  assert.deepEqual(
    validate(schema, parse('{ tools { name } }'), [rule]).map((error) => error.message),
    ['saw tools', 'saw name'],
  );
  assert.ok(received[0] instanceof ValidationContext);
});

test('"context.getFieldDef() returns the definition of the field being visited, found through its parent type"; "context.getFragment" returns a named fragment', () => {
  const seen = [];
  const rule = (context) => ({
    Field(node) {
      const fieldDef = context.getFieldDef();
      seen.push(`${context.getParentType().name}.${fieldDef.name}: ${isListType(getNullableType(fieldDef.type))}`);
      assert.equal(fieldDef.name, node.name.value);
    },
    FragmentSpread(node) {
      seen.push(`fragment ${context.getFragment(node.name.value).typeCondition.name.value}`);
    },
  });
  validate(schema, parse('{ tools { ...T } } fragment T on Tool { owner { name } }'), [rule]);
  assert.deepEqual(seen, ['Query.tools: true', 'fragment Tool', 'Tool.owner: false', 'Member.name: false']);
});

test('"validate\'s third argument replaces the standard rules"', () => {
  const onlyCost = [costLimitRule({ maxCost: 1_000, maxListSize: MAX_LIST_SIZE })];
  assert.deepEqual(errorsOf('{ tools { noSuchField } }', schema, onlyCost), []);
  assert.deepEqual(errorsOf('{ tools { noSuchField } }', schema, [...specifiedRules, ...onlyCost]), [
    'Cannot query field "noSuchField" on type "Tool".',
  ]);
});

// graphql-http's handler, called without a server: GET /?query=...
async function askGraphqlHttp(handler, query) {
  const [body, init] = await handler({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(query)}`,
    headers: { accept: 'application/json' },
    body: null,
    raw: null,
    context: null,
  });
  return { status: init.status, body: JSON.parse(body) };
}

test('"with graphql-http, pass the extra rules as validationRules and wrap parse to add the options"', async () => {
  const handler = createHandler({
    schema,
    rootValue,
    parse: (source) => parse(source, { maxLexicalTokens: 200 }),
    validationRules: [costLimitRule({ maxCost: 1_000, maxListSize: MAX_LIST_SIZE })],
  });
  const tooCostly = await askGraphqlHttp(handler, `{ ${LOANS_OF_EVERY_TOOL} }`);
  assert.deepEqual(
    tooCostly.body.errors.map((error) => error.message),
    ['Operation costs 20101; the limit is 1000.'],
  );
  // validationRules come on top of the standard rules.
  const unknown = await askGraphqlHttp(handler, '{ tools(first: 1) { noSuchField } }');
  assert.match(unknown.body.errors[0].message, /^Cannot query field "noSuchField" on type "Tool"\./);
  const manyTokens = await askGraphqlHttp(handler, `{ tools(first: 1) { ${'name '.repeat(250)}} }`);
  assert.match(manyTokens.body.errors[0].message, /^Syntax Error: Document contains more th(an|at) 200 tokens\./);
});

test('"maxSourceLength applies after the body has been read": graphql-http hands parse the whole body', async () => {
  let parsedLength;
  const handler = createHandler({
    schema,
    parse: (source) => {
      parsedLength = source.length;
      return parse(source, { maxSourceLength: 2_000 });
    },
  });
  const query = `{ tools { name } }${' '.repeat(1_000_000)}`;
  const [body] = await handler({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
    raw: null,
    context: null,
  });
  assert.equal(parsedLength, query.length);
  assert.match(JSON.parse(body).errors[0].message, /more than 2000 UTF-16 code units/);
});

test('"graphql-http also accepts Content-Type: application/ json, which express.json leaves unread, and then reads that body itself, to the end"; told to read every body, express.json refuses it', async () => {
  const servers = [];
  async function post(jsonOptions, contentType, body) {
    const app = express();
    app.use('/graphql', express.json(jsonOptions));
    app.all('/graphql', createExpressHandler({ schema, rootValue }));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, accept: 'application/json' },
      body,
    });
    return { status: response.status, body: await response.text() };
  }
  const padded = JSON.stringify({ query: `{ tools(first: 1) { name } }${' '.repeat(10_000)}` });
  // Express logs each refusal with its stack trace.
  const logged = mock.method(console, 'error', () => {});
  try {
    assert.equal((await post({ limit: 1_000 }, 'application/json', padded)).status, 413);
    assert.deepEqual(await post({ limit: 1_000 }, 'application/ json', padded), {
      status: 200,
      body: '{"data":{"tools":[{"name":"Cordless drill"}]}}',
    });
    assert.equal((await post({ limit: 1_000, type: () => true }, 'application/ json', padded)).status, 413);
    // A small body still gets through: express.json parsed it, and graphql-http uses req.body.
    const small = JSON.stringify({ query: '{ tools(first: 1) { name } }' });
    assert.equal((await post({ limit: 1_000, type: () => true }, 'application/ json', small)).status, 200);
    assert.equal(logged.mock.callCount(), 2);
  } finally {
    logged.mock.restore();
    for (const server of servers) {
      server.close();
      await once(server, 'close');
    }
  }
});

test('"In graphql 17, graphql also accepts the parse options, rules and abortSignal directly. In graphql 16 it accepts none of them"', async () => {
  const refuseEverything = (context) => ({
    OperationDefinition(node) {
      context.reportError(new GraphQLError('refused', { nodes: node }));
    },
  });
  const base = { schema, source: '{ tools(first: 1) { name } }', rootValue };
  const accepted = { data: { tools: [{ name: 'Cordless drill' }] } };
  const withTokens = await graphql({ ...base, maxLexicalTokens: 3 });
  const withRules = await graphql({ ...base, rules: [refuseEverything] });
  const stopped = new AbortController();
  stopped.abort(new Error('stopped'));
  const withSignal = graphql({ ...base, abortSignal: stopped.signal });
  if (is17) {
    assert.match(withTokens.errors[0].message, /more than 3 tokens/);
    assert.equal(withRules.errors[0].message, 'refused');
    await assert.rejects(withSignal, { message: 'stopped' });
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(withTokens)), accepted);
    assert.deepEqual(JSON.parse(JSON.stringify(withRules)), accepted);
    assert.deepEqual(JSON.parse(JSON.stringify(await withSignal)), accepted);
  }
});

test('"validate\'s maxErrors option (100 by default, in both versions)" stops at 100 errors and adds one that says so', () => {
  const document = parse(`{ ${Array.from({ length: 150 }, (_, i) => `x${i}: noSuchField`).join(' ')} }`);
  const errors = validate(schema, document);
  assert.equal(errors.length, 101);
  assert.equal(errors.at(-1).message, 'Too many validation errors, error limit reached. Validation aborted.');
  assert.equal(validate(schema, document, specifiedRules, { maxErrors: 10 }).length, 11);
});

test('"NoSchemaIntrospectionCustomRule reports every __schema and __type field, and every field below them whose type is an introspection type"; "__typename … stays allowed"', () => {
  const introspectionRules = [...specifiedRules, NoSchemaIntrospectionCustomRule];
  assert.deepEqual(errorsOf('{ __type(name: "Tool") { name fields { name type { name } } } }', schema, introspectionRules), [
    'GraphQL introspection has been disabled, but the requested query contained the field "__type".',
    'GraphQL introspection has been disabled, but the requested query contained the field "fields".',
    'GraphQL introspection has been disabled, but the requested query contained the field "type".',
  ]);
  assert.deepEqual(errorsOf('{ __typename tools(first: 1) { __typename } }', schema, introspectionRules), []);
});

test('"error messages suggest names (Did you mean ...?) unless you pass hideSuggestions: true to validate and execute (both versions)"', async () => {
  const document = parse('{ tool }');
  assert.match(validate(schema, document)[0].message, /Did you mean "tools"\?/);
  assert.doesNotMatch(validate(schema, document, specifiedRules, { hideSuggestions: true })[0].message, /Did you mean/);

  const enumSchema = buildSchema('enum Condition { GOOD WORN } type Query { count(condition: Condition): Int }');
  const withVariable = parse('query ($condition: Condition) { count(condition: $condition) }');
  const args = { schema: enumSchema, document: withVariable, variableValues: { condition: 'GOD' } };
  assert.match((await execute(args)).errors[0].message, /Did you mean the enum value "GOOD"\?/);
  assert.doesNotMatch((await execute({ ...args, hideSuggestions: true })).errors[0].message, /Did you mean/);
});

test('"the standard rules already include MaxIntrospectionDepthRule, which refuses introspection queries nested deep enough to be expensive, in both versions"', () => {
  assert.ok(specifiedRules.includes(MaxIntrospectionDepthRule));
  assert.deepEqual(errorsOf('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }', schema, specifiedRules), [
    'Maximum introspection depth exceeded',
  ]);
  assert.deepEqual(errorsOf('{ __schema { types { fields { type { name } } } } }', schema, specifiedRules), []);
});

test('"Depth and cost limits also refuse the introspection query of GraphiQL and code generators": getIntrospectionQuery() is 15 fields deep and costs 34,641,112 here', () => {
  const document = parse(getIntrospectionQuery());
  assert.deepEqual(validate(schema, document, specifiedRules), []);
  assert.deepEqual(
    validate(schema, document, rules).map((error) => error.message),
    [
      'Operation is 15 fields deep; the limit is 5.',
      'Operation calls __Type.kind 61 times; the limit is 10.',
      'Operation calls __Type.name 61 times; the limit is 10.',
      'Operation calls __Type.ofType 54 times; the limit is 10.',
      'Operation costs 34641112; the limit is 1000.',
    ],
  );
});

// A resolver that waits for `ms` and records whether it finished.
// A resolver that waits for the test to let it finish, so the test aborts while it is pending
// without racing timers (a loaded machine can run a 20 ms timer before a 5 ms one set later).
function gatedField(finished, name) {
  const started = Promise.withResolvers();
  const gate = Promise.withResolvers();
  const resolve = async () => {
    started.resolve();
    await gate.promise;
    finished.push(name);
    return { child: () => finished.push(`${name}.child`) && 'child' };
  };
  return { resolve, started: started.promise, finish: () => gate.resolve() };
}

test('"graphql 16 has no abortSignal option (it ignores it), no info.getAbortSignal() and no AbortedGraphQLExecutionError"', async () => {
  const graphqlExports = await import('graphql');
  assert.equal('AbortedGraphQLExecutionError' in graphqlExports, is17);
  let getAbortSignal;
  const controller = new AbortController();
  const field = gatedField([], 'a');
  const run = Promise.resolve(
    execute({
      schema: buildSchema('type Query { a: String }'),
      document: parse('{ a }'),
      rootValue: {
        a: async (_args, _context, info) => {
          getAbortSignal = info.getAbortSignal;
          await field.resolve();
          return 'done';
        },
      },
      abortSignal: controller.signal,
    }),
  );
  await field.started;
  controller.abort(new Error('stop'));
  field.finish();
  if (is17) {
    await assert.rejects(run, { name: 'AbortedGraphQLExecutionError' });
    assert.equal(typeof getAbortSignal, 'function');
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(await run)), { data: { a: 'done' } });
    assert.equal(getAbortSignal, undefined);
  }
});

test('"when the signal aborts, execution stops starting new resolvers"; "A resolver that ignores the signal gets graphql-js\'s own Aborted! there instead, but its work goes on"', async () => {
  const objectSchema = buildSchema('type Item { child: String } type Query { slow: Item }');
  const finished = [];
  const controller = new AbortController();
  const slow = gatedField(finished, 'slow');
  const run = execute({
    schema: objectSchema,
    document: parse('{ slow { child } }'),
    rootValue: { slow: slow.resolve },
    abortSignal: controller.signal,
  });
  await slow.started;
  controller.abort(new Error('deadline'));
  slow.finish();
  let result;
  try {
    result = await run;
  } catch (error) {
    assert.equal(error.message, 'deadline', "the error's message is the signal's reason");
    result = await error.abortedResult;
  }
  // The resolver's own work finishes after the abort; give it the turn it needs.
  await new Promise((resolve) => setImmediate(resolve));
  if (is17) {
    assert.deepEqual(JSON.parse(JSON.stringify(result)), {
      errors: [{ message: 'Aborted!', locations: [{ line: 1, column: 3 }], path: ['slow'] }],
      data: { slow: null },
    });
    // The resolver went on to finish, but no resolver below it was started.
    assert.deepEqual(finished, ['slow']);
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { slow: { child: 'child' } } });
    assert.deepEqual(finished, ['slow', 'slow.child']);
  }
});

test('"info.getAbortSignal() returns a signal that aborts with the operation" (graphql 17)', async () => {
  const signals = [];
  const controller = new AbortController();
  const run = Promise.resolve(
    execute({
      schema: buildSchema('type Query { a: Int }'),
      document: parse('{ a }'),
      rootValue: {
        a: (_args, _context, info) => {
          const signal = info.getAbortSignal?.();
          signals.push(signal);
          return new Promise((resolve, reject) => {
            if (!signal) {
              setTimeout(() => resolve(1), 20);
              return;
            }
            signal.addEventListener('abort', () => reject(signal.reason));
          });
        },
      },
      abortSignal: controller.signal,
    }),
  );
  setTimeout(() => controller.abort(new Error('stop')), 5);
  if (is17) {
    const error = await run.then(
      () => assert.fail('did not abort'),
      (rejection) => rejection,
    );
    assert.equal(signals[0].aborted, true);
    assert.equal(signals[0].reason.message, 'stop');
    assert.equal((await error.abortedResult).errors[0].message, 'stop');
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(await run)), { data: { a: 1 } });
    assert.deepEqual(signals, [undefined]);
  }
});

// The libraries the page names, run on the page's schema.

const require = createRequire(import.meta.url);

// A package's package.json, found from its entry point (not every package exports the file).
function manifestOf(name) {
  let directory = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(directory, 'package.json');
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      if (manifest.name === name) return manifest;
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    directory = path.dirname(directory);
  }
}

const EXPENSIVE = '{ tools(first: 100) { loans(first: 100) { borrower { name } } } }';

test('"graphql-query-complexity 2.0.0 … declares graphql ^16.6.0 || ^17.0.0 as a peer dependency and runs on both"', () => {
  const manifest = manifestOf('graphql-query-complexity');
  assert.equal(manifest.version, '2.0.0');
  assert.equal(manifest.peerDependencies.graphql, '^16.6.0 || ^17.0.0');
  const rule = createComplexityRule({ maximumComplexity: 5, estimators: [simpleEstimator({ defaultComplexity: 1 })] });
  const errors = validate(schema, parse('{ tools { name owner { name tools { name } } } }'), [...specifiedRules, rule]);
  assert.deepEqual(
    errors.map((error) => error.message),
    ['The query exceeds the maximum complexity of 5. Actual complexity is 6'],
  );
  assert.ok(errors[0] instanceof GraphQLError);
});

test('"its simpleEstimator charges each field a fixed cost and does not multiply by list sizes"', () => {
  const estimators = [simpleEstimator({ defaultComplexity: 1 })];
  assert.equal(getComplexity({ schema, query: parse(EXPENSIVE), estimators }), 4);
  assert.equal(getComplexity({ schema, query: parse('{ tools(first: 1) { loans(first: 1) { borrower { name } } } }'), estimators }), 4);
});

const complexitySchema = buildSchema(`
  directive @complexity(value: Int!, multipliers: [String!]) on FIELD_DEFINITION
  type Loan { returnedOn: String }
  type Tool { name: String! loans(first: Int): [Loan!]! @complexity(value: 1, multipliers: ["first"]) }
  type Query { tools(first: Int): [Tool!]! @complexity(value: 1, multipliers: ["first"]) }
`);

test('"directiveEstimator multiplies by the argument as the client sent it": the negative-first attack passes it', () => {
  const estimators = [directiveEstimator(), simpleEstimator({ defaultComplexity: 1 })];
  const complexityOf = (query, variables) => getComplexity({ schema: complexitySchema, query: parse(query), variables, estimators });
  assert.equal(complexityOf('{ b: tools(first: 100) { loans(first: 100) { returnedOn } } }'), 20100);
  const attack = '{ a: tools(first: -100) { loans(first: 100) { returnedOn } } b: tools(first: 100) { loans(first: 100) { returnedOn } } }';
  assert.equal(complexityOf(attack), 0);
  const rule = createComplexityRule({ maximumComplexity: 1_000, estimators });
  assert.deepEqual(validate(complexitySchema, parse(attack), [...specifiedRules, rule]), []);
  // Without `first`, the directive has nothing to multiply by: the list counts as one item.
  assert.equal(complexityOf('{ tools { loans { returnedOn } } }'), 3);
});

test('"graphql-query-complexity takes the request\'s variables when the rule is created, and computes with their values"', () => {
  const estimators = [directiveEstimator(), simpleEstimator({ defaultComplexity: 1 })];
  const query = parse('query ($first: Int) { tools(first: $first) { loans(first: $first) { returnedOn } } }');
  const complexityWith = (variables) => getComplexity({ schema: complexitySchema, query, variables, estimators });
  assert.equal(complexityWith({ first: 2 }), 10);
  assert.equal(complexityWith({ first: 100 }), 20100);
});

test('"an estimator of your own that counts as rules.js does" refuses the attacks, with literals and with variables', () => {
  const clampedListSize = (first) => (Number.isInteger(first) && first >= 0 && first <= MAX_LIST_SIZE ? first : MAX_LIST_SIZE);
  const listEstimator = ({ field, args, childComplexity }) =>
    isListType(getNullableType(field.type)) ? 1 + clampedListSize(args.first) * childComplexity : 1 + childComplexity;
  const ruleFor = (variables) => createComplexityRule({ maximumComplexity: 1_000, variables, estimators: [listEstimator] });
  const attack = `{ a: tools(first: -100) { loans { borrower { name } } } b: ${LOANS_OF_EVERY_TOOL} }`;
  assert.deepEqual(
    validate(schema, parse(attack), [...specifiedRules, ruleFor({})]).map((error) => error.message),
    ['The query exceeds the maximum complexity of 1000. Actual complexity is 40202'],
  );
  const withVariable = parse('query ($first: Int) { tools(first: $first) { loans(first: $first) { borrower { name } } } }');
  assert.equal(validate(schema, withVariable, [...specifiedRules, ruleFor({ first: 5 })]).length, 0);
  assert.equal(validate(schema, withVariable, [...specifiedRules, ruleFor({ first: -5 })]).length, 1);
});

test('"graphql-query-complexity expands every fragment spread afresh, up to maxQueryNodes (10,000 by default); past that it throws out of validate"', () => {
  const rule = () => createComplexityRule({ maximumComplexity: 1_000_000, estimators: [simpleEstimator({ defaultComplexity: 1 })] });
  const fieldsAtTop = (count) => parse(`{ ${Array.from({ length: count }, (_, i) => `t${i}: __typename`).join(' ')} }`);
  assert.deepEqual(validate(schema, fieldsAtTop(9_999), [rule()]), []);
  assert.throws(() => validate(schema, fieldsAtTop(10_000), [rule()]), {
    message: 'Query exceeds the maximum allowed number of nodes.',
  });

  // 21 fragments, each spreading the next one twice: 2^20 spreads of the last once expanded.
  const levels = 20;
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Member { tools(first: 1) { owner { ...F${i + 1} ...F${i + 1} } } }`,
  );
  const document = parse(`{ tools(first: 1) { owner { ...F0 } } } ${fragments.join(' ')} fragment F${levels} on Member { name }`);
  assert.throws(() => validate(schema, document, [...specifiedRules, rule()]), {
    message: 'Query exceeds the maximum allowed number of nodes.',
  });
});

test('"graphql-armor\'s cost-limit 2.4.3 depends on graphql ^16.10.0 … npm installs a graphql 16 of its own for it"', () => {
  const manifest = manifestOf('@escape.tech/graphql-armor-cost-limit');
  assert.equal(manifest.version, '2.4.3');
  assert.equal(manifest.dependencies.graphql, '^16.10.0');
  assert.equal(manifest.peerDependencies, undefined);
  const armorsGraphql = createRequire(require.resolve('@escape.tech/graphql-armor-cost-limit'))('graphql');
  assert.equal(armorsGraphql.versionInfo.major, 16);
});

test('"graphql-armor\'s rule throws its error out of validate instead of reporting it, and the error is its own graphql\'s GraphQLError"', () => {
  const armorsGraphql = createRequire(require.resolve('@escape.tech/graphql-armor-cost-limit'))('graphql');
  let thrown;
  try {
    validate(schema, parse(EXPENSIVE), [...specifiedRules, armorCostLimitRule({ maxCost: 1_000 })]);
  } catch (error) {
    thrown = error;
  }
  assert.equal(thrown?.message, 'Syntax Error: Query Cost limit of 1000 exceeded, found 108950.');
  assert.equal(thrown.constructor, armorsGraphql.GraphQLError);
  assert.equal(thrown instanceof GraphQLError, false);
});

test('"graphql-armor counts a list as one item unless first or last is a positive literal": the missing-first attack passes it', () => {
  const costs = [];
  const rule = armorCostLimitRule({ maxCost: 1_000, onAccept: [(_context, { n }) => costs.push(n)] });
  for (const source of [
    `{ ${LOANS_OF_EVERY_TOOL} }`,
    '{ tools(first: -100) { loans(first: -100) { borrower { name } } } }',
    'query ($first: Int) { tools(first: $first) { loans(first: $first) { borrower { name } } } }',
    '{ tools(first: 1) { loans(first: 1) { borrower { name } } } }',
  ]) {
    assert.deepEqual(validate(schema, parse(source), [...specifiedRules, rule]), [], source);
  }
  assert.deepEqual(costs, [12.875, 12.875, 12.875, 12.875]);
});

test('"graphql-js builds a schema with the @cost and @listSize directives of the cost specification and keeps them on the field\'s AST node"; the libraries above ignore them', () => {
  const directedSchema = buildSchema(`
    directive @cost(weight: Int!) on ARGUMENT_DEFINITION | ENUM | FIELD_DEFINITION | INPUT_FIELD_DEFINITION | OBJECT | SCALAR
    directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!], requireOneSlicingArgument: Boolean = true) on FIELD_DEFINITION
    type Tool { name: String! }
    type Query { tools(first: Int): [Tool!]! @listSize(assumedSize: 100, slicingArguments: ["first"]) @cost(weight: 5) }
  `);
  const field = directedSchema.getQueryType().getFields().tools;
  assert.deepEqual(
    field.astNode.directives.map((directive) => directive.name.value),
    ['listSize', 'cost'],
  );
  const plainSchema = buildSchema('type Tool { name: String! } type Query { tools(first: Int): [Tool!]! }');
  const estimators = [directiveEstimator(), simpleEstimator({ defaultComplexity: 1 })];
  const query = parse('{ tools(first: 50) { name } }');
  const armorCosts = [];
  const armorRule = armorCostLimitRule({ onAccept: [(_context, { n }) => armorCosts.push(n)] });
  for (const schemaToUse of [directedSchema, plainSchema]) {
    assert.equal(getComplexity({ schema: schemaToUse, query, estimators }), 2);
    validate(schemaToUse, query, [armorRule]);
  }
  assert.equal(armorCosts.length, 2);
  assert.equal(armorCosts[0], armorCosts[1]);
});
