import { createHook } from 'node:async_hooks';
import { defaultFieldResolver, execute, parse } from 'graphql';
import { asyncTools, plainTools, repeatedFragments, schema } from './schema.js';

const query = parse('{ tools { id name category owner { id name } } }');

// Every field goes through fieldResolver, so counting its calls counts resolver calls.
async function resolverCalls(document, tools) {
  let calls = 0;
  const fieldResolver = (...args) => {
    calls += 1;
    return defaultFieldResolver(...args);
  };
  await execute({ schema, document, rootValue: { tools }, fieldResolver });
  return calls;
}

// Counts the promises created while `run` runs, less those the counting itself creates.
let created = 0;
const promiseHook = createHook({
  init(asyncId, type) {
    if (type === 'PROMISE') created += 1;
  },
});
async function promisesCreated(run) {
  const counted = async (body) => {
    created = 0;
    promiseHook.enable();
    await body();
    promiseHook.disable();
    return created;
  };
  await counted(() => undefined); // the first run creates a few promises of its own, once
  const own = await counted(() => undefined);
  return (await counted(run)) - own;
}

console.log('Resolver calls');
const format = (count) => count.toLocaleString('en-US');
console.log(`  10 tools: ${format(await resolverCalls(query, plainTools(10)))}`);
console.log(`  1,000 tools: ${format(await resolverCalls(query, plainTools(1000)))}`);
const spread = parse(repeatedFragments(30));
console.log(
  `  1,000 tools, the fields spread by 30 fragments: ${format(await resolverCalls(spread, plainTools(1000)))}`,
);

const tools = plainTools(1000);
const toolsWithPromises = asyncTools(1000);
console.log('Promises created by execute, 1,000 tools');
const promisesOf = async (rootValue) =>
  format(await promisesCreated(() => execute({ schema, document: query, rootValue })));
console.log(`  plain values: ${await promisesOf({ tools })}`);
console.log(`  the list behind one promise: ${await promisesOf({ tools: async () => tools })}`);
console.log(
  `  category and owner behind promises: ${await promisesOf({ tools: toolsWithPromises })}`,
);
