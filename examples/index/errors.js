import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    libraryName: String
    openingHours: String
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  openingHours: () => {
    throw new Error('The opening hours are not decided yet.');
  },
};

const requests = [
  // Not valid GraphQL syntax: the closing brace is missing.
  '{ libraryName',
  // Valid syntax, but the schema has no field by that name.
  '{ libraryNam }',
  // Valid, but one resolver throws while the other succeeds.
  '{ libraryName openingHours }',
];

for (const source of requests) {
  const result = await graphql({ schema, source, rootValue });
  console.log(`# ${source}`);
  console.log(JSON.stringify(result, null, 2));
}
