import express from 'express';
import { buildSchema, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  type Query {
    libraryName: String!
    "The languages the client prefers, read from the HTTP request."
    preferredLanguages: String
    inventoryReport: String
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  // The context is the Express request, as it was with express-graphql.
  preferredLanguages: (_args, request) => request.get('accept-language') ?? null,
  inventoryReport: () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
};

// Resolver failures that are not GraphQLErrors may carry internal details: replace their message.
function hideInternalMessages(error) {
  // graphql 17 records what a resolver threw as the standard `cause`; graphql 16 only has
  // `originalError`, which graphql 17 keeps but deprecates.
  const thrown = error instanceof GraphQLError ? (error.cause ?? error.originalError) : undefined;
  if (thrown && !(thrown instanceof GraphQLError)) {
    return new GraphQLError('Internal server error.', { nodes: error.nodes, path: error.path });
  }
  return error;
}

const app = express();

app.all(
  '/graphql',
  createHandler({
    // schema and rootValue: unchanged.
    schema,
    rootValue,
    // context: express-graphql defaulted to the request; graphql-http passes nothing unless asked.
    context: (req) => req.raw,
    // validationRules: still added to graphql-js's standard rules.
    validationRules: [NoSchemaIntrospectionCustomRule],
    // customFormatErrorFn: formatError returns an error object, not a plain JSON shape.
    formatError: hideInternalMessages,
    // extensions: onOperation sees every result and may return a replacement.
    onOperation: (req, _args, result) => ({
      ...result,
      extensions: { requestId: req.raw.get('x-request-id') ?? null },
    }),
  }),
);

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
