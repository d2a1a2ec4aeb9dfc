// Runs on graphql 16 and 17: graphql 17 keeps the values in variableValues.coerced,
// beside variableValues.sources (each variable's definition and raw value).
import {buildSchema, graphql} from 'graphql';

/** The coerced variable values, on graphql 16 and 17. */
function variablesOf(info) {
  const {variableValues} = info;
  return 'coerced' in variableValues && 'sources' in variableValues
    ? variableValues.coerced
    : variableValues;
}

const schema = buildSchema('type Query { products(first: Int): [String] }');
const rootValue = {
  products(args, context, info) {
    console.log('first:', variablesOf(info).first);
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
