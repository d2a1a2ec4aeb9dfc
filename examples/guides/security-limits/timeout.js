import { setTimeout as sleep } from 'node:timers/promises';
import { AbortedGraphQLExecutionError, buildSchema, execute, parse } from 'graphql';

const schema = buildSchema(`
  type Tool {
    name: String!
    "Comes from a slow inventory service."
    condition: String
  }

  type Query {
    tools: [Tool!]!
  }
`);

const delays = { 'Cordless drill': 10, 'Hand plane': 5000 };

const rootValue = {
  tools: () =>
    Object.keys(delays).map((name) => ({
      name,
      // Pass the signal on, so the slow call stops when the operation is aborted.
      condition: async (_args, _context, info) => {
        await sleep(delays[name], undefined, { signal: info.getAbortSignal() });
        return 'good';
      },
    })),
};

try {
  await execute({
    schema,
    document: parse('{ tools { name condition } }'),
    rootValue,
    // Gives the whole operation one second.
    abortSignal: AbortSignal.timeout(1000),
  });
} catch (error) {
  if (!(error instanceof AbortedGraphQLExecutionError)) throw error;
  console.log(`${error.name}: ${error.message}`);
  console.log(JSON.stringify(await error.abortedResult, null, 2));
}
