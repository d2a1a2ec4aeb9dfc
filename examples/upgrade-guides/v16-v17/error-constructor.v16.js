// graphql 16: the positional constructor (deprecated there). On graphql 17 it
// still runs, but every argument after the message is silently ignored.
import {GraphQLError, parse} from 'graphql';

const document = parse('{ product(id: 7) { price } }');
const field = document.definitions[0].selectionSet.selections[0];

const error = new GraphQLError(
  'Price unavailable',
  field, // nodes
  undefined, // source
  undefined, // positions
  ['product', 'price'], // path
  new Error('upstream timeout'), // originalError
  {code: 'UPSTREAM'}, // extensions
);
console.log(JSON.stringify(error));
console.log(error.originalError?.message);
