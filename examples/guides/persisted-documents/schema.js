import { buildSchema, GraphQLError } from 'graphql';

export const schema = buildSchema(`
  type Tool {
    name: String!
    available: Boolean!
  }

  type Member {
    name: String!
    email: String!
  }

  type Query {
    "At most 20 tools, whatever first asks for."
    tools(first: Int): [Tool!]!
    members: [Member!]!
  }

  type Mutation {
    borrowTool(name: String!): Tool!
  }
`);

const MAX_PAGE = 20;
const tools = [
  { name: 'Hand plane', available: true },
  { name: 'Step ladder', available: true },
  { name: 'Tile cutter', available: false },
];

export const rootValue = {
  tools: ({ first = MAX_PAGE }) => {
    if (first < 0) {
      throw new GraphQLError('first cannot be negative.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return tools.slice(0, Math.min(first, MAX_PAGE));
  },
  members: () => [{ name: 'Ines', email: 'ines@example.org' }],
  borrowTool: ({ name }) => {
    const tool = tools.find((candidate) => candidate.name === name);
    if (tool === undefined || !tool.available) {
      throw new GraphQLError(`${name} cannot be borrowed.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    tool.available = false;
    return tool;
  },
};
