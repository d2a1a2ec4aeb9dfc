// Claim tests of the tracing guide (docs/guides/tracing.mdx): each test backs one sentence of the
// page's prose, quoted or paraphrased in its name, on graphql 17 and 16. The instrumentation
// package's claims on graphql 16 need graphql installed under its own name: they are in
// tests/examples/guides-tracing.test.ts.
import assert from 'node:assert/strict';
import diagnosticsChannel from 'node:diagnostics_channel';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { context, SpanStatusCode } from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { buildSchema, execute, graphql, parse, versionInfo } from 'graphql';
import { contextManager, traceGraphQL } from './graphql-spans.js';

const is17 = versionInfo.major === 17;

test('"OpenTelemetry keeps the first global context manager and refuses later ones"', () => {
  assert.equal(context.setGlobalContextManager(contextManager), true);
  assert.equal(context.setGlobalContextManager(contextManager), false);
});

const schema = buildSchema(`
  type Tool { name: String! owner: String }
  type Query { tools: [Tool!]! }
  type Mutation { signIn(email: String!, password: String!): String }
`);

/** A provider that keeps its spans in memory, with traceGraphQL on while `body` runs. */
async function traced(body, { sampler, ...options } = {}) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ sampler, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const tracer = provider.getTracer('claims');
  const stop = traceGraphQL(tracer, options);
  try {
    await body(tracer);
  } finally {
    stop();
  }
  await provider.forceFlush();
  return exporter.getFinishedSpans();
}

const parentOf = (span, spans) => spans.find((other) => other.spanContext().spanId === span.parentSpanContext?.spanId);

test('"graphql 16 publishes no events, so traceGraphQL records no span on it"', async () => {
  const spans = await traced(() => graphql({ schema, source: '{ tools { name } }', rootValue: { tools: [{ name: 'Drill' }] } }));
  assert.deepEqual(
    spans.map((span) => span.name),
    is17 ? ['graphql.parse', 'graphql.validate', 'Query.tools', 'Tool.name', 'query'] : [],
  );
});

test('"each span is the active span while its call runs, after any await": a span started in a resolver is its child, and graphql\'s spans nest under the caller\'s span, fields as siblings', async () => {
  const spans = await traced((tracer) =>
    tracer.startActiveSpan('POST /graphql', async (request) => {
      await graphql({
        schema,
        source: 'query Owners { tools { owner } }',
        rootValue: {
          tools: async () => [
            {
              // After an await, the resolver's span is still the active one.
              owner: async () => {
                await new Promise((resolve) => setImmediate(resolve));
                return tracer.startActiveSpan('db.members.get', (span) => {
                  span.end();
                  return 'Ines';
                });
              },
            },
          ],
        },
      });
      request.end();
    }),
  );
  const byName = Object.fromEntries(spans.map((span) => [span.name, span]));
  const parentName = (name) => parentOf(byName[name], spans)?.name;
  if (is17) {
    assert.equal(parentName('db.members.get'), 'Tool.owner');
    assert.equal(parentName('Tool.owner'), 'query Owners');
    assert.equal(parentName('Query.tools'), 'query Owners');
    assert.equal(parentName('query Owners'), 'POST /graphql');
    assert.equal(parentName('graphql.parse'), 'POST /graphql');
  } else {
    // Without graphql spans, the resolver's span is a child of the request's.
    assert.equal(parentName('db.members.get'), 'POST /graphql');
  }
});

test('"The first graphql.parse is buildSchema parsing the SDL, outside any request"', async () => {
  const spans = await traced(() => buildSchema('type Query { a: String }'));
  assert.deepEqual(
    spans.map((span) => [span.name, span.parentSpanContext]),
    is17 ? [['graphql.parse', undefined]] : [],
  );
});

test('"The operation span carries graphql.operation.type and graphql.operation.name, and no attribute holds a variable\'s value"', async () => {
  const password = 'correct horse battery staple';
  const spans = await traced(() =>
    graphql({
      schema,
      source: 'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) }',
      rootValue: { signIn: ({ email }) => `token for ${email}` },
      variableValues: { email: 'ines@example.com', password },
    }),
  );
  const operation = spans.find((span) => span.name === 'mutation SignIn');
  assert.deepEqual(operation?.attributes, is17 ? { 'graphql.operation.type': 'mutation', 'graphql.operation.name': 'SignIn' } : undefined);
  const values = spans.flatMap((span) => Object.values(span.attributes).map(String));
  assert.ok(!values.some((value) => value.includes(password) || value.includes('ines@example.com')));
  assert.equal(spans.length, is17 ? 4 : 0);
});

test('"the failing field\'s span has an error status and an exception event" with the error\'s type; "the operation\'s span ends without one", and its message holds result.errors', async () => {
  let result;
  let executeResult;
  const onExecuteEnd = { asyncEnd: (message) => void (executeResult = message.result) };
  diagnosticsChannel.tracingChannel('graphql:execute').subscribe(onExecuteEnd);
  const spans = await traced(async () => {
    result = await graphql({
      schema,
      source: 'query Owners { tools { owner } }',
      rootValue: {
        tools: [
          {
            owner: async () => {
              throw new Error('Member service unavailable');
            },
          },
        ],
      },
    });
  }).finally(() => diagnosticsChannel.tracingChannel('graphql:execute').unsubscribe(onExecuteEnd));
  assert.equal(result.errors[0].message, 'Member service unavailable');
  const failed = spans.filter((span) => span.status.code === SpanStatusCode.ERROR);
  assert.deepEqual(
    failed.map((span) => [span.name, span.status.message, span.events.map((event) => [event.name, event.attributes])]),
    is17 ? [['Tool.owner', 'Error', [['exception', { 'exception.type': 'Error' }]]]] : [],
  );
  assert.equal(spans.find((span) => span.name === 'query Owners')?.status.code, is17 ? SpanStatusCode.UNSET : undefined);
  assert.equal(executeResult?.errors.length, is17 ? 1 : undefined);
});

test('"No span records the variables or the arguments", not even through an error message that quotes them: a syntax error quoting a literal, resolvers that throw or reject with the value', async () => {
  const password = 'correct horse battery staple';
  const quotingResolvers = {
    throws: ({ password: value }) => {
      throw new Error(`Wrong password: ${value}`);
    },
    rejects: async ({ password: value }) => {
      throw new Error(`Wrong password: ${value}`);
    },
    throwsTheValue: ({ password: value }) => {
      throw value;
    },
  };
  const results = [];
  const spans = await traced(async () => {
    // graphql-js's own message quotes the token it did not expect: here the password.
    results.push(await graphql({ schema, source: `mutation { signIn(email: "ines@example.com" "${password}") }` }));
    for (const signIn of Object.values(quotingResolvers)) {
      results.push(
        await graphql({
          schema,
          source: 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) }',
          rootValue: { signIn },
          variableValues: { email: 'ines@example.com', password },
        }),
      );
    }
  });
  // The client still gets the messages, the password in each.
  assert.ok(results.every(({ errors }) => errors.length === 1 && errors[0].message.includes(password)));
  const recorded = JSON.stringify(
    spans.map((span) => [span.name, span.attributes, span.status, span.events.map((event) => event.attributes)]),
  );
  assert.ok(!recorded.includes(password), recorded);
  // Each failure leaves an error status and an exception event, both with the error's type only.
  assert.deepEqual(
    spans
      .filter((span) => span.status.code === SpanStatusCode.ERROR)
      .map((span) => [span.name, span.status.message, span.events.map((event) => [event.name, event.attributes])]),
    is17
      ? [
          ['graphql.parse', 'GraphQLError', [['exception', { 'exception.type': 'GraphQLError' }]]],
          ['Mutation.signIn', 'Error', [['exception', { 'exception.type': 'Error' }]]],
          ['Mutation.signIn', 'Error', [['exception', { 'exception.type': 'Error' }]]],
          ['Mutation.signIn', 'string', [['exception', { 'exception.type': 'string' }]]],
        ]
      : [],
  );
});

// In a schema built from SDL with a rootValue, every field uses the default resolver; these have
// resolvers of their own on Query.tools and Tool.owner.
function schemaWithResolvers() {
  const withResolvers = buildSchema('type Tool { name: String! owner: String } type Query { tools: [Tool!]! }');
  const tools = Array.from({ length: 1000 }, (_, index) => ({ name: `Tool ${index}`, ownerId: 'm1' }));
  withResolvers.getQueryType().getFields().tools.resolve = () => tools;
  withResolvers.getType('Tool').getFields().owner.resolve = (tool) => tool.ownerId;
  return withResolvers;
}

test('"a list of 1,000 tools with two fields makes 2,001 resolver spans; defaultResolvers: false leaves out the 1,000 name fields"', async () => {
  const withResolvers = schemaWithResolvers();
  const document = parse('{ tools { name owner } }');
  const count = async (options) =>
    (await traced(() => execute({ schema: withResolvers, document }), options)).filter((span) => span.name.includes('.')).length;
  assert.equal(await count(), is17 ? 2001 : 0);
  assert.equal(await count({ defaultResolvers: false }), is17 ? 1001 : 0);
});

/** A request span around one graphql call, as an HTTP server's instrumentation would start. */
const request = (tracer, source = '{ tools { name } }') =>
  tracer.startActiveSpan('POST /graphql', async (span) => {
    await graphql({ schema, source, rootValue: { tools: [{ name: 'Drill' }] } });
    span.end();
  });

test('"under a request its sampler dropped, the bridge starts no span at all"', async () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer('claims');
  let started = 0;
  const counting = {
    startSpan: (...args) => {
      started += 1;
      return tracer.startSpan(...args);
    },
  };
  const stop = traceGraphQL(counting);
  let stack = '';
  try {
    await request(tracer);
    // "graphql-js still wraps the resolvers while the module subscribes"
    await tracer.startActiveSpan('POST /graphql', async (span) => {
      await graphql({
        schema,
        source: '{ tools { name } }',
        rootValue: {
          tools: () => {
            stack = new Error('where').stack;
            return [];
          },
        },
      });
      span.end();
    });
  } finally {
    stop();
  }
  assert.equal(started, 0);
  assert.equal(exporter.getFinishedSpans().length, 0);
  assert.equal(/traceMixed/.test(stack), is17);
});

test('"TraceIdRatioBasedSampler(0.1) keeps about one trace in ten, chosen by trace id"', async () => {
  const sampler = new TraceIdRatioBasedSampler(0.1);
  const decisions = (traceId) => new Set(Array.from({ length: 20 }, () => sampler.shouldSample(context.active(), traceId).decision));
  for (const traceId of ['00000000000000000000000000000001', 'ffffffff000000000000000000000000']) {
    assert.equal(decisions(traceId).size, 1, `one decision for trace ${traceId}`);
  }
  assert.notDeepEqual(decisions('00000000000000000000000000000001'), decisions('ffffffff000000000000000000000000'));

  const spans = await traced(
    (tracer) => {
      for (let index = 0; index < 1000; index += 1) tracer.startSpan('request').end();
    },
    { sampler: new TraceIdRatioBasedSampler(0.1) },
  );
  // 100 expected; the bounds are more than seven standard deviations away.
  assert.ok(spans.length > 30 && spans.length < 170, `${spans.length} of 1000 kept`);
});

test('"with a ParentBasedSampler each request\'s spans are kept or dropped together"', async () => {
  const spans = await traced(
    async (tracer) => {
      for (let index = 0; index < 60; index += 1) await request(tracer);
    },
    { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(0.5) }) },
  );
  const perTrace = Map.groupBy(spans, (span) => span.spanContext().traceId);
  // A kept request: its own span, parse, validate, the operation and Query.tools, Tool.name.
  const complete = is17 ? 6 : 1;
  assert.ok(perTrace.size > 0 && perTrace.size < 60, `${perTrace.size} of 60 requests kept`);
  assert.ok([...perTrace.values()].every((trace) => trace.length === complete));
});

test('"without a span around the request, parse, validate and execute each start a trace of their own"', async () => {
  const spans = await traced(() => graphql({ schema, source: '{ tools { name } }', rootValue: { tools: [] } }));
  const roots = spans.filter((span) => span.parentSpanContext === undefined).map((span) => span.name);
  assert.deepEqual(roots, is17 ? ['graphql.parse', 'graphql.validate', 'query'] : []);
  assert.equal(new Set(spans.map((span) => span.spanContext().traceId)).size, is17 ? 3 : 0);
});

test('"@opentelemetry/instrumentation-graphql supports graphql from 14 up to, not including, 17"', async () => {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(path.dirname(require.resolve('@opentelemetry/instrumentation-graphql')));
  const readme = await readFile(path.join(folder, 'README.md'), 'utf8');
  assert.match(readme, /\[`graphql`\]\(https:\/\/www\.npmjs\.com\/package\/graphql\) versions `>=14\.0\.0 <17`/);
  const { version } = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8'));
  assert.equal(version, '0.72.0');
});
