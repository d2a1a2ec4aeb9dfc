import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
    stock: Int!
    weightKg: Float
    electric: Boolean!
    tags: [String!]!
    manualUrl: String
  }

  type Query {
    tool: Tool
  }
`);

// A record as it might come out of storage: some values are not the JavaScript
// type the schema asks for, and graphql-js coerces each one while building the result.
const storedTool = {
  id: 7, // a number: ID results are always strings
  name: 'Cordless drill',
  stock: '3', // a numeric string: Int accepts it and returns a number
  weightKg: 1.8,
  electric: 1, // a number: Boolean accepts it and returns true
  tags: new Set(['power', 'drilling']), // any iterable can back a list
  manualUrl: null, // allowed: the field is nullable
};

const result = await graphql({
  schema,
  source: '{ tool { id name stock weightKg electric tags manualUrl } }',
  rootValue: { tool: () => storedTool },
});

console.log(JSON.stringify(result, null, 2));
