import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';

// graphql-http's complaints about a malformed HTTP request. They are plain Errors, but their
// messages are fixed: they echo nothing from the request or the server.
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

// What an error wraps. graphql 17 sets `cause`; graphql 16 only has `originalError`
// (which graphql 17 still sets, but deprecates).
function causeOf(error) {
  return error.cause ?? error.originalError;
}

// graphql 17 gives a scalar's refusal a cause even when its input function threw nothing and
// returned undefined: an Error named NonErrorThrown for the value undefined. Its message was not
// copied into the request error, which says only that the value was refused. The message is
// checked too: an error of other code that bears the name may carry a message of its own.
function isNothingThrown(error) {
  return (
    error.name === 'NonErrorThrown' &&
    error.thrownValue === undefined &&
    error.message === 'Unexpected error value: undefined'
  );
}

// Made for clients on purpose: a GraphQLError with a code of its own. graphql-js never puts a code
// on the errors it creates itself, but a GraphQLError made around another error takes over that
// error's `extensions` object, so a plain Error with `extensions.code` would lend its wrapper one.
function isClientError(error) {
  return (
    error instanceof GraphQLError &&
    typeof error.extensions?.code === 'string' &&
    error.extensions !== causeOf(error)?.extensions
  );
}

// Whether an error may reach the client as it is.
export function isForClient(error) {
  if (!(error instanceof GraphQLError)) {
    // Not from graphql-js: graphql-http's complaint about a malformed HTTP request, or anything
    // else thrown outside an operation.
    return GRAPHQL_HTTP_REQUEST_ERRORS.has(error.message);
  }
  if (error.path !== undefined) {
    // A field error: passes if what the resolver threw (or, when nothing was wrapped, the error
    // itself) has a code. graphql-js's own execution errors (a value the field's type refuses, a
    // failed isTypeOf) have none, and print the internal value in their message.
    return isClientError(causeOf(error) ?? error);
  }
  // A request error: graphql-js describing the client's own document and variables, or a
  // GraphQLError that a scalar's input function threw, which graphql-js uses as it is or copies
  // into its own. An error of any other kind in the chain had its message copied in, unless it
  // stands for nothing thrown; a GraphQLError with a code of its own ends the chain (its causes are
  // for the logs).
  for (let link = error; link !== undefined; link = causeOf(link)) {
    if (!(link instanceof GraphQLError)) {
      return isNothingThrown(link);
    }
    if (isClientError(link)) {
      return true;
    }
  }
  return true;
}

// Keeps the errors meant for the client and replaces every other one with a message that reveals
// nothing. The log gets the details and an id that the client also gets, so that a user's report
// leads to the log line. `log(line, error)`: console.error prints the error's stack and causes.
export function maskError(error, log) {
  if (isForClient(error)) {
    return error;
  }
  const errorId = randomUUID();
  log(`error ${errorId} at ${error.path?.join('.') ?? 'request'}: ${error.message}`, error);
  return new GraphQLError('Internal server error.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
  });
}
