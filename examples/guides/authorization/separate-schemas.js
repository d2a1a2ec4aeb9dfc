import { buildSchema, extendSchema, graphql, parse } from 'graphql';
import { isStaff, viewers } from './library.js';
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

// isStaff fails closed like every rule of the business layer: a staff role without an id is nobody.
function schemaFor(viewer) {
  return isStaff(viewer) ? staffSchema : publicSchema;
}

// The last viewer is what a bug in the code that builds the context could produce.
for (const [name, viewer] of [
  ['kofi', viewers.kofi],
  ['staff', viewers.staff],
  ['a staff role without an id', { role: 'STAFF' }],
]) {
  const result = await graphql({
    schema: schemaFor(viewer),
    source: '{ libraryName auditLog }',
    rootValue,
    contextValue: { viewer },
  });
  printResult(name, result);
}
