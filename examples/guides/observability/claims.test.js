// Claim tests of the observability guide (docs/guides/observability.mdx): each test backs one
// sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import diagnosticsChannel from 'node:diagnostics_channel';
import path from 'node:path';
import { test } from 'node:test';
import * as graphqlPackage from 'graphql';
import { buildSchema, execute, executeSync, graphql, parse, subscribe, validate, versionInfo } from 'graphql';

const is17 = versionInfo.major === 17;

const CHANNELS = [
  'graphql:parse',
  'graphql:validate',
  'graphql:execute',
  'graphql:execute:variableCoercion',
  'graphql:execute:rootSelectionSet',
  'graphql:subscribe',
  'graphql:resolve',
];
const EVENTS = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'];

/**
 * Runs `body` with a subscriber on every event of `channels`; returns what was published, in
 * order, with the message's keys as they were at that moment (graphql-js adds to the message).
 */
async function record(channels, body) {
  const published = [];
  const subscriptions = channels.map((name) => {
    const handlers = Object.fromEntries(
      EVENTS.map((event) => [event, (message) => published.push({ name, event, message, keys: Object.keys(message) })]),
    );
    diagnosticsChannel.tracingChannel(name).subscribe(handlers);
    return [name, handlers];
  });
  try {
    await body();
  } finally {
    for (const [name, handlers] of subscriptions) diagnosticsChannel.tracingChannel(name).unsubscribe(handlers);
  }
  return published;
}

const schema = buildSchema(`
  type Tool { name: String! owner: String }
  type Query { tools(category: String): [Tool!]! }
  type Subscription { toolAdded: String }
`);
const rootValue = {
  tools: async () => [{ name: 'Cordless drill', owner: () => 'Ines' }],
  toolAdded: async function* () {
    yield { toolAdded: 'Hand plane' };
  },
};

test('"graphql 17 publishes on seven tracing channels" and "graphql 16 publishes no events"', async () => {
  const published = await record(CHANNELS, async () => {
    await graphql({ schema, source: 'query ($c: String) { tools(category: $c) { name } }', rootValue, variableValues: { c: 'power' } });
    const stream = await subscribe({ schema, document: parse('subscription { toolAdded }'), rootValue });
    await stream.next();
  });
  const names = new Set(published.map(({ name }) => name));
  assert.deepEqual([...names].sort(), is17 ? [...CHANNELS].sort() : []);
});

test('"the message each channel carries" (the table)', async () => {
  const published = await record(CHANNELS, async () => {
    await graphql({
      schema,
      source: 'query Tools($c: String) { tools(category: $c) { name } }',
      rootValue,
      variableValues: { c: 'power' },
    });
    const stream = await subscribe({ schema, document: parse('subscription { toolAdded }'), rootValue });
    await stream.next();
  });
  const keysAtStart = {};
  for (const { name, event, keys } of published) {
    if (event === 'start') keysAtStart[name] ??= [...keys].sort();
  }
  const operation = ['document', 'operationName', 'operationType', 'rawVariableValues', 'schema'];
  assert.deepEqual(
    keysAtStart,
    is17
      ? {
          'graphql:parse': ['source'],
          'graphql:validate': ['document', 'schema'],
          'graphql:execute': operation,
          'graphql:execute:variableCoercion': [...operation, 'operation'].sort(),
          'graphql:execute:rootSelectionSet': [...operation, 'operation'].sort(),
          'graphql:subscribe': operation,
          'graphql:resolve': ['alias', 'args', 'fieldName', 'fieldPath', 'fieldType', 'isDefaultResolver', 'parentType'],
        }
      : {},
  );
});

test('"graphql-js adds result when the call returns, or error when it throws or rejects, and publishes the same object again on the later events"', async () => {
  const failing = buildSchema('type Query { ok: String fails: String }');
  const published = await record(['graphql:resolve'], () =>
    graphql({
      schema: failing,
      source: '{ ok fails }',
      rootValue: {
        ok: async () => 'fine',
        fails: async () => {
          throw new Error('Member service unavailable');
        },
      },
    }),
  );
  const eventsOf = (fieldName) => published.filter(({ message }) => message.fieldName === fieldName);
  for (const fieldName of is17 ? ['ok', 'fails'] : []) {
    const events = eventsOf(fieldName);
    assert.ok(
      events.every(({ message }) => message === events[0].message),
      fieldName,
    );
  }
  assert.equal(eventsOf('ok')[0]?.message.result, is17 ? 'fine' : undefined);
  assert.equal(eventsOf('fails')[0]?.message.error?.message, is17 ? 'Member service unavailable' : undefined);
});

test('"start then end" for a value, "start and end, then asyncStart and asyncEnd" for a promise, "error, then end" for a throw', async () => {
  const shapes = buildSchema('type Query { value: String promise: String throws: String rejects: String }');
  const published = await record(['graphql:resolve'], () =>
    graphql({
      schema: shapes,
      source: '{ value promise throws rejects }',
      rootValue: {
        value: () => 'v',
        promise: async () => 'p',
        throws: () => {
          throw new Error('thrown');
        },
        rejects: async () => {
          throw new Error('rejected');
        },
      },
    }),
  );
  const sequence = (fieldName) =>
    published
      .filter(({ message }) => message.fieldName === fieldName)
      .map(({ event, keys }) => `${event}${keys.includes('result') || keys.includes('error') ? '+' : ''}`);
  // `+`: the message already holds `result` or `error` when the event is published.
  assert.deepEqual(
    { value: sequence('value'), promise: sequence('promise'), throws: sequence('throws'), rejects: sequence('rejects') },
    is17
      ? {
          value: ['start', 'end+'],
          promise: ['start', 'end', 'asyncStart+', 'asyncEnd+'],
          throws: ['start', 'error+', 'end+'],
          rejects: ['start', 'end', 'error+', 'asyncStart+', 'asyncEnd+'],
        }
      : { value: [], promise: [], throws: [], rejects: [] },
  );
});

test('"graphql:parse, graphql:validate and graphql:execute:variableCoercion are always synchronous"', async () => {
  const published = await record(['graphql:parse', 'graphql:validate', 'graphql:execute:variableCoercion'], () =>
    graphql({ schema, source: 'query ($c: String) { tools(category: $c) { name } }', rootValue, variableValues: { c: 'hand' } }),
  );
  assert.deepEqual(
    [...new Set(published.map(({ name, event }) => `${name} ${event}`))],
    is17
      ? [
          'graphql:parse start',
          'graphql:parse end',
          'graphql:validate start',
          'graphql:validate end',
          'graphql:execute:variableCoercion start',
          'graphql:execute:variableCoercion end',
        ]
      : [],
  );
});

test('"An error event means the call itself failed": validation errors arrive on result, a syntax error on error', async () => {
  const published = await record(['graphql:parse', 'graphql:validate'], async () => {
    assert.throws(() => parse('{ tools {'));
    assert.equal(validate(schema, parse('{ price }')).length, 1);
  });
  const summary = published.map(
    ({ name, event, message, keys }) =>
      `${name} ${event}${keys.includes('error') ? ' error' : ''}${keys.includes('result') && Array.isArray(message.result) ? ` result[${message.result.length}]` : ''}`,
  );
  assert.deepEqual(
    summary,
    is17
      ? [
          'graphql:parse start',
          'graphql:parse error error',
          'graphql:parse end error',
          'graphql:parse start',
          'graphql:parse end',
          'graphql:validate start',
          'graphql:validate end result[1]',
        ]
      : [],
  );
});

test('"graphql:execute" is published around execute, executeSync and experimentalExecuteIncrementally', async () => {
  const document = parse('{ tools { name } }');
  const syncSchema = buildSchema('type Query { a: String }');
  // Not in graphql 16, whose named imports would fail to link.
  const { experimentalExecuteIncrementally } = graphqlPackage;
  assert.equal(typeof experimentalExecuteIncrementally, is17 ? 'function' : 'undefined');
  const published = await record(['graphql:execute'], async () => {
    await execute({ schema, document, rootValue });
    executeSync({ schema: syncSchema, document: parse('{ a }'), rootValue: { a: 'x' } });
    await experimentalExecuteIncrementally?.({ schema, document, rootValue });
  });
  assert.equal(published.filter(({ event }) => event === 'start').length, is17 ? 3 : 0);
});

test('"buildSchema parses the SDL, so a subscriber attached earlier sees one more graphql:parse"', async () => {
  const sdl = 'type Query { a: String }';
  const published = await record(['graphql:parse'], () => buildSchema(sdl));
  assert.deepEqual(
    published.map(({ event, message }) => `${event} ${message.source}`),
    is17 ? [`start ${sdl}`, `end ${sdl}`] : [],
  );
});

test('"a subscriber that never imports graphql receives its events": channels are found by name', () => {
  // A separate process whose first module subscribes, and which loads graphql only afterwards.
  const program = `
    import diagnosticsChannel from 'node:diagnostics_channel';
    const names = [];
    diagnosticsChannel.tracingChannel('graphql:parse').subscribe({ start: () => names.push('parse') });
    const { parse } = await import('graphql');
    parse('{ a }');
    console.log(JSON.stringify(names));
  `;
  const output = execFileSync(process.execPath, [...process.execArgv, '--input-type=module', '-e', program], {
    cwd: path.dirname(new URL(import.meta.url).pathname),
    encoding: 'utf8',
  });
  assert.equal(output.trim(), is17 ? '["parse"]' : '[]');
});

test('"every field uses the default resolver" in a schema built from SDL with a rootValue, and a resolve subscriber sees each of them', async () => {
  const published = await record(['graphql:resolve'], () => graphql({ schema, source: '{ tools { name owner } }', rootValue }));
  const starts = published.filter(({ event }) => event === 'start');
  assert.deepEqual(
    starts.map(({ message }) => `${message.parentType}.${message.fieldName} ${message.isDefaultResolver}`),
    is17 ? ['Query.tools true', 'Tool.name true', 'Tool.owner true'] : [],
  );
});

test('"10 fields of a list of 1,000 objects make 10,001 spans", one per field of each object and one for the list', async () => {
  const fields = Array.from({ length: 10 }, (_, index) => `f${index}`);
  const wide = buildSchema(`type Row { ${fields.map((field) => `${field}: Int`).join(' ')} } type Query { rows: [Row!]! }`);
  const row = Object.fromEntries(fields.map((field, index) => [field, index]));
  const published = await record(['graphql:resolve'], () =>
    graphql({ schema: wide, source: `{ rows { ${fields.join(' ')} } }`, rootValue: { rows: Array(1000).fill(row) } }),
  );
  assert.equal(published.filter(({ event }) => event === 'start').length, is17 ? 10_001 : 0);
});

test('"No subscriber, no cost": resolvers are called without a tracing wrapper when nobody listens', async () => {
  const stackOfResolver = async () => {
    let stack = '';
    await graphql({
      schema: buildSchema('type Query { a: String }'),
      source: '{ a }',
      rootValue: {
        a: () => {
          stack = new Error('where').stack;
          return 'x';
        },
      },
    });
    return stack;
  };
  assert.doesNotMatch(await stackOfResolver(), /traceMixed/);
  let traced = '';
  await record(['graphql:resolve'], async () => {
    traced = await stackOfResolver();
  });
  assert.equal(/traceMixed/.test(traced), is17);
});

test('"The same object goes to every subscriber of a channel"', async () => {
  const received = [[], []];
  const channel = diagnosticsChannel.tracingChannel('graphql:parse');
  const subscribers = received.map((list) => ({ start: (message) => list.push(message) }));
  for (const subscriber of subscribers) channel.subscribe(subscriber);
  try {
    parse('{ a }');
  } finally {
    for (const subscriber of subscribers) channel.unsubscribe(subscriber);
  }
  assert.equal(received[0].length, is17 ? 1 : 0);
  assert.equal(received[0][0], received[1][0]);
});

test('"Runtimes without node:diagnostics_channel publish nothing, without error"', () => {
  // graphql finds the module through process.getBuiltinModule; without it, as in a browser, it runs untraced.
  const program = `
    import diagnosticsChannel from 'node:diagnostics_channel';
    let events = 0;
    diagnosticsChannel.tracingChannel('graphql:parse').subscribe({ start: () => events++ });
    delete process.getBuiltinModule;
    const { buildSchema, graphqlSync } = await import('graphql');
    const result = graphqlSync({ schema: buildSchema('type Query { a: String }'), source: '{ a }', rootValue: { a: 'x' } });
    console.log(JSON.stringify({ events, result }));
  `;
  const output = execFileSync(process.execPath, [...process.execArgv, '--input-type=module', '-e', program], {
    cwd: path.dirname(new URL(import.meta.url).pathname),
    encoding: 'utf8',
  });
  assert.deepEqual(JSON.parse(output), { events: 0, result: { data: { a: 'x' } } });
});
