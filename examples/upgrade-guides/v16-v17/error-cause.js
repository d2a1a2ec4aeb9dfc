// Runs on graphql 16 and 17: the resolver's own error, however the version exposes it.
import {buildSchema, graphql} from 'graphql';

class UpstreamError extends Error {}

const schema = buildSchema('type Query { price: Float }');
const rootValue = {
  price() {
    throw new UpstreamError('pricing service timed out');
  },
};

const {errors} = await graphql({schema, source: '{ price }', rootValue});
const [error] = errors;
console.log('cause:', error.cause?.constructor.name);
console.log('originalError:', error.originalError?.constructor.name);

// Reads `cause` on graphql 17 and `originalError` on graphql 16.
const thrown = error.cause ?? error.originalError;
console.log('thrown by the resolver:', thrown instanceof UpstreamError, thrown.message);
