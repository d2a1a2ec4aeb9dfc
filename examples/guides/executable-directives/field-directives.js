import { buildSchema, graphql } from 'graphql';
import { applyFieldDirectives } from './apply-field-directives.js';

// Executable directives are declared in the schema, with the places in a document where clients
// may write them; graphql-js validates every use against the declaration.
const schema = buildSchema(`
  "Upper-cases a String field's value."
  directive @uppercase on FIELD

  "Shortens a String field's value to at most length characters."
  directive @truncate(length: Int!) on FIELD

  type Tool {
    name: String!
    description: String
  }

  type Query {
    tools: [Tool!]!
  }
`);

applyFieldDirectives(schema);

const rootValue = {
  tools: [
    { name: 'Hand plane', description: 'A No. 4 smoothing plane with a freshly honed iron.' },
    { name: 'Cordless drill', description: null },
  ],
};

async function run(source, variableValues) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  console.log(JSON.stringify(result.errors?.map((error) => error.message) ?? result.data));
}

await run('{ tools { name @uppercase description @truncate(length: 20) } }');
await run('query ($length: Int!) { tools { description @truncate(length: $length) } }', {
  length: 8,
});
await run('{ tools { ...Names } } fragment Names on Tool { name @uppercase }');

// Refused by validation, before any resolver runs.
await run('{ tools { name @lowercase } }');
await run('query Names @uppercase { tools { name } }');
await run('{ tools { name @truncate } }');
