import { experimentalExecuteIncrementally, parse } from 'graphql';
import { rootValue, schema } from './schema.js';

async function run(source) {
  const result = await experimentalExecuteIncrementally({
    schema,
    document: parse(source),
    rootValue,
  });
  console.log(`# ${source}`);
  if (!('initialResult' in result)) {
    // Nothing was deferred or streamed: an ordinary, complete result.
    console.log(JSON.stringify(result));
    return;
  }
  console.log(JSON.stringify(result.initialResult));
  for await (const payload of result.subsequentResults) {
    console.log(JSON.stringify(payload));
  }
}

await run(
  '{ tool(name: "Cordless drill") { name ... @defer(label: "reviews") { reviews { rating } } } }',
);
await run('{ tools @stream(initialCount: 1) { name } }');
await run('{ tool(name: "Step ladder") { name } }');
