import { buildSchema, graphql } from 'graphql';

// The schema: what clients may ask for, written in the GraphQL schema language.
const schema = buildSchema(`
  type Query {
    "The name of the tool library."
    libraryName: String
    "How many tools are on the shelf right now."
    availableToolCount: Int
  }
`);

// One resolver per field of Query: each returns the value for its field.
const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  availableToolCount: () => 12,
};

const result = await graphql({
  schema,
  source: '{ libraryName availableToolCount }',
  rootValue,
});

console.log(JSON.stringify(result, null, 2));
