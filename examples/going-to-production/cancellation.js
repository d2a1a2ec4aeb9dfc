import { setTimeout as sleep } from 'node:timers/promises';
import { AbortedGraphQLExecutionError, buildSchema, execute, parse } from 'graphql';

const schema = buildSchema(`
  type Query {
    libraryName: String
    yearlyStatistics: String
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  yearlyStatistics: async (_args, _context, info) => {
    // Passing the signal on lets slow work stop as soon as the operation is cancelled.
    await sleep(1000, undefined, { signal: info.getAbortSignal() });
    return '1,204 loans this year';
  },
};

const controller = new AbortController();
// Stands in for a client that disconnects 50 ms after sending its request.
setTimeout(() => controller.abort(new Error('The client disconnected.')), 50);

try {
  await execute({
    schema,
    document: parse('{ libraryName yearlyStatistics }'),
    rootValue,
    abortSignal: controller.signal,
  });
} catch (error) {
  if (!(error instanceof AbortedGraphQLExecutionError)) {
    throw error;
  }
  console.log(`Cancelled: ${error.message}`);
  // What had finished before the abort, with an error for each field that had not.
  console.log(JSON.stringify(await error.abortedResult));
}
