// graphql 16: info.variableValues maps each variable name to its value.
// On graphql 17 the same code runs and reads undefined.
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema('type Query { products(first: Int): [String] }');
const rootValue = {
  products(args, context, info) {
    console.log('first:', info.variableValues.first);
    return ['Lamp', 'Desk', 'Chair'].slice(0, args.first);
  },
};

const result = await graphql({
  schema,
  source: 'query ($first: Int) { products(first: $first) }',
  rootValue,
  variableValues: {first: 2},
});
console.log(JSON.stringify(result));
