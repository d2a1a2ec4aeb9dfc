import { buildSchema, defaultFieldResolver, graphql, isObjectType } from 'graphql';

const schema = buildSchema(`
  type Tool {
    name: String!
    owner: String!
  }

  type Query {
    tools: [Tool!]!
  }
`);

const rootValue = {
  tools: async () => [
    { name: 'Cordless drill', owner: async () => 'Ines' },
    { name: 'Hand plane', owner: async () => 'Kofi' },
  ],
};

// Replaces the resolver of every field (the default one where a field has none) with one that
// measures it and reports when it settles. Introspection types are left alone.
function traceResolvers(schema, onSettled) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const started = performance.now();
        const settle = (error) => onSettled(info, performance.now() - started, error);
        try {
          const result = resolve(source, args, context, info);
          if (result instanceof Promise) {
            result.then(() => settle(), settle);
          } else {
            settle();
          }
          return result;
        } catch (error) {
          settle(error);
          throw error;
        }
      };
    }
  }
}

// A real tool would record `milliseconds`; it is left out here to keep the output reproducible.
traceResolvers(schema, (info, milliseconds, error) => {
  const path = [];
  for (let at = info.path; at; at = at.prev) path.unshift(at.key);
  console.log(`${info.parentType.name}.${info.fieldName} at ${path.join('.')}${error ? ' failed' : ''}`);
});

const result = await graphql({ schema, source: '{ tools { name owner } }', rootValue });
console.log(JSON.stringify(result));
