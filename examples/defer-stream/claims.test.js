// Claim tests of Defer and stream (docs/tutorials/defer-stream.mdx): each test backs one sentence
// of the page's prose, quoted or paraphrased in its name. The directives exist only in graphql 17;
// on graphql 16 each test asserts what 16 does instead (it does not know them). graphql 17's own
// names are read from the module namespace, since graphql 16 does not export them.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import express from 'express';
import * as graphqlModule from 'graphql';
import {
  buildSchema,
  execute,
  graphql,
  GraphQLDirective,
  GraphQLSchema,
  parse,
  specifiedDirectives,
  subscribe,
  validate,
  versionInfo,
} from 'graphql';
import { createHandler, parseRequestParams } from 'graphql-http/lib/use/express';

const is17 = versionInfo.major === 17;
const json = (value) => JSON.parse(JSON.stringify(value));
const { GraphQLDeferDirective, GraphQLStreamDirective, experimentalExecuteIncrementally, legacyExecuteIncrementally } = graphqlModule;

const sdl = buildSchema(`
  type Tool {
    name: String!
    reviews: [String!]!
    rating: Int
    owner: Member
  }
  type Member { name: String! }
  type Query { tool: Tool tools: [Tool!]! }
  type Mutation { addTool: Tool tools: [Tool!]! }
  type Subscription { toolAdded: Tool toolList: [Tool!]! }
`);

/** The schema with the two directives listed, as schema.js does (graphql 17 only). */
const schema = is17
  ? new GraphQLSchema({ ...sdl.toConfig(), directives: [...sdl.getDirectives(), GraphQLDeferDirective, GraphQLStreamDirective] })
  : sdl;

const messages = (source) => validate(schema, parse(source)).map((error) => error.message);

test('"graphql 16 does not know the directives: a request using them fails validation with Unknown directive "@defer"."', () => {
  const errors = messages('{ tool { ... @defer { name } } }');
  assert.deepEqual(errors, is17 ? [] : ['Unknown directive "@defer".']);
  assert.equal(typeof experimentalExecuteIncrementally, is17 ? 'function' : 'undefined');
});

test('"it exports them as GraphQLDeferDirective and GraphQLStreamDirective, two GraphQLDirective instances, but leaves them out of specifiedDirectives"', () => {
  if (!is17) {
    assert.equal(GraphQLDeferDirective, undefined);
    assert.equal(GraphQLStreamDirective, undefined);
    return;
  }
  assert.ok(GraphQLDeferDirective instanceof GraphQLDirective);
  assert.ok(GraphQLStreamDirective instanceof GraphQLDirective);
  assert.equal(specifiedDirectives.includes(GraphQLDeferDirective), false);
  assert.equal(specifiedDirectives.includes(GraphQLStreamDirective), false);
});

test('"A schema only accepts the directives it declares"', () => {
  assert.deepEqual(
    validate(sdl, parse('{ tool { ... @defer { name } } tools @stream { name } }')).map((error) => error.message),
    ['Unknown directive "@defer".', 'Unknown directive "@stream".'],
  );
});

test('their definitions: "directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT" and "directive @stream(initialCount: Int! = 0, if: Boolean! = true, label: String) on FIELD"', () => {
  if (!is17) {
    assert.equal(sdl.getDirective('defer'), undefined);
    return;
  }
  // printSchema writes each directive over several lines, with descriptions; keep the definition.
  const printed = graphqlModule
    .printSchema(schema)
    .replace(/"{3}[^]*?"{3}\n\s*/g, '')
    .match(/^directive [^]*? on .*$/gm)
    .map((definition) =>
      definition
        .replace(/\(\s+/g, '(')
        .replace(/\s*\n\s*\)/g, ')')
        .replace(/\n\s+/g, ', ')
        .replace(/, ,/g, ','),
    );
  assert.deepEqual(printed, [
    'directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT',
    'directive @stream(initialCount: Int! = 0, if: Boolean! = true, label: String) on FIELD',
  ]);
});

test('"@stream only on list fields, and labels unique across both directives and written as literal strings"', () => {
  const expected = is17
    ? [
        ['{ tool @stream { name } }', ['Directive "@stream" cannot be used on non-list field "Query.tool".']],
        [
          '{ tool { ... @defer(label: "a") { name } } tools @stream(label: "a") { name } }',
          ['Value for arguments "defer(label:)" and "stream(label:)" must be unique across all Defer/Stream directive usages.'],
        ],
        ['query ($l: String) { tool { ... @defer(label: $l) { name } } }', ['Argument "@defer(label:)" must be a static string.']],
        ['{ tools @stream(initialCount: 1, label: "rest") { name } tool { ... @defer(label: "more") { name } } }', []],
      ]
    : [['{ tool @stream { name } }', ['Unknown directive "@stream".']]];
  for (const [source, errors] of expected) {
    assert.deepEqual(messages(source), errors, source);
  }
});

test('"In a mutation, neither directive may be used on a root field, not even with if: false. Inside the result of a mutation field, both work as in a query."', () => {
  if (!is17) {
    assert.deepEqual(messages('mutation { addTool { ... @defer { name } } }'), ['Unknown directive "@defer".']);
    return;
  }
  const deferOnRoot = 'Defer directive cannot be used on root mutation type "Mutation".';
  const streamOnRoot = 'Stream directive cannot be used on root mutation type "Mutation".';
  assert.deepEqual(messages('mutation { ... @defer { addTool { name } } }'), [deferOnRoot]);
  // The rule does not look at `if`: even a disabled @defer around root fields is refused.
  assert.deepEqual(messages('mutation { ... @defer(if: false) { addTool { name } } }'), [deferOnRoot]);
  assert.deepEqual(messages('mutation { tools @stream { name } }'), [streamOnRoot]);
  assert.deepEqual(messages('mutation { addTool { name ... @defer { reviews } } }'), []);
  assert.deepEqual(messages('mutation { addTool { reviews @stream } }'), []);
});

test('"In a subscription, neither directive is accepted anywhere unless its if argument is false or a variable, and on the root fields not even if: false is"', () => {
  if (!is17) {
    assert.deepEqual(messages('subscription { toolAdded { ... @defer { name } } }'), ['Unknown directive "@defer".']);
    return;
  }
  const deferInSubscription =
    'Defer directive not supported on subscription operations. Disable `@defer` by setting the `if` argument to `false`.';
  const streamInSubscription =
    'Stream directive not supported on subscription operations. Disable `@stream` by setting the `if` argument to `false`.';
  const cases = [
    ['subscription { toolAdded { name ... @defer { reviews } } }', [deferInSubscription]],
    ['subscription { toolAdded { reviews @stream } }', [streamInSubscription]],
    ['subscription { toolAdded { owner { ... F @defer } } } fragment F on Member { name }', [deferInSubscription]],
    ['subscription { toolAdded { name ... @defer(if: false) { reviews } } }', []],
    ['subscription { toolAdded { reviews @stream(if: false) } }', []],
    ['subscription ($d: Boolean!) { toolAdded { name ... @defer(if: $d) { reviews } } }', []],
    [
      'subscription { ... @defer(if: false) { toolAdded { name } } }',
      ['Defer directive cannot be used on root subscription type "Subscription".'],
    ],
    [
      'subscription { toolList @stream(if: false) { name } }',
      ['Stream directive cannot be used on root subscription type "Subscription".'],
    ],
  ];
  for (const [source, errors] of cases) {
    assert.deepEqual(messages(source), errors, source);
  }
});

test('"A variable passes validation, but if its value turns the directive on, each event of the subscription carries a field error in place of the data"', async () => {
  const tool = { name: 'Cordless drill', reviews: ['Two batteries included.'] };
  const rootValue = {
    async *toolAdded() {
      yield { toolAdded: tool };
    },
  };
  const document = parse('subscription ($d: Boolean!) { toolAdded { name ... @defer(if: $d) { reviews } } }');
  const events = [];
  for (const d of [true, false]) {
    const stream = await subscribe({
      schema,
      document: is17 ? document : parse('subscription { toolAdded { name reviews } }'),
      rootValue,
      variableValues: { d },
    });
    for await (const event of stream) {
      events.push(json(event));
      break;
    }
  }
  if (!is17) {
    assert.deepEqual(events[1], { data: { toolAdded: { name: 'Cordless drill', reviews: ['Two batteries included.'] } } });
    return;
  }
  assert.deepEqual(events, [
    {
      errors: [
        {
          message: '`@defer` directive not supported on subscription operations. Disable `@defer` by setting the `if` argument to `false`.',
          locations: [{ line: 1, column: 31 }],
          path: ['toolAdded'],
        },
      ],
      data: { toolAdded: null },
    },
    { data: { toolAdded: { name: 'Cordless drill', reviews: ['Two batteries included.'] } } },
  ]);
});

test('"execute and graphql ... refuse to run at all on a schema that contains the experimental directives"; "subscriptions still go through subscribe, which accepts the schema"', async () => {
  const rootValue = { tool: { name: 'Cordless drill' }, async *toolAdded() {} };
  const message =
    'The provided schema unexpectedly contains experimental directives (@defer or @stream). These directives may only be utilized if experimental execution features are explicitly enabled.';
  if (is17) {
    assert.throws(() => execute({ schema, document: parse('{ tool { name } }'), rootValue }), { message });
    await assert.rejects(graphql({ schema, source: '{ tool { name } }', rootValue }), { message });
  } else {
    assert.deepEqual(json(await graphql({ schema, source: '{ tool { name } }', rootValue })), {
      data: { tool: { name: 'Cordless drill' } },
    });
  }
  const stream = await subscribe({ schema, document: parse('subscription { toolAdded { name } }'), rootValue });
  assert.equal(typeof stream[Symbol.asyncIterator], 'function');
});

/** Runs an operation with the given incremental executor and returns every payload, as JSON. */
async function payloadsOf(executor, source, rootValue, extra = {}) {
  const result = await executor({ schema, document: parse(source), rootValue, ...extra });
  if (!('initialResult' in result)) {
    return [json(result)];
  }
  const payloads = [json(result.initialResult)];
  for await (const payload of result.subsequentResults) {
    payloads.push(json(payload));
  }
  return payloads;
}

const slowTool = {
  name: 'Cordless drill',
  async reviews() {
    await sleep(10);
    return ['Two batteries included.'];
  },
  rating: null,
  owner: () => ({ name: 'Ines' }),
};

test('"experimentalExecuteIncrementally ... returns an ordinary ExecutionResult, when nothing was deferred or streamed", otherwise "an initialResult and subsequentResults, an AsyncGenerator (with next, return and throw)"', async () => {
  if (!is17) {
    assert.equal(experimentalExecuteIncrementally, undefined);
    return;
  }
  const plain = await experimentalExecuteIncrementally({ schema, document: parse('{ tool { name } }'), rootValue: { tool: slowTool } });
  assert.deepEqual(json(plain), { data: { tool: { name: 'Cordless drill' } } });
  const disabled = await experimentalExecuteIncrementally({
    schema,
    document: parse('{ tool { name ... @defer(if: false) { reviews } } }'),
    rootValue: { tool: slowTool },
  });
  assert.deepEqual(json(disabled), { data: { tool: { name: 'Cordless drill', reviews: ['Two batteries included.'] } } });
  const incremental = await experimentalExecuteIncrementally({
    schema,
    document: parse('{ tool { name ... @defer { reviews } } }'),
    rootValue: { tool: slowTool },
  });
  assert.deepEqual(Object.keys(incremental), ['initialResult', 'subsequentResults']);
  const { subsequentResults } = incremental;
  for (const method of ['next', 'return', 'throw']) {
    assert.equal(typeof subsequentResults[method], 'function', method);
  }
  assert.equal(subsequentResults[Symbol.asyncIterator](), subsequentResults);
  await subsequentResults.return();
});

test('"initialCount is how many list items arrive with the initial response"; stream entries have items, appended to the list at the path', async () => {
  if (!is17) {
    assert.deepEqual(messages('{ tools @stream(initialCount: 2) { name } }'), ['Unknown directive "@stream".']);
    return;
  }
  const tools = ['Cordless drill', 'Step ladder', 'Tile cutter'].map((name) => ({ name }));
  const payloads = await payloadsOf(experimentalExecuteIncrementally, '{ tools @stream(initialCount: 2) { name } }', { tools });
  assert.deepEqual(payloads[0].data, { tools: [{ name: 'Cordless drill' }, { name: 'Step ladder' }] });
  const items = payloads
    .slice(1)
    .flatMap((payload) => payload.incremental ?? [])
    .flatMap((entry) => entry.items);
  assert.deepEqual(items, [{ name: 'Tile cutter' }]);
});

test('"pending: new pending entries, when deferred data contains further @defer"; "hasNext: false on the last payload"; "a fragment deferred inside another deferred fragment can arrive in the same payload as its parent"', async () => {
  if (!is17) {
    assert.deepEqual(messages('{ tool { ... @defer { owner { ... @defer { name } } } } }'), [
      'Unknown directive "@defer".',
      'Unknown directive "@defer".',
    ]);
    return;
  }
  const payloads = await payloadsOf(
    experimentalExecuteIncrementally,
    '{ tool { name ... @defer(label: "outer") { owner { ... @defer(label: "inner") { name } } } } }',
    { tool: slowTool },
  );
  assert.deepEqual(payloads, [
    { data: { tool: { name: 'Cordless drill' } }, pending: [{ id: '0', path: ['tool'], label: 'outer' }], hasNext: true },
    {
      hasNext: false,
      pending: [{ id: '1', path: ['tool', 'owner'], label: 'inner' }],
      incremental: [
        { id: '0', data: { owner: {} } },
        { id: '1', data: { name: 'Ines' } },
      ],
      completed: [{ id: '0' }, { id: '1' }],
    },
  ]);
});

test('"Errors of nullable fields inside deferred data arrive in that entry\'s errors, with full paths"', async () => {
  if (!is17) {
    assert.deepEqual(messages('{ tool { ... @defer { rating } } }'), ['Unknown directive "@defer".']);
    return;
  }
  const tool = {
    name: 'Cordless drill',
    rating: () => {
      throw new Error('The rating service did not answer.');
    },
  };
  const payloads = await payloadsOf(experimentalExecuteIncrementally, '{ tool { name ... @defer { rating } } }', { tool });
  assert.deepEqual(payloads[1].incremental, [
    {
      id: '0',
      data: { rating: null },
      errors: [{ message: 'The rating service did not answer.', locations: [{ line: 1, column: 28 }], path: ['tool', 'rating'] }],
    },
  ]);
});

/** Merges incremental payloads into one result, as a client does. */
function merge(payloads) {
  const [initial, ...rest] = payloads;
  const data = structuredClone(initial.data);
  const paths = new Map();
  const at = (path) => path.reduce((value, key) => value[key], data);
  for (const payload of [initial, ...rest]) {
    for (const entry of payload.pending ?? []) {
      paths.set(entry.id, entry.path);
    }
    for (const entry of payload.incremental ?? []) {
      const target = at([...paths.get(entry.id), ...(entry.subPath ?? [])]);
      if (entry.items) {
        target.push(...entry.items);
      } else {
        Object.assign(target, entry.data);
      }
    }
  }
  return data;
}

test('"When no non-null field fails, the merged data is the data a normal execution returns"', async () => {
  const source = '{ tool { name ... @defer { reviews owner { name } } } tools @stream(initialCount: 1) { name } }';
  const plainSource = '{ tool { name reviews owner { name } } tools { name } }';
  const rootValue = { tool: slowTool, tools: [{ name: 'Cordless drill' }, { name: 'Step ladder' }] };
  const normal = json(await graphql({ schema: sdl, source: plainSource, rootValue }));
  if (!is17) {
    assert.deepEqual(messages(source), ['Unknown directive "@defer".', 'Unknown directive "@stream".']);
    return;
  }
  assert.deepEqual(merge(await payloadsOf(experimentalExecuteIncrementally, source, rootValue)), normal.data);
});

test('the older format: "payloads without pending and completed, where each incremental entry carries its own path and label, and a failed deferred fragment arrives as an entry with data: null and errors"', async () => {
  if (!is17) {
    assert.equal(legacyExecuteIncrementally, undefined);
    return;
  }
  const tool = {
    name: 'Tile cutter',
    reviews: ['Heavy, but cuts cleanly.'],
  };
  const failing = buildSchema('type Tool { name: String! inStock: Boolean! } type Query { tool: Tool }');
  const failingSchema = new GraphQLSchema({ ...failing.toConfig(), directives: [...failing.getDirectives(), GraphQLDeferDirective] });
  const ok = await payloadsOf(legacyExecuteIncrementally, '{ tool { name ... @defer(label: "more") { reviews } } }', { tool });
  assert.deepEqual(ok, [
    { data: { tool: { name: 'Tile cutter' } }, hasNext: true },
    { hasNext: false, incremental: [{ data: { reviews: ['Heavy, but cuts cleanly.'] }, path: ['tool'], label: 'more' }] },
  ]);
  const result = await legacyExecuteIncrementally({
    schema: failingSchema,
    document: parse('{ tool { name ... @defer(label: "stock") { inStock } } }'),
    rootValue: {
      tool: {
        name: 'Tile cutter',
        inStock: () => {
          throw new Error('The warehouse service did not answer.');
        },
      },
    },
  });
  const failed = [];
  for await (const payload of result.subsequentResults) {
    failed.push(json(payload));
  }
  assert.deepEqual(failed, [
    {
      hasNext: false,
      incremental: [
        {
          data: null,
          path: ['tool'],
          errors: [{ message: 'The warehouse service did not answer.', locations: [{ line: 1, column: 44 }], path: ['tool', 'inStock'] }],
          label: 'stock',
        },
      ],
    },
  ]);
  const plain = await legacyExecuteIncrementally({ schema, document: parse('{ tool { name } }'), rootValue: { tool } });
  assert.deepEqual(json(plain), { data: { tool: { name: 'Tile cutter' } } });
});

async function withApp(app, body) {
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('"The handler from graphql-http ... with this schema it would even fail, since it calls execute"', async () => {
  const app = express();
  app.all('/graphql', createHandler({ schema, rootValue: { tool: slowTool } }));
  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => logged.push(args.map(String).join(' '));
  try {
    await withApp(app, async (url) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ tool { name } }' }),
      });
      assert.equal(response.status, is17 ? 500 : 200);
    });
  } finally {
    console.error = consoleError;
  }
  assert.equal(logged.length, is17 ? 1 : 0);
});

test('"parseRequestParams from graphql-http/lib/use/express reads GET and POST requests and answers malformed ones itself"', async () => {
  const seen = [];
  const app = express();
  app.all('/graphql', async (req, res) => {
    const params = await parseRequestParams(req, res);
    seen.push(params);
    if (params !== null) {
      res.json(params);
    }
  });
  await withApp(app, async (url) => {
    const get = await fetch(`${url}?${new URLSearchParams({ query: '{ tool { name } }', variables: '{"a":1}' })}`);
    assert.deepEqual(await get.json(), { query: '{ tool { name } }', variables: { a: 1 } });
    const post = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ tools { name } }', operationName: 'A' }),
    });
    assert.deepEqual(await post.json(), { query: '{ tools { name } }', operationName: 'A' });
    const put = await fetch(url, { method: 'PUT' });
    assert.equal(put.status, 405);
    const text = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ tool }' });
    assert.equal(text.status, 415);
  });
  assert.deepEqual(seen.slice(2), [null, null]);
});

test('"If the client disconnects, subsequentResults.return() stops the generator, and with it the remaining work"', async () => {
  if (!is17) {
    assert.equal(experimentalExecuteIncrementally, undefined);
    return;
  }
  const produced = [];
  let finished = false;
  const rootValue = {
    async *tools() {
      try {
        for (const name of ['Cordless drill', 'Step ladder', 'Tile cutter', 'Hand plane']) {
          produced.push(name);
          yield { name };
          await sleep(5);
        }
      } finally {
        finished = true;
      }
    },
  };
  const result = await experimentalExecuteIncrementally({
    schema,
    document: parse('{ tools @stream(initialCount: 1) { name } }'),
    rootValue,
  });
  assert.deepEqual(json(result.initialResult.data), { tools: [{ name: 'Cordless drill' }] });
  await result.subsequentResults.next();
  assert.deepEqual(await result.subsequentResults.return(), { done: true, value: undefined });
  // The resolver's generator is closed on a later turn of the event loop.
  while (!finished) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.ok(produced.length < 4, `produced ${produced.join(', ')}`);
});

test('"JSON text never contains a raw line break, so the delimiter cannot appear inside a part"', () => {
  const text = JSON.stringify({ comment: 'Line one\r\n---\r\nLine two' });
  assert.equal(/[\r\n]/.test(text), false);
});

test('"By default, deferred fields start executing only once the initial result is complete. With enableEarlyExecution: true, they may start at once"', async () => {
  if (!is17) {
    assert.equal(experimentalExecuteIncrementally, undefined);
    return;
  }
  const order = [];
  for (const enableEarlyExecution of [false, true]) {
    const events = [];
    const tool = {
      async name() {
        events.push('name starts');
        await sleep(20);
        events.push('name ends');
        return 'Cordless drill';
      },
      reviews() {
        events.push('reviews starts');
        return [];
      },
    };
    await payloadsOf(experimentalExecuteIncrementally, '{ tool { name ... @defer { reviews } } }', { tool }, { enableEarlyExecution });
    order.push(events);
  }
  assert.deepEqual(order, [
    ['name starts', 'name ends', 'reviews starts'],
    ['name starts', 'reviews starts', 'name ends'],
  ]);
});

test('"*/*, which curl sends by default"', async () => {
  const accepts = [];
  const app = express();
  app.all('/graphql', (req, res) => {
    accepts.push(req.get('accept'));
    res.end();
  });
  await withApp(app, async (url) => {
    const curl = spawn('curl', ['--silent', '--data', '{}', '--header', 'content-type: application/json', url]);
    const code = await new Promise((resolve, reject) => {
      curl.on('error', reject);
      curl.on('close', resolve);
    });
    assert.equal(code, 0);
  });
  assert.deepEqual(accepts, ['*/*']);
});
