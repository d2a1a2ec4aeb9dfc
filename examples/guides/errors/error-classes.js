import { GraphQLError } from 'graphql';

// Errors meant for clients. Each has a stable code that client code can switch on;
// the message is for people and may change.
export class NotFoundError extends GraphQLError {
  constructor(typeName, id) {
    super(`No ${typeName} with id "${id}".`, { extensions: { code: 'NOT_FOUND' } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message) {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}
