// Claim tests of Going to production (docs/tutorials/going-to-production.mdx): each test backs
// one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16. The
// attacks on the page's own server run in tests/examples/going-to-production.test.ts; the rules of
// limits.js are attacked here, in-process.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import express from 'express';
import * as graphqlModule from 'graphql';
import {
  buildSchema,
  execute,
  GraphQLError,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  graphql,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  versionInfo,
} from 'graphql';
import { createHandler as expressHandler } from 'graphql-http/lib/use/express';
import { createHandler } from 'graphql-http/lib/use/fetch';
import { maxCostRule, maxDepthRule } from './limits.js';
import { maskUnexpectedErrors } from './masking.js';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);
const NODE_MODULES = path.join(path.dirname(require.resolve('graphql-16')), '..');
const HOOK = fileURLToPath(new URL('../../tests/examples/support/use-graphql-16.mjs', import.meta.url));
const json = (value) => JSON.parse(JSON.stringify(value));

/**
 * Runs a small ES module in a new Node.js process, with this run's graphql major (through the
 * resolve hook for 16), and returns what it printed.
 */
function runModule(source, { nodeArgs = [], env = {} } = {}) {
  const run = spawnSync(process.execPath, [...(is17 ? [] : ['--import', HOOK]), ...nodeArgs, '--input-type=module', '-e', source], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: '', ...env },
  });
  assert.equal(run.stderr, '');
  return run.stdout.trim();
}

// A program that hands a schema from the other graphql copy to this copy's validate.
const TWO_COPIES = `
import * as graphql from 'graphql';
const other = await import(${JSON.stringify(new URL(is17 ? 'graphql-16/index.mjs' : 'graphql/index.mjs', `file://${NODE_MODULES}/`).href)});
if (process.env.DEV_MODE === 'enable') graphql.enableDevMode();
try {
  graphql.validate(other.buildSchema('type Query { a: Int }'), graphql.parse('{ a }'));
} catch (error) {
  console.log(error.message.split('\\n')[0].replace(/".*"/s, '"..."').replace(/Expected .* to be/s, 'Expected ... to be'));
}
`;

test('"With the checks on, you get a clear Cannot use GraphQLSchema ... from another module or realm error instead of a puzzling Expected ... to be a GraphQL schema"', () => {
  const clear = 'Cannot use GraphQLSchema "..." from another module or realm.';
  const puzzling = 'Expected ... to be a GraphQL schema.';
  if (is17) {
    assert.equal(runModule(TWO_COPIES), puzzling);
    assert.equal(runModule(TWO_COPIES, { nodeArgs: ['--conditions=development'] }), clear);
    assert.equal(runModule(TWO_COPIES, { env: { DEV_MODE: 'enable' } }), clear);
  } else {
    assert.equal(runModule(TWO_COPIES), clear);
    assert.equal(runModule(TWO_COPIES, { env: { NODE_ENV: 'production' } }), puzzling);
  }
});

test('"graphql 17 leaves development mode off by default"; "call enableDevMode before creating any schema"; "isDevModeEnabled reports the current state"; graphql 16 has neither', () => {
  const report =
    "import * as graphql from 'graphql';\nconsole.log(typeof graphql.enableDevMode, graphql.isDevModeEnabled?.());\ngraphql.enableDevMode?.();\nconsole.log(graphql.isDevModeEnabled?.());";
  assert.equal(runModule(report), is17 ? 'function false\ntrue' : 'undefined undefined\nundefined');
});

test('"graphql 17 ignores NODE_ENV"; graphql 16\'s "checks run unless process.env.NODE_ENV is production when the package loads"', () => {
  if (is17) {
    const state = "import { isDevModeEnabled } from 'graphql';\nconsole.log(isDevModeEnabled());";
    assert.equal(runModule(state, { env: { NODE_ENV: 'development' } }), 'false');
    assert.equal(runModule(state, { env: { NODE_ENV: 'production' } }), 'false');
    return;
  }
  // Setting NODE_ENV after graphql 16 has loaded changes nothing.
  const late = TWO_COPIES.replace(
    "import * as graphql from 'graphql';",
    "import * as graphql from 'graphql';\nprocess.env.NODE_ENV = 'production';",
  );
  assert.equal(runModule(late), 'Cannot use GraphQLSchema "..." from another module or realm.');
});

test('"Express reads it as well, and stops sending error details in its default error pages"; "Express\'s default error page shows the stack trace unless NODE_ENV is production"', async () => {
  const pages = {};
  for (const env of ['development', 'production']) {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = env;
    const app = express();
    process.env.NODE_ENV = previous;
    app.get('/', () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
    });
    // Express logs the error with console.error, on a later turn of the event loop.
    const logged = [];
    const consoleError = console.error;
    console.error = (error) => logged.push(error);
    const server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${server.address().port}/`);
      pages[env] = [response.status, await response.text()];
      while (logged.length === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      assert.equal(logged[0].message, 'connect ECONNREFUSED 10.0.0.7:5432');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      console.error = consoleError;
    }
  }
  assert.equal(pages.development[0], 500);
  assert.match(pages.development[1], /ECONNREFUSED 10\.0\.0\.7:5432/);
  // A stack frame: this file's path and line.
  assert.match(pages.development[1], /claims\.test\.js:\d+:\d+/);
  assert.equal(pages.production[0], 500);
  assert.doesNotMatch(pages.production[1], /ECONNREFUSED/);
  assert.doesNotMatch(pages.production[1], /claims\.test\.js/);
  assert.match(pages.production[1], /Internal Server Error/);
});

test('"By default express.json reads only the bodies it recognizes as JSON, and graphql-http accepts some it does not, such as application/ json, and would read those itself" without a limit; with type: () => true, express.json reads them, and refuses them over the limit', async () => {
  const smallSchema = buildSchema('type Query { libraryName: String }');
  const rootValue = { libraryName: 'Elm Street Tool Library' };
  const big = JSON.stringify({ query: '{ libraryName }', variables: { padding: 'x'.repeat(200_000) } });
  const statuses = {};
  for (const [name, options] of [
    ['default', { limit: '100kb' }],
    ['every body', { limit: '100kb', type: () => true }],
  ]) {
    const app = express();
    app.all('/graphql', express.json(options), expressHandler({ schema: smallSchema, rootValue }));
    // Express's default error handler would log the refused body.
    app.use((error, _req, res, _next) => res.status(error.status).end());
    const server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      statuses[name] = {};
      for (const contentType of ['application/json', 'application/ json', 'application /json']) {
        const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: big,
        });
        statuses[name][contentType] = response.status;
        await response.arrayBuffer();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  assert.deepEqual(statuses, {
    default: { 'application/json': 413, 'application/ json': 200, 'application /json': 200 },
    'every body': { 'application/json': 413, 'application/ json': 413, 'application /json': 413 },
  });
});

const schema = buildSchema(`
  type Member { name: String! tools(first: Int = 20): [Tool!]! }
  type Tool { name: String! owner: Member! }
  type Query { tools(first: Int = 20): [Tool!]! libraryName: String }
`);
const messages = (source, rules = specifiedRules, options) => validate(schema, parse(source), rules, options).map((error) => error.message);

test('"NoSchemaIntrospectionCustomRule" refuses __schema and __type, aliased or inside fragments; __typename stays allowed', () => {
  const rules = [...specifiedRules, NoSchemaIntrospectionCustomRule];
  for (const source of [
    '{ __schema { queryType { name } } }',
    '{ a: __schema { queryType { name } } }',
    '{ __type(name: "Tool") { name } }',
    '{ ...F } fragment F on Query { __schema { types { name } } }',
  ]) {
    assert.ok(
      messages(source, rules).some((message) => message.startsWith('GraphQL introspection has been disabled')),
      source,
    );
  }
  assert.deepEqual(messages('{ __typename tools { __typename } }', rules), []);
});

test('"graphql-http adds anything in validationRules to graphql-js\'s standard rules, and the introspection request above fails validation with 400"', async () => {
  const handler = createHandler({ schema, validationRules: [NoSchemaIntrospectionCustomRule] });
  const send = (query) =>
    handler(
      new Request('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query }),
      }),
    );
  assert.equal((await send('{ __schema { types { name } } }')).status, 400);
  // The standard rules still apply.
  const unknown = await send('{ toolCount }');
  assert.equal(unknown.status, 400);
  assert.match((await unknown.json()).errors[0].message, /^Cannot query field "toolCount"/);
});

test('"By default, a misspelled field gets a helpful Did you mean "tools"?"; hideSuggestions: true, for validate and for execute, leaves it out', async () => {
  assert.deepEqual(messages('{ tool { name } }'), ['Cannot query field "tool" on type "Query". Did you mean "tools"?']);
  assert.deepEqual(messages('{ tool { name } }', specifiedRules, { hideSuggestions: true }), [
    'Cannot query field "tool" on type "Query".',
  ]);
  const enumSchema = buildSchema('enum Category { POWER HAND } type Query { tools(category: Category): [String] }');
  const document = parse('query ($c: Category) { tools(category: $c) }');
  const run = async (hideSuggestions) =>
    (await execute({ schema: enumSchema, document, variableValues: { c: 'POWR' }, hideSuggestions })).errors[0].message;
  assert.match(await run(false), /Did you mean the enum value "POWER"\?$/);
  assert.doesNotMatch(await run(true), /Did you mean/);
});

test('"MaxIntrospectionDepthRule (in graphql 17.1 and in 16.15 alike)" is in specifiedRules and "refuses introspection queries nested deep enough to be expensive"', () => {
  assert.ok(specifiedRules.includes(graphqlModule.MaxIntrospectionDepthRule));
  const deep = `{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }`;
  assert.deepEqual(messages(deep), ['Maximum introspection depth exceeded']);
  assert.deepEqual(messages('{ __schema { types { fields { type { name } } } } }'), []);
});

test('"maxLexicalTokens: how many tokens the document may contain"; "maxSourceLength: how many characters it may contain, checked before lexing starts"', () => {
  assert.throws(
    () => parse(`{ ${'libraryName '.repeat(10)}}`, { maxLexicalTokens: 5 }),
    /Syntax Error: Document contains more (than|that) 5 tokens\. Parsing aborted\./,
  );
  // An unterminated string is never reached: the length is checked first.
  assert.throws(() => parse(`{ libraryName(x: "${'a'.repeat(100)}`, { maxSourceLength: 50 }), {
    message: 'Syntax Error: Source contains more than 50 UTF-16 code units. Parsing aborted.',
  });
  // Comments are not tokens, which is why both limits are needed.
  assert.doesNotThrow(() => parse(`{ libraryName }\n${'# note\n'.repeat(100)}`, { maxLexicalTokens: 5 }));
});

test('"graphql-http calls parse with the text only"; "graphql-http calls validate with three arguments"; a syntax error is a 400 "before validation starts"', async () => {
  const calls = [];
  const handler = createHandler({
    schema,
    parse: (...args) => (calls.push(['parse', args.length]), parse(args[0], { maxLexicalTokens: 20 })),
    validate: (...args) => (calls.push(['validate', args.length]), validate(...args)),
  });
  const send = (query) =>
    handler(
      new Request('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query }),
      }),
    );
  assert.equal((await send('{ libraryName }')).status, 200);
  assert.deepEqual(calls, [
    ['parse', 1],
    ['validate', 3],
  ]);
  calls.length = 0;
  assert.equal((await send(`{ ${'libraryName '.repeat(30)}}`)).status, 400);
  assert.deepEqual(calls, [['parse', 1]]);
});

const depthRule = maxDepthRule(4);
const costRule = maxCostRule({ maxCost: 200, listSize: 20, maxListSize: 50 });
const limitMessages = (source) => messages(source, [...specifiedRules, depthRule, costRule]);

test('limits.js, depth: "Fragments are followed with context.getFragment, so hiding depth inside them does not help"; inline fragments and aliases count too', () => {
  const tooDeep = 'Operation is 5 fields deep; the limit is 4.';
  assert.ok(limitMessages('{ tools { owner { tools { owner { name } } } } }').includes(tooDeep));
  assert.ok(
    limitMessages('{ tools { ...O } } fragment O on Tool { owner { ...T } } fragment T on Member { tools { owner { name } } }').includes(
      tooDeep,
    ),
  );
  assert.ok(limitMessages('{ tools { ... on Tool { owner { ... { tools { owner { name } } } } } } }').includes(tooDeep));
  assert.ok(limitMessages('{ a: tools { b: owner { c: tools { d: owner { e: name } } } } }').includes(tooDeep));
  assert.deepEqual(limitMessages('{ tools(first: 2) { owner { tools { name } } } }'), []);
  // A fragment cycle is reported by the standard rules, and the limits do not loop on it.
  assert.deepEqual(limitMessages('{ tools { ...T } } fragment T on Tool { owner { tools { ...T } } }'), [
    'Cannot spread fragment "T" within itself.',
  ]);
});

test('limits.js, cost: "every field a cost of 1", lists multiplied by first or listSize; "too costly" costs 441 and "the same, with first: 2" 45', () => {
  assert.deepEqual(limitMessages('{ tools { owner { tools { name } } } }'), ['Operation costs 441; the limit is 200.']);
  assert.deepEqual(limitMessages('{ tools(first: 2) { owner { tools { name } } } }'), []);
  // 1 + 9 × (1 + 1 + 20 × 1) = 199 is allowed, and 200; anything an alias adds beyond is not.
  assert.deepEqual(limitMessages('{ a: tools(first: 9) { owner { tools { name } } } }'), []);
  assert.deepEqual(limitMessages('{ a: tools(first: 9) { owner { tools { name } } } b: libraryName }'), []);
  assert.deepEqual(limitMessages('{ a: tools(first: 9) { owner { tools { name } } } b: libraryName c: libraryName }'), [
    'Operation costs 201; the limit is 200.',
  ]);
  // Fragments and inline fragments cost what they select.
  assert.deepEqual(limitMessages('{ tools { ...O } } fragment O on Tool { owner { ... on Member { tools { name } } } }'), [
    'Operation costs 441; the limit is 200.',
  ]);
});

test('limits.js, cost: "a first: $n counts as 50, the most the resolver returns"; a negative first counts as 0 and buys no room for other selections', () => {
  assert.deepEqual(limitMessages('query ($n: Int) { tools(first: $n) { owner { tools { name } } } }'), [
    'Operation costs 1101; the limit is 200.',
  ]);
  // Counted as the default length, 20, two of these would cost 82 and pass, and the resolver would
  // return 50 tools to each.
  assert.deepEqual(limitMessages('query ($n: Int) { a: tools(first: $n) { owner { name } } b: tools(first: $n) { owner { name } } }'), [
    'Operation costs 202; the limit is 200.',
  ]);
  assert.deepEqual(limitMessages('{ cheap: tools(first: -1000) { name } costly: tools { owner { tools { name } } } }'), [
    'Operation costs 442; the limit is 200.',
  ]);
});

test('limits.js: "Each fragment is measured and priced once, however often it is spread", so a chain of fragments that each spread the next twice costs a step per fragment, not 2^n', () => {
  // Fragment i spreads fragment i + 1 twice: 2^16 spreads. (40 levels fit in the server's 500
  // tokens; tests/examples/going-to-production.test.ts sends those to server.js.)
  const levels = 16;
  const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  const source = `{ ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { libraryName }`;
  const document = parse(source, { maxLexicalTokens: 500 });
  // Counts how often each rule looks a fragment up: once per spread it visits.
  const lookups = { depth: 0, cost: 0 };
  const counting = (rule, key) => (context) =>
    rule(
      new Proxy(context, {
        get(target, property) {
          if (property === 'getFragment') {
            lookups[key] += 1;
          }
          const value = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    );
  const errors = validate(schema, document, [counting(depthRule, 'depth'), counting(costRule, 'cost')]).map((error) => error.message);
  assert.deepEqual(errors, [`Operation costs ${2 ** levels}; the limit is 200.`]);
  // Every fragment's two spreads, and the operation's one.
  assert.deepEqual(lookups, { depth: 2 * levels + 1, cost: 2 * levels + 1 });
});

test('"When the signal aborts, execution stops starting new resolvers, the promise rejects with an AbortedGraphQLExecutionError" (graphql 17; graphql 16 ignores abortSignal)', async () => {
  const started = [];
  const slowSchema = buildSchema('type Item { name: String } type Query { libraryName: String items: [Item] }');
  const rootValue = {
    libraryName: 'Elm Street Tool Library',
    items: async () => {
      await sleep(40);
      return [1, 2].map((index) => ({ name: () => (started.push(index), `Item ${index}`) }));
    },
  };
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error('The client disconnected.')), 10);
  const running = execute({
    schema: slowSchema,
    document: parse('{ libraryName items { name } }'),
    rootValue,
    abortSignal: controller.signal,
  });
  if (!is17) {
    assert.deepEqual(json(await running), {
      data: { libraryName: 'Elm Street Tool Library', items: [{ name: 'Item 1' }, { name: 'Item 2' }] },
    });
    return;
  }
  const error = await running.then(
    () => assert.fail('execution should be aborted'),
    (rejection) => rejection,
  );
  assert.ok(error instanceof graphqlModule.AbortedGraphQLExecutionError);
  assert.equal(error.message, 'The client disconnected.');
  const partial = json(await error.abortedResult);
  assert.deepEqual(partial.data, { libraryName: 'Elm Street Tool Library', items: null });
  assert.deepEqual(started, []);
});

test('"info.getAbortSignal() returns the signal"; "a resolver that ignores it keeps abortedResult waiting until it finishes, and its field gets an error too"', async () => {
  const probeSchema = buildSchema('type Query { watching: String ignoring: String }');
  let signalSeen;
  let ignoringFinished = false;
  const rootValue = {
    watching: async (_args, _context, info) => {
      signalSeen = info.getAbortSignal?.();
      await sleep(1000, undefined, { signal: signalSeen });
      return 'done';
    },
    ignoring: async () => {
      await sleep(60);
      ignoringFinished = true;
      return 'done';
    },
  };
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error('Deadline.')), 10);
  if (!is17) {
    // graphql 16 gives resolvers no getAbortSignal, so watching sleeps for a second: skip it.
    const result = await execute({ schema: probeSchema, document: parse('{ ignoring }'), rootValue, abortSignal: controller.signal });
    assert.deepEqual(json(result), { data: { ignoring: 'done' } });
    assert.equal(signalSeen, undefined);
    return;
  }
  const error = await execute({
    schema: probeSchema,
    document: parse('{ watching ignoring }'),
    rootValue,
    abortSignal: controller.signal,
  }).catch((rejection) => rejection);
  assert.ok(signalSeen instanceof AbortSignal);
  const partial = await error.abortedResult;
  assert.equal(ignoringFinished, true);
  assert.deepEqual(json(partial), {
    errors: [
      { message: 'The operation was aborted', locations: [{ line: 1, column: 3 }], path: ['watching'] },
      { message: 'Aborted!', locations: [{ line: 1, column: 12 }], path: ['ignoring'] },
    ],
    data: { watching: null, ignoring: null },
  });
  // What the resolvers threw, as explainAbort reads it: the timer's AbortError carries the reason.
  assert.equal(partial.errors[0].cause.name, 'AbortError');
  assert.equal(partial.errors[0].cause.cause, controller.signal.reason);
  assert.notEqual(partial.errors[1].cause?.cause, controller.signal.reason);
});

test('"work that watches the signal fails with its reason: fetch rejects with the reason itself, Node.js timers with an AbortError whose cause is the reason"', async () => {
  const server = createServer(() => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    for (const reason of [new Error('The client disconnected.'), new DOMException('Not finished in time.', 'TimeoutError')]) {
      const controller = new AbortController();
      const signal = AbortSignal.any([controller.signal]);
      setTimeout(() => controller.abort(reason), 10);
      const fetchError = await fetch(`http://127.0.0.1:${server.address().port}/`, { signal }).catch((error) => error);
      assert.equal(fetchError, reason);
      const timerError = await sleep(1000, undefined, { signal }).catch((error) => error);
      assert.equal(timerError.name, 'AbortError');
      assert.equal(timerError.cause, reason);
    }
    // AbortSignal.timeout's reason is a TimeoutError, which a fetch of the client rejects with.
    const timeout = AbortSignal.timeout(10);
    const timedOut = await fetch(`http://127.0.0.1:${server.address().port}/`, { signal: timeout }).catch((error) => error);
    assert.equal(timedOut.name, 'TimeoutError');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('"graphql-http passes every error in a response body through formatError", with two exceptions: "the 405 it sends for a mutation over GET" and "an error thrown by your own context or execute function": the Express adapter logs it and answers 500 with an empty body; "graphql-http\'s complaints about a malformed HTTP request (Missing query...) are plain Errors"', async () => {
  const mutationSchema = buildSchema('type Query { libraryName: String } type Mutation { borrowTool: String }');
  const formatted = [];
  const formatError = (error) => (formatted.push([error.message, error instanceof GraphQLError]), error);
  const rootValue = {
    libraryName: () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
    },
  };
  const handler = createHandler({ schema: mutationSchema, rootValue, formatError });
  const request = (body) =>
    handler(new Request('http://127.0.0.1/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
  await request(JSON.stringify({ query: '{ libraryName }' }));
  await request(JSON.stringify({ query: '{ toolCount }' }));
  await request(JSON.stringify({ query: '{' }));
  await request(JSON.stringify({ variables: {} }));
  await request(JSON.stringify({ query: '{ libraryName }', variables: [] }));
  assert.deepEqual(formatted, [
    ['connect ECONNREFUSED 10.0.0.7:5432', true],
    ['Cannot query field "toolCount" on type "Query".', true],
    ['Syntax Error: Expected Name, found <EOF>.', true],
    ['Missing query', false],
    ['Invalid variables', false],
  ]);
  formatted.length = 0;
  const overGet = await handler(new Request(`http://127.0.0.1/graphql?${new URLSearchParams({ query: 'mutation { borrowTool }' })}`));
  assert.equal(overGet.status, 405);
  assert.deepEqual(await overGet.json(), { errors: [{ message: 'Cannot perform mutations over GET' }] });
  assert.deepEqual(formatted, []);

  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => logged.push(args);
  try {
    for (const options of [
      { context: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379')) },
      { execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379')) },
    ]) {
      const app = express();
      app.all('/graphql', expressHandler({ schema: mutationSchema, rootValue, formatError, ...options }));
      const server = await new Promise((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      try {
        const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ libraryName }' }),
        });
        assert.equal(response.status, 500);
        assert.equal(await response.text(), '');
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  } finally {
    console.error = consoleError;
  }
  assert.deepEqual(formatted, []);
  assert.deepEqual(
    logged.map(([message, error]) => [message, error.message]),
    Array(2).fill([
      'Internal error occurred during request handling. Please check your implementation.',
      'connect ECONNREFUSED 10.0.0.7:6379',
    ]),
  );
});

// masking.js, attacked with every kind of error a response can carry.
const Loan = new GraphQLObjectType({
  name: 'Loan',
  fields: { toolName: { type: GraphQLString } },
  isTypeOf: (value) => 'toolName' in value,
});
const leakySchema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      inventoryReport: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
        },
      },
      // A bug: the whole row instead of its name.
      librarianOnDuty: { type: GraphQLString, resolve: () => ({ name: 'Ada', doorCode: '4711' }) },
      // A bug: a row of another table, which Loan's isTypeOf refuses.
      loan: { type: Loan, resolve: () => ({ member: 'Ines', doorCode: '4711' }) },
      me: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('Sign in to use this field.', { extensions: { code: 'UNAUTHENTICATED' } });
        },
      },
      // A GraphQLError, but without a code: nothing says it was written for clients.
      uncoded: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('Row 42 of loans is locked by pid 7731.');
        },
      },
      tools: {
        type: GraphQLString,
        args: {
          first: { type: GraphQLInt },
          // An input coercion function that fails with an internal detail.
          owner: {
            type: new GraphQLScalarType({
              name: 'MemberId',
              parseValue: (value) => {
                throw new Error(`No row ${value} in db-7.internal/members`);
              },
            }),
          },
        },
        resolve: () => 'a tool',
      },
    },
  }),
});

/** Masks each error as the server would, and returns what clients get and what the log got. */
function maskAll(errors) {
  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  try {
    return { sent: errors.map((error) => json(maskUnexpectedErrors(error))), logged };
  } finally {
    console.error = consoleError;
  }
}

test('masking.js: "an error thrown on purpose as a GraphQLError with a code" passes; what a resolver threw otherwise, a value the field\'s type refuses and a failed isTypeOf ("the message prints that value") are logged and replaced by Internal server error.', async () => {
  const { errors } = await graphql({ schema: leakySchema, source: '{ inventoryReport librarianOnDuty loan { toolName } me uncoded }' });
  assert.deepEqual(
    errors.map((error) => error.message),
    [
      'connect ECONNREFUSED 10.0.0.7:5432',
      'String cannot represent value: { name: "Ada", doorCode: "4711" }',
      'Expected value of type "Loan" but got: { member: "Ines", doorCode: "4711" }.',
      'Sign in to use this field.',
      'Row 42 of loans is locked by pid 7731.',
    ],
  );
  // Nothing graphql-js created carries a code.
  assert.deepEqual(
    errors.map((error) => error.extensions?.code ?? null),
    [null, null, null, 'UNAUTHENTICATED', null],
  );
  const { sent, logged } = maskAll(errors);
  const masked = (path, column) => ({
    message: 'Internal server error.',
    locations: [{ line: 1, column }],
    path: [path],
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
  assert.deepEqual(sent, [
    masked('inventoryReport', 3),
    masked('librarianOnDuty', 19),
    masked('loan', 35),
    { message: 'Sign in to use this field.', locations: [{ line: 1, column: 53 }], path: ['me'], extensions: { code: 'UNAUTHENTICATED' } },
    masked('uncoded', 56),
  ]);
  assert.deepEqual(logged, [
    'Unexpected error at inventoryReport connect ECONNREFUSED 10.0.0.7:5432',
    'Unexpected error at librarianOnDuty String cannot represent value: { name: "Ada", doorCode: "4711" }',
    'Unexpected error at loan Expected value of type "Loan" but got: { member: "Ines", doorCode: "4711" }.',
    'Unexpected error at uncoded Row 42 of loans is locked by pid 7731.',
  ]);
});

test('masking.js: request errors from graphql-js (syntax, validation, a variable of the wrong type) and the limits pass; one that copies what an input coercion function threw, and graphql-http\'s plain Errors, are masked; graphql-http\'s "are not logged"', async () => {
  const run = (source, variableValues) => graphql({ schema: leakySchema, source, variableValues });
  const informative = [
    ...(await run('{')).errors,
    ...(await run('{ toolCount }')).errors,
    ...(await run('query ($n: Int) { tools(first: $n) }', { n: 'many' })).errors,
    ...validate(leakySchema, parse('{ tools }'), [maxCostRule({ maxCost: 0, listSize: 20, maxListSize: 50 })]),
  ];
  assert.ok(informative.every((error) => error.extensions?.code === undefined || error.extensions.code === 'QUERY_TOO_COSTLY'));
  const { sent: passed, logged: none } = maskAll(informative);
  assert.deepEqual(passed, informative.map(json));
  assert.deepEqual(none, []);

  const copied = (await run('query ($o: MemberId) { tools(owner: $o) }', { o: 'm1' })).errors;
  assert.match(copied[0].message, /No row m1 in db-7\.internal\/members/);
  assert.equal(copied[0].path, undefined);
  const { sent, logged } = maskAll([...copied, new Error('Missing query')]);
  assert.deepEqual(sent, [
    { message: 'Internal server error.', locations: [{ line: 1, column: 8 }], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    { message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
  ]);
  // graphql-http's complaint is masked but not logged: any client can cause it.
  assert.equal(logged.length, 1);
  assert.match(logged[0], /^Unexpected error at request .*No row m1 in db-7\.internal\/members/);
});

test('"A field whose resolver ignored the signal gets an error of graphql-js\'s own instead, which is masked and logged" (graphql 17; graphql 16 runs the resolver to the end)', async () => {
  const ignoringSchema = buildSchema('type Query { yearlyStatistics: String }');
  const rootValue = {
    yearlyStatistics: async () => {
      await sleep(50);
      return '1,204 loans this year';
    },
  };
  const abortSignal = AbortSignal.timeout(10);
  const outcome = await execute({ schema: ignoringSchema, document: parse('{ yearlyStatistics }'), rootValue, abortSignal }).catch(
    (error) => error.abortedResult,
  );
  if (!is17) {
    assert.deepEqual(json(outcome), { data: { yearlyStatistics: '1,204 loans this year' } });
    return;
  }
  assert.equal(outcome.errors[0].extensions.code, undefined);
  const { sent, logged } = maskAll(outcome.errors);
  assert.deepEqual(sent, [
    {
      message: 'Internal server error.',
      locations: [{ line: 1, column: 3 }],
      path: ['yearlyStatistics'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
  ]);
  assert.deepEqual(logged, ['Unexpected error at yearlyStatistics Aborted!']);
});

test('"graphql 17 sets error.cause; graphql 16 has no cause and records it as error.originalError, which graphql 17 still sets but deprecates"', async () => {
  const thrown = new Error('connect ECONNREFUSED 10.0.0.7:5432');
  const { errors } = await graphql({
    schema,
    source: '{ libraryName }',
    rootValue: {
      libraryName: () => {
        throw thrown;
      },
    },
  });
  assert.equal(errors[0].originalError, thrown);
  assert.equal(errors[0].cause, is17 ? thrown : undefined);
  if (is17) {
    const declarations = readFileSync(path.join(NODE_MODULES, 'graphql', 'error', 'GraphQLError.d.ts'), 'utf8');
    assert.match(declarations, /@deprecated[^*]*\*\/\s+readonly originalError/);
  }
});

test('"graphql-http chooses the media type of its answer, application/graphql-response+json or application/json, from the request\'s Accept header, but sends no Vary header"', async () => {
  const handler = createHandler({ schema, rootValue: { libraryName: 'Elm Street Tool Library' } });
  const url = `http://127.0.0.1/graphql?${new URLSearchParams({ query: '{ libraryName }' })}`;
  for (const mediaType of ['application/graphql-response+json', 'application/json']) {
    const response = await handler(new Request(url, { headers: { accept: mediaType } }));
    assert.equal(response.status, 200, mediaType);
    assert.equal(response.headers.get('content-type'), `${mediaType}; charset=utf-8`);
    assert.equal(response.headers.get('vary'), null, mediaType);
  }
});

test('"graphql-js checks a schema the first time an operation runs against it and keeps the result on the schema object"', async () => {
  // Broken after it was built: a field whose type is an input type. Only the schema that has not
  // run an operation yet is checked, and refused.
  const build = () => buildSchema('type Query { libraryName: String } input Filter { name: String }');
  const used = build();
  const fresh = build();
  const rootValue = { libraryName: 'Elm Street Tool Library' };
  assert.deepEqual(json(await graphql({ schema: used, source: '{ libraryName }', rootValue })), {
    data: { libraryName: 'Elm Street Tool Library' },
  });
  for (const broken of [used, fresh]) {
    broken.getQueryType().getFields().libraryName.type = broken.getType('Filter');
  }
  const outcome = async (target) => {
    const result = await graphql({ schema: target, source: '{ libraryName }', rootValue });
    return { executed: 'data' in result, messages: result.errors.map((error) => error.message) };
  };
  // The schema that already ran an operation is not checked again: execution starts, and fails on
  // the field.
  assert.deepEqual(await outcome(used), { executed: true, messages: ['Cannot complete value of unexpected output type: Filter'] });
  assert.deepEqual(await outcome(fresh), {
    executed: false,
    messages: ['The type of Query.libraryName must be Output Type but got: Filter.'],
  });
});

test('"graphql 17 publishes tracing events on node:diagnostics_channel (graphql:parse, graphql:validate, graphql:execute, graphql:resolve and more)"', async () => {
  const { tracingChannel } = await import('node:diagnostics_channel');
  const seen = new Set();
  const names = ['graphql:parse', 'graphql:validate', 'graphql:execute', 'graphql:resolve'];
  const subscribers = names.map((name) => {
    const handlers = { start: () => seen.add(name), end() {}, asyncStart() {}, asyncEnd() {}, error() {} };
    tracingChannel(name).subscribe(handlers);
    return [name, handlers];
  });
  try {
    await graphql({ schema, source: '{ libraryName }', rootValue: { libraryName: () => 'Elm Street Tool Library' } });
  } finally {
    for (const [name, handlers] of subscribers) {
      tracingChannel(name).unsubscribe(handlers);
    }
  }
  assert.deepEqual([...seen].sort(), is17 ? [...names].sort() : []);
});

test('"In graphql 17, Kind is a namespace of string constants ... Its members hold the same strings in both versions"', () => {
  const { Kind } = graphqlModule;
  assert.deepEqual(
    [Kind.FIELD, Kind.INLINE_FRAGMENT, Kind.FRAGMENT_SPREAD, Kind.INT],
    ['Field', 'InlineFragment', 'FragmentSpread', 'IntValue'],
  );
  assert.equal(Object.prototype.toString.call(Kind), is17 ? '[object Module]' : '[object Object]');
});
