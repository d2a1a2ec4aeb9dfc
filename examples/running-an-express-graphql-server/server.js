import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  type Query {
    libraryName: String!
    "Names of the tools in a category, or of every tool when no category is given."
    toolNames(category: String): [String!]!
  }
`);

const tools = [
  { name: 'Cordless drill', category: 'power' },
  { name: 'Step ladder', category: 'access' },
  { name: 'Circular saw', category: 'power' },
  { name: 'Hand plane', category: 'hand' },
];

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  toolNames: ({ category }) =>
    tools.filter((tool) => !category || tool.category === category).map((tool) => tool.name),
};

const app = express();

// GET and POST both carry GraphQL requests; the handler answers 405 to any other method.
app.all('/graphql', createHandler({ schema, rootValue }));

// PORT=0 asks the operating system for any free port.
const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
