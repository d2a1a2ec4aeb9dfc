import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    stock: Int
    serialNumbers: [String!]
    libraryName: String!
    toolsLighterThan(kg: Float!): [String!]!
    newestTools(count: Int!): [String!]!
  }
`);

const rootValue = {
  stock: () => 2.5, // not a whole number
  serialNumbers: () => ['SN-100', null], // null inside a list of non-null items
  libraryName: () => null, // null for a non-null field
  toolsLighterThan: ({ kg }) => (kg > 2 ? ['Cordless drill', 'Hand plane'] : ['Hand plane']),
  newestTools: ({ count }) => ['Tile cutter', 'Step ladder', 'Hand plane'].slice(0, count),
};

async function run(source, variableValues) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  console.log(`# ${source}${variableValues ? ` with ${JSON.stringify(variableValues)}` : ''}`);
  console.log(JSON.stringify(result));
}

// Result coercion: the resolver returned a value the type cannot represent.
await run('{ stock serialNumbers }');
// A null in a non-null field spreads to the nearest nullable parent: here, all of data.
await run('{ stock libraryName }');
// Input coercion of a literal fails during validation, before anything runs.
await run('{ toolsLighterThan(kg: "heavy") }');
// Input coercion of a variable fails before execution starts.
const query = 'query ($kg: Float!) { toolsLighterThan(kg: $kg) }';
await run(query, { kg: 'heavy' });
// An Int is a valid Float input.
await run(query, { kg: 3 });

// The literal 3.0 is a float in the request text, and Int refuses it during validation...
await run('{ newestTools(count: 3.0) }');
// ...but in JSON variables 3.0 and 3 are the same number once parsed, and Int accepts it.
const newest = 'query ($count: Int!) { newestTools(count: $count) }';
await run(newest, JSON.parse('{ "count": 3.0 }'));
