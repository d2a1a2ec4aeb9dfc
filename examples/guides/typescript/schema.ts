import {
  GraphQLBoolean,
  type GraphQLFieldConfig,
  GraphQLID,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import type { Context, Member, ToolRecord } from './context.ts';

// TSource = Member: every resolver of this type receives a Member as its first argument.
const MemberType = new GraphQLObjectType<Member, Context>({
  name: 'Member',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
  },
});

const ToolType = new GraphQLObjectType<ToolRecord, Context>({
  name: 'Tool',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    // `tool` is a ToolRecord and `context` a Context, without annotations.
    owner: {
      type: MemberType,
      resolve: (tool, _args, context) => context.db.member(tool.ownerId),
    },
    borrowedByMe: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (tool, _args, { viewer }) => viewer !== null && tool.borrowerId === viewer.id,
    },
  },
});

// TArgs describes the arguments the resolver receives once graphql-js has coerced them.
interface ToolArgs {
  id: string;
}

const toolField: GraphQLFieldConfig<unknown, Context, ToolArgs> = {
  type: ToolType,
  args: { id: { type: new GraphQLNonNull(GraphQLID) } },
  resolve: (_root, args, context) => context.db.tool(args.id),
};

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, Context>({
    name: 'Query',
    fields: {
      me: { type: MemberType, resolve: (_root, _args, context) => context.viewer },
      tool: toolField,
    },
  }),
});
