import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    greeting(name: String = "world"): String
  }
`);

const rootValue = {
  greeting: ({ name }) => `Hello, ${name}!`,
};

const result = await graphql({
  schema,
  source: '{ greeting(name: "reader") }',
  rootValue,
});

console.log(JSON.stringify(result));
