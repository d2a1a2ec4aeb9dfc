import { buildSchema, GraphQLError } from 'graphql';

// The most items any list field returns. The cost rule counts a list whose size it cannot
// trust as this many items, so the resolvers must never return more.
export const MAX_LIST_SIZE = 100;

export const schema = buildSchema(`
  type Member {
    name: String!
    tools(first: Int): [Tool!]!
  }

  type Tool {
    name: String!
    owner: Member!
    loans(first: Int): [Loan!]!
  }

  type Loan {
    borrower: Member!
    returnedOn: String
  }

  type Query {
    tools(first: Int): [Tool!]!
    login(email: String!, password: String!): Boolean!
  }
`);

// A page of `items`: at most MAX_LIST_SIZE of them, whatever `first` asks for. A negative
// `first` is refused rather than passed to slice(), where -100 would mean "all but the last 100".
export function pageOf(items, first = MAX_LIST_SIZE) {
  if (first < 0) {
    throw new GraphQLError(`first must not be negative; got ${first}.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return items.slice(0, Math.min(first, MAX_LIST_SIZE));
}

const ines = { name: 'Ines' };
const kofi = { name: 'Kofi' };
const toolsInStock = ['Cordless drill', 'Hand plane', 'Step ladder'].map((name) => ({
  name,
  owner: ines,
  loans: ({ first }) => pageOf([{ borrower: kofi, returnedOn: '2026-03-02' }], first),
}));
ines.tools = ({ first }) => pageOf(toolsInStock, first);
kofi.tools = ({ first }) => pageOf([], first);

export const rootValue = {
  tools: ({ first }) => pageOf(toolsInStock, first),
  login: () => false,
};
