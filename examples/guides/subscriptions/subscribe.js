import { graphql, parse, subscribe, validate } from 'graphql';
import { schema } from './schema.js';

const document = parse('subscription { toolReturned { tool { name } borrower { name } } }');
// subscribe(), like execute(), trusts its input: validate first.
const validationErrors = validate(schema, document);
if (validationErrors.length > 0) {
  throw validationErrors[0];
}

const result = await subscribe({ schema, document });
if (!(Symbol.asyncIterator in result)) {
  // The subscription could not start: an ExecutionResult with errors instead of a stream.
  throw new Error(result.errors[0].message);
}

function returnTool(name) {
  return graphql({
    schema,
    source: 'mutation ($name: String!) { returnTool(name: $name, member: "Amara") }',
    variableValues: { name },
  });
}

await returnTool('Cordless drill');
await returnTool('Step ladder');

let received = 0;
for await (const event of result) {
  console.log(JSON.stringify(event));
  received += 1;
  if (received === 2) {
    break; // leaving the loop calls result.return(), which ends the source stream
  }
}

const { data } = await graphql({ schema, source: '{ activeSubscriptions }' });
console.log(`active subscriptions: ${data.activeSubscriptions}`);
