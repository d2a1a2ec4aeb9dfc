import { buildSchema, graphql, printSchema } from 'graphql';

const schema = buildSchema(`
  "Executable: clients write it in their operations."
  directive @uppercase on FIELD

  "A schema directive: written in the schema, for the code that builds or reads it."
  directive @table(name: String!) on OBJECT

  type Tool @table(name: "tool_inventory") {
    name: String!
  }

  type Query {
    tools: [Tool!]!
  }
`);

// Introspection lists both definitions with where they may be written...
const introspection = await graphql({
  schema,
  source: '{ __schema { directives { name locations } } }',
});
for (const { name, locations } of introspection.data.__schema.directives.slice(0, 2)) {
  console.log(`@${name} on ${locations.join(', ')}`);
}

// ...but not where @table was applied: that is only in the SDL the schema was built from.
const tool = schema.getType('Tool');
console.log(
  'Tool.astNode:',
  tool.astNode.directives.map((directive) => directive.name.value).join(', '),
);
console.log(
  'printSchema shows where @table was applied:',
  printSchema(schema).includes('@table(name: "tool_inventory")'),
);

// A client cannot write a schema directive in an operation.
const misplaced = await graphql({ schema, source: '{ tools @table(name: "x") { name } }' });
console.log(misplaced.errors[0].message);
