import { buildSchema, graphql } from 'graphql';

// One query and one failing field, `condition` of the second tool, against four schemas that
// differ only in where they put `!`.
const designs = [
  ['String', '[Tool!]!'],
  ['String!', '[Tool]!'],
  ['String!', '[Tool!]'],
  ['String!', '[Tool!]!'],
];

const tools = [
  { name: 'Hand plane', condition: 'sharp' },
  {
    name: 'Cordless drill',
    condition: () => {
      throw new Error('The condition service did not answer.');
    },
  },
];

for (const [conditionType, listType] of designs) {
  const schema = buildSchema(`
    type Tool {
      name: String!
      condition: ${conditionType}
    }

    type Query {
      libraryName: String!
      tools: ${listType}
    }
  `);
  const result = await graphql({
    schema,
    source: '{ libraryName tools { name condition } }',
    rootValue: { libraryName: 'Elm Street Tool Library', tools },
  });
  console.log(`# condition: ${conditionType}, tools: ${listType}`);
  console.log('data:  ', JSON.stringify(result.data));
  console.log('errors:', result.errors.map((error) => error.path.join('.')).join(', '));
}
