// Runs on graphql 16 and 17: the options object.
import {GraphQLError, parse} from 'graphql';

const document = parse('{ product(id: 7) { price } }');
const field = document.definitions[0].selectionSet.selections[0];

const error = new GraphQLError('Price unavailable', {
  nodes: field,
  path: ['product', 'price'],
  originalError: new Error('upstream timeout'),
  extensions: {code: 'UPSTREAM'},
});
console.log(JSON.stringify(error));
console.log(error.originalError?.message);
