import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { buildSchema, graphql } from 'graphql';
import { printSpanTree } from './span-tree.js';

// In production: a BatchSpanProcessor and your backend's exporter. In memory, to print them.
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const tracer = provider.getTracer('graphql-channels');

const spanName = {
  'graphql:parse': () => 'graphql.parse',
  'graphql:validate': () => 'graphql.validate',
  'graphql:execute': (message) => `${message.operationType} ${message.operationName ?? ''}`.trim(),
  'graphql:resolve': (message) => `${message.parentType}.${message.fieldName}`,
};

// The span of the traced call that is running. graphql-js publishes `start` with runStores, so
// the value this store gets there holds for the whole call: resolvers see their operation's span.
const currentSpan = new AsyncLocalStorage();
const spanOf = new WeakMap();

for (const [channelName, nameOf] of Object.entries(spanName)) {
  const channel = diagnosticsChannel.tracingChannel(channelName);
  channel.start.bindStore(currentSpan, (message) => {
    const parent = currentSpan.getStore();
    const parentContext = parent ? trace.setSpan(context.active(), parent) : context.active();
    const span = tracer.startSpan(nameOf(message), {}, parentContext);
    if (message.fieldPath !== undefined)
      span.setAttribute('graphql.field.path', String(message.fieldPath));
    spanOf.set(message, span);
    return span;
  });
  const finish = (message) => {
    const span = spanOf.get(message);
    if (message.error) {
      span.recordException(message.error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: message.error.message });
    }
    span.end();
  };
  channel.subscribe({
    // A call that returned a promise ends at asyncEnd; `result` or `error` is set once it is done.
    end: (message) => ('result' in message || 'error' in message) && finish(message),
    asyncEnd: finish,
  });
}

const schema = buildSchema(`
  type Tool {
    name: String!
    owner: String
  }

  type Query {
    tools: [Tool!]!
  }
`);

const rootValue = {
  tools: async () => [
    { name: 'Cordless drill', owner: async () => 'Ines' },
    {
      name: 'Hand plane',
      owner: async () => {
        throw new Error('Member service unavailable');
      },
    },
  ],
};

const result = await graphql({
  schema,
  source: 'query ToolOwners { tools { name owner } }',
  rootValue,
});
console.log(JSON.stringify(result));

await provider.forceFlush();
printSpanTree(exporter.getFinishedSpans());
