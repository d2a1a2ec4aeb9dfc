import { defaultFieldResolver, getDirectiveValues, GraphQLError, isObjectType } from 'graphql';

// The role a field requires: from @requireRole in SDL, which buildSchema keeps in the field's AST
// node, or, in a schema built in code (no AST nodes), from the field's `extensions`.
function requiredRole(schema, field) {
  const requireRole = schema.getDirective('requireRole');
  const args = requireRole && field.astNode && getDirectiveValues(requireRole, field.astNode);
  return args?.role ?? field.extensions?.requireRole;
}

// Wraps the resolver of every field that requires a role with a check of the viewer's role
// (staff have every role). Call it on the schema you serve, after it is complete.
export function enforceRequireRole(schema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) {
      continue;
    }
    for (const field of Object.values(type.getFields())) {
      const role = requiredRole(schema, field);
      if (role === undefined) {
        continue;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, args, context, info) => {
        const viewerRole = context?.viewer?.role;
        if (viewerRole !== role && viewerRole !== 'STAFF') {
          // A GraphQLError with a code: meant for the client, so masking lets it through.
          throw new GraphQLError(`${info.parentType.name}.${info.fieldName} requires the role ${role}.`, {
            extensions: { code: 'FORBIDDEN' },
          });
        }
        return resolve(parent, args, context, info);
      };
    }
  }
}
