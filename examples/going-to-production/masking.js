import { GraphQLError } from 'graphql';

// graphql-http's complaints about a malformed HTTP request: plain Errors with fixed messages. Any
// client can cause them, so they are no sign of a fault, and logging them would let anyone fill
// the log.
const GRAPHQL_HTTP_REQUEST_ERRORS = new Set([
  'Missing body',
  'Unparsable JSON body',
  'JSON body must be an object',
  'Unparsable URL',
  'Missing query',
  'Invalid query',
  'Invalid variables',
  'Invalid operationName',
  'Invalid extensions',
]);

function isMalformedRequest(error) {
  return !(error instanceof GraphQLError) && GRAPHQL_HTTP_REQUEST_ERRORS.has(error.message);
}

// What an error wraps. graphql 17 sets the standard `cause`; graphql 16 only has `originalError`,
// which graphql 17 still sets but deprecates.
function causeOf(error) {
  return error.cause ?? error.originalError;
}

// Made for clients on purpose: a GraphQLError with a code. graphql-js puts no code on its own errors.
function hasCode(error) {
  return error instanceof GraphQLError && typeof error.extensions?.code === 'string';
}

// Whether an error may reach the client as it is.
function isForClient(error) {
  if (!(error instanceof GraphQLError)) {
    // graphql-http's complaint about a malformed HTTP request, or anything else thrown outside
    // an operation.
    return false;
  }
  if (error.path !== undefined) {
    // A field error passes only if a resolver threw it on purpose. graphql-js's own field errors
    // (a value the field's type refuses, a failed isTypeOf) print the internal value.
    return hasCode(causeOf(error) ?? error);
  }
  // A request error: graphql-js describing the client's document or variables. It copies the
  // message of what an input coercion function threw, so all it wraps must be GraphQLErrors.
  for (let wrapped = causeOf(error); wrapped !== undefined; wrapped = causeOf(wrapped)) {
    if (!(wrapped instanceof GraphQLError)) {
      return false;
    }
  }
  return true;
}

// Errors meant for the client reach it unchanged. Anything else is masked: a message that reveals
// nothing about the internals. What is a bug or an outage is logged in full.
export function maskUnexpectedErrors(error) {
  if (isForClient(error)) {
    return error;
  }
  if (!isMalformedRequest(error)) {
    console.error('Unexpected error at', error.path ?? 'request', causeOf(error) ?? error);
  }
  return new GraphQLError('Internal server error.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
