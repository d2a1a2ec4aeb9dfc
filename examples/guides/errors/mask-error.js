import { GraphQLError } from 'graphql';

// What a resolver threw. graphql 17 sets `cause`; graphql 16 only has `originalError`
// (which graphql 17 still sets, but deprecates).
function thrownBy(error) {
  return error.cause ?? error.originalError;
}

// Keeps every error meant for the client, and replaces the rest with a message that
// reveals nothing. Use it on each error of a result, or as graphql-http's formatError.
export function maskError(error, log) {
  const thrown = thrownBy(error);
  // No thrown error: graphql-js made this one (syntax, validation, coercion). A GraphQLError:
  // thrown on purpose, for the client.
  if (thrown === undefined || thrown instanceof GraphQLError) {
    return error;
  }
  log(`unexpected error at ${error.path?.join('.')}: ${thrown.stack.split('\n')[0]}`);
  return new GraphQLError('Internal server error.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
