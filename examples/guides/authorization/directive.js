import { buildSchema, defaultFieldResolver, getDirectiveValues, graphql, isObjectType } from 'graphql';
import { viewers } from './library.js';
import { printResult } from './print-result.js';

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
printResult('anonymous, directive only', await graphql({ schema, source, rootValue, contextValue: { viewer: null } }));

// 2. Code that enforces it: wrap the resolver of every field that carries the directive.
function enforceRequireRole(schemaToSecure) {
  const requireRole = schemaToSecure.getDirective('requireRole');
  for (const type of Object.values(schemaToSecure.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) {
      continue;
    }
    for (const field of Object.values(type.getFields())) {
      // astNode exists only for schemas built from SDL; a code-first schema would put the
      // requirement in the field's `extensions` instead and read it from there.
      const args = field.astNode && getDirectiveValues(requireRole, field.astNode);
      if (args === undefined) {
        continue;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, fieldArgs, context, info) => {
        const role = context.viewer?.role;
        if (role !== args.role && role !== 'STAFF') {
          throw new Error(`${info.parentType.name}.${info.fieldName} requires the role ${args.role}.`);
        }
        return resolve(parent, fieldArgs, context, info);
      };
    }
  }
}

enforceRequireRole(schema);

for (const name of ['anonymous', 'kofi', 'staff']) {
  const result = await graphql({ schema, source, rootValue, contextValue: { viewer: viewers[name] } });
  printResult(`${name}, enforced`, result);
}
