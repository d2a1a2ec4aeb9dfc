import { trace } from '@opentelemetry/api';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { printSpanTree } from './span-tree.js';

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
trace.setGlobalTracerProvider(provider);
// Patches graphql's parse, validate and execute as the package is loaded: graphql must be
// imported after this line, hence the dynamic import (or start the app with node --import).
new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true });

const { buildSchema, graphql, version } = await import('graphql');

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
console.log(`graphql ${version}: ${JSON.stringify(result)}`);

await provider.forceFlush();
const spans = exporter.getFinishedSpans();
console.log(`${spans.length} spans`);
printSpanTree(spans);
