// graphql 17 only: one list, with safe changes too.
import {BreakingChangeType, buildSchema, DangerousChangeType, findSchemaChanges} from 'graphql';

const before = buildSchema('type Query { product(id: ID!): String price: Float }');
const after = buildSchema(
  'type Query { product(id: ID!, locale: String = "en"): String tags: [String] }',
);

const breaking = new Set(Object.values(BreakingChangeType));
const dangerous = new Set(Object.values(DangerousChangeType));
for (const change of findSchemaChanges(before, after)) {
  const kind = breaking.has(change.type)
    ? 'breaking'
    : dangerous.has(change.type)
      ? 'dangerous'
      : 'safe';
  console.log(`${kind}:`, change.type, '-', change.description);
}
