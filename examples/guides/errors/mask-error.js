import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';

// What an error wraps. graphql 17 sets `cause`; graphql 16 only has `originalError`
// (which graphql 17 still sets, but deprecates).
function causeOf(error) {
  return error.cause ?? error.originalError;
}

// Made for clients on purpose: a GraphQLError with a code. graphql-js never puts a code on the
// errors it creates itself.
function isClientError(error) {
  return error instanceof GraphQLError && typeof error.extensions?.code === 'string';
}

// Whether an error may reach the client as it is.
export function isForClient(error) {
  if (!(error instanceof GraphQLError)) {
    // Not from graphql-js: graphql-http's complaint about a malformed HTTP request, or anything
    // else thrown outside an operation.
    return false;
  }
  if (error.path !== undefined) {
    // A field error: passes if what the resolver threw (or, when nothing was wrapped, the error
    // itself) has a code. graphql-js's own execution errors (a value the field's type refuses, a
    // failed isTypeOf) have none, and print the internal value in their message.
    return isClientError(causeOf(error) ?? error);
  }
  // A request error: graphql-js describing the client's own document and variables. It copies
  // the message of whatever an input coercion function threw into its own, so everything it
  // wraps must be a GraphQLError, down to one with a code (whose causes are for the logs).
  for (let wrapped = causeOf(error); wrapped !== undefined; wrapped = causeOf(wrapped)) {
    if (!(wrapped instanceof GraphQLError)) {
      return false;
    }
    if (isClientError(wrapped)) {
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
