import { buildSchema, graphql, GraphQLError } from 'graphql';

const schema = buildSchema(`type Query { loansDueToday: Int }`);

let thrown;
const rootValue = {
  loansDueToday: () => {
    const databaseError = new Error('connect ECONNREFUSED 10.0.0.7:5432');
    // A message safe for clients, with the real reason attached for the logs.
    thrown = new GraphQLError('Loans are unavailable right now; try again in a minute.', {
      cause: databaseError,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    throw thrown;
  },
};

const result = await graphql({ schema, source: '{ loansDueToday }', rootValue });
const [error] = result.errors;

// graphql-js wrapped the thrown error to add the path and location.
console.log('in the response:', JSON.stringify(error));
console.log('error === thrown:', error === thrown);
console.log('error.cause === thrown:', error.cause === thrown);
console.log('error.originalError === thrown:', error.originalError === thrown);
console.log('thrown.cause:', thrown.cause?.message);
