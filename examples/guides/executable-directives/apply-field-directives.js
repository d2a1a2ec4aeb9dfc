import { defaultFieldResolver, getDirectiveValues, GraphQLError, isObjectType } from 'graphql';

// What each directive does to a field's value.
export const transforms = {
  uppercase: (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  truncate(value, { length }) {
    if (length < 1) {
      throw new GraphQLError('@truncate needs a length of 1 or more.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return typeof value === 'string' && value.length > length
      ? `${value.slice(0, length - 1)}…`
      : value;
  },
};

/** The transforms a field's nodes ask for, with their arguments, in the order written. */
function requestedTransforms(info) {
  const requested = new Map();
  for (const node of info.fieldNodes) {
    for (const directive of node.directives ?? []) {
      const name = directive.name.value;
      if (Object.hasOwn(transforms, name) && !requested.has(name)) {
        const definition = info.schema.getDirective(name);
        requested.set(name, getDirectiveValues(definition, node, info.variableValues));
      }
    }
  }
  return requested;
}

/** Wraps every field's resolver so that the directives written on the field change its value. */
export function applyFieldDirectives(schema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) {
      continue;
    }
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const requested = requestedTransforms(info);
        const value = resolve(source, args, context, info);
        if (requested.size === 0) {
          return value;
        }
        const transform = (resolved) =>
          [...requested].reduce(
            (current, [name, values]) => transforms[name](current, values),
            resolved,
          );
        return value instanceof Promise ? value.then(transform) : transform(value);
      };
    }
  }
  return schema;
}
