import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Tool {
    name: String!
    "Comes from a service that is down today."
    condition: String
  }

  type Query {
    tool(id: ID!): Tool
    libraryName: String!
  }
`);

const rootValue = {
  tool: ({ id }) => ({
    name: id === '1' ? 'Hand plane' : 'Cordless drill',
    condition: () => {
      throw new Error('The condition service did not answer.');
    },
  }),
  libraryName: () => {
    throw new Error('Settings file is missing.');
  },
};

async function run(title, source, variableValues) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  console.log(`# ${title}`);
  console.log(JSON.stringify(result));
}

// Request errors: the operation never runs, and the result has no data at all.
await run('syntax error', '{ tool(id: "1") { name }');
await run('validation error', '{ tool(id: "1") { name price } }');
await run('bad variable', 'query ($id: ID!) { tool(id: $id) { name } }', { id: true });

// Field errors: the operation runs; failing fields become null and are listed in errors.
await run('a nullable field fails', '{ tool(id: "1") { name condition } }');
await run('a non-null field fails', '{ tool(id: "1") { name } libraryName }');
