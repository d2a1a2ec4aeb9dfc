import diagnosticsChannel from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { buildSchema, graphql } from 'graphql';

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

// Durations change from run to run; they are printed only with TRACE_TIMES=1.
const showTimes = process.env.TRACE_TIMES === '1';

function describe(name, message) {
  switch (name) {
    case 'graphql:execute':
      return ` ${message.operationType} ${message.operationName ?? '(anonymous)'}`;
    case 'graphql:resolve':
      return ` ${message.parentType}.${message.fieldName} at ${message.fieldPath}`;
    default:
      return '';
  }
}

// A traced call that returns a promise finishes at asyncEnd, any other at end. graphql-js sets
// `result` (or `error`) on the message when the call has finished.
const startedAt = new WeakMap();
function finish(name, message) {
  const time = showTimes ? ` (${(performance.now() - startedAt.get(message)).toFixed(3)} ms)` : '';
  const outcome = message.error ? ` failed: ${message.error.message}` : '';
  console.log(`end   ${name}${describe(name, message)}${outcome}${time}`);
}

for (const name of ['graphql:parse', 'graphql:validate', 'graphql:execute', 'graphql:resolve']) {
  diagnosticsChannel.tracingChannel(name).subscribe({
    start(message) {
      startedAt.set(message, performance.now());
      console.log(`start ${name}${describe(name, message)}`);
    },
    end(message) {
      if ('result' in message || 'error' in message) finish(name, message);
    },
    asyncEnd(message) {
      finish(name, message);
    },
  });
}

const result = await graphql({
  schema,
  source: 'query ToolOwners { tools { name owner } }',
  rootValue,
});
console.log(JSON.stringify(result));
