import { context, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { buildSchema, graphql } from 'graphql';
import { contextManager, traceGraphQL } from './graphql-spans.js';
import { printSpanTree } from './span-tree.js';

context.setGlobalContextManager(contextManager);
// In production: a BatchSpanProcessor and your backend's exporter. In memory, to print them.
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
trace.setGlobalTracerProvider(provider);
const tracer = trace.getTracer('tool-library');

traceGraphQL(tracer);

const schema = buildSchema(`
  type Tool {
    name: String!
    owner: String
  }

  type Query {
    tools: [Tool!]!
  }
`);

// A database call with a span of its own: it nests under the span that is active when it runs.
function loadMember(id) {
  return tracer.startActiveSpan('db.members.get', async (span) => {
    try {
      if (id === 'm2') throw new Error('Member service unavailable');
      return { id, name: 'Ines' };
    } finally {
      span.end();
    }
  });
}

const rootValue = {
  tools: async () => [
    { name: 'Cordless drill', owner: async () => (await loadMember('m1')).name },
    { name: 'Hand plane', owner: async () => (await loadMember('m2')).name },
  ],
};

// Stands for the HTTP server's span: graphql's spans nest under the span active when it is called.
const result = await tracer.startActiveSpan('POST /graphql', async (span) => {
  try {
    return await graphql({
      schema,
      source: 'query ToolOwners { tools { name owner } }',
      rootValue,
    });
  } finally {
    span.end();
  }
});
console.log(JSON.stringify(result));

await provider.forceFlush();
const spans = exporter.getFinishedSpans();
printSpanTree(spans);
const operation = spans.find((span) => span.name === 'query ToolOwners');
console.log(operation.attributes);
