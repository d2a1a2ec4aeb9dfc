import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

const Tool = new GraphQLObjectType({
  name: 'Tool',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    available: { type: new GraphQLNonNull(GraphQLBoolean) },
  },
});

// Resolvers read tools through `context.tools`, so tests can hand them any data they like.
export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      tools: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Tool))),
        resolve: (_source, _args, context) => context.tools.all(),
      },
      tool: {
        type: Tool,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_source, { id }, context) => context.tools.find(id),
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      borrowTool: {
        type: new GraphQLNonNull(Tool),
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: async (_source, { id }, context) => {
          const tool = await context.tools.find(id);
          if (!tool?.available) {
            throw new GraphQLError(`Tool ${id} cannot be borrowed right now.`, {
              extensions: { code: 'NOT_AVAILABLE' },
            });
          }
          return context.tools.update(id, { available: false });
        },
      },
    },
  }),
});

// An in-memory store with the interface the resolvers expect; a real one would query a database.
export function createToolStore(tools) {
  const byId = new Map(tools.map((tool) => [tool.id, { ...tool }]));
  return {
    all: async () => [...byId.values()],
    find: async (id) => byId.get(id) ?? null,
    update: async (id, changes) => {
      const tool = { ...byId.get(id), ...changes };
      byId.set(id, tool);
      return tool;
    },
  };
}
