// graphql 16: resolver arguments are ordinary objects. On graphql 17 they have no
// prototype, so the Object.prototype methods are missing and the field fails.
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema('type Query { products(first: Int): [String] }');
const rootValue = {
  products(args) {
    const first = args.hasOwnProperty('first') ? args.first : 10;
    return ['Lamp', 'Desk', 'Chair'].slice(0, first);
  },
};

console.log(JSON.stringify(await graphql({schema, source: '{ products(first: 2) }', rootValue})));
