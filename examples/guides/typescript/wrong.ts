import { GraphQLBoolean, GraphQLNonNull, GraphQLObjectType } from 'graphql';
import type { Context, ToolRecord } from './context.ts';

// A mistake the types catch: the context has `viewer`, not `user`.
export const LoanType = new GraphQLObjectType<ToolRecord, Context>({
  name: 'Loan',
  fields: {
    borrowedByMe: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (tool, _args, context) => tool.borrowerId === context.user?.id,
    },
  },
});
