// Runs on graphql 16 and 17: requests whose response changed. Clients or tests
// that match on these messages need updating.
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema('type Query { product(id: ID!): String count(n: Int): Int }');

for (const [source, variableValues] of [
  // a variable of the wrong type
  ['query ($n: Int) { count(n: $n) }', {n: 'three'}],
  // an operation type the schema does not have
  ['mutation { product(id: 1) }', undefined],
  // an empty selection set, on the operation and on a field of a leaf type
  ['{ }', undefined],
  ['{ product(id: 1) { } }', undefined],
]) {
  console.log(JSON.stringify(await graphql({schema, source, variableValues})));
}
