import { buildSchema, graphql } from 'graphql';
import { viewers } from './library.js';
import { printResult } from './print-result.js';
import { enforceRequireRole } from './require-role.js';

const schema = buildSchema(`
  enum Role {
    MEMBER
    STAFF
  }

  "Only viewers with this role (staff have every role) may read the field."
  directive @requireRole(role: Role!) on FIELD_DEFINITION

  type Query {
    libraryName: String!
    memberCount: Int @requireRole(role: MEMBER)
    auditLog: [String!] @requireRole(role: STAFF)
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  memberCount: () => 2,
  auditLog: () => ['Kofi borrowed Cordless drill'],
};

const source = '{ libraryName memberCount auditLog }';

// 1. The directive alone: buildSchema records it in the field's AST node, nothing more.
printResult(
  'anonymous, directive only',
  await graphql({ schema, source, rootValue, contextValue: { viewer: null } }),
);

// 2. Code that enforces it.
enforceRequireRole(schema);

for (const name of ['anonymous', 'kofi', 'staff']) {
  const result = await graphql({
    schema,
    source,
    rootValue,
    contextValue: { viewer: viewers[name] },
  });
  printResult(`${name}, enforced`, result);
}
