// Runs on graphql 16 and 17: Object.hasOwn and the `in` operator work on objects
// with and without a prototype.
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema(`
  type Query { products(first: Int, filter: ProductFilter): [String] }
  input ProductFilter { category: String }
`);
const rootValue = {
  products(args) {
    console.log('args has Object.prototype:', Object.getPrototypeOf(args) === Object.prototype);
    console.log(
      'filter has Object.prototype:',
      Object.getPrototypeOf(args.filter) === Object.prototype,
    );
    const first = Object.hasOwn(args, 'first') ? args.first : 10;
    const category = 'category' in args.filter ? args.filter.category : 'any';
    return ['Lamp', 'Desk', 'Chair'].slice(0, first).map((name) => `${name} (${category})`);
  },
};

const result = await graphql({
  schema,
  source: 'query ($filter: ProductFilter) { products(first: 2, filter: $filter) }',
  rootValue,
  variableValues: {filter: {category: 'lighting'}},
});
console.log(JSON.stringify(result));
