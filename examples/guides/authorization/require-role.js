import { defaultFieldResolver, getDirectiveValues, GraphQLError, isObjectType } from 'graphql';
import { isSignedIn } from './library.js';

// The role a field requires: from @requireRole in SDL, which buildSchema keeps in the field's AST
// node, or, in a schema built in code (no AST nodes), from the field's `extensions`.
function requiredRole(schema, field) {
  const requireRole = schema.getDirective('requireRole');
  const args = requireRole && field.astNode && getDirectiveValues(requireRole, field.astNode);
  return args?.role ?? field.extensions?.requireRole;
}

// The roles a field of an object type requires: its own, and those of the same field on each
// interface the type implements. A request through an interface runs the object type's field, so
// a requirement on the interface's field holds only if it is enforced there.
function requiredRoles(schema, type, field) {
  const declarations = [
    field,
    ...type.getInterfaces().flatMap((anInterface) => anInterface.getFields()[field.name] ?? []),
  ];
  return declarations
    .map((declaration) => requiredRole(schema, declaration))
    .filter((role) => role !== undefined);
}

// Wraps the resolver of every field that requires a role with a check of the viewer's role
// (staff have every role). Call it on the schema you serve, after it is complete.
export function enforceRequireRole(schema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) {
      continue;
    }
    for (const field of Object.values(type.getFields())) {
      const roles = requiredRoles(schema, type, field);
      if (roles.length === 0) {
        continue;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, args, context, info) => {
        // A role counts only for a viewer who is someone: a role without an id is nobody's.
        const viewer = context?.viewer;
        const viewerRole = isSignedIn(viewer) ? viewer.role : undefined;
        const missing = roles.find((role) => viewerRole !== role && viewerRole !== 'STAFF');
        if (missing !== undefined) {
          // A GraphQLError with a code: meant for the client, so masking lets it through.
          throw new GraphQLError(
            `${info.parentType.name}.${info.fieldName} requires the role ${missing}.`,
            {
              extensions: { code: 'FORBIDDEN' },
            },
          );
        }
        return resolve(parent, args, context, info);
      };
    }
  }
}
