// graphql 16: two lists. On graphql 17 both functions still run (deprecated).
import {buildSchema, findBreakingChanges, findDangerousChanges} from 'graphql';

const before = buildSchema('type Query { product(id: ID!): String price: Float }');
const after = buildSchema(
  'type Query { product(id: ID!, locale: String = "en"): String tags: [String] }',
);

for (const change of [
  ...findBreakingChanges(before, after),
  ...findDangerousChanges(before, after),
]) {
  console.log(change.type, '-', change.description);
}
