import { buildSchema, extendSchema, graphql, parse } from 'graphql';
import { viewers } from './library.js';
import { printResult } from './print-result.js';

const publicSchema = buildSchema(`
  type Query {
    libraryName: String!
  }
`);

// Staff get the public schema plus fields that, for everyone else, do not exist at all.
const staffSchema = extendSchema(
  publicSchema,
  parse(`
    extend type Query {
      auditLog: [String!]!
    }
  `),
);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  auditLog: () => ['Kofi borrowed Cordless drill', 'Ines returned Hand plane'],
};

function schemaFor(viewer) {
  return viewer?.role === 'STAFF' ? staffSchema : publicSchema;
}

for (const name of ['kofi', 'staff']) {
  const viewer = viewers[name];
  const result = await graphql({
    schema: schemaFor(viewer),
    source: '{ libraryName auditLog }',
    rootValue,
    contextValue: { viewer },
  });
  printResult(name, result);
}
