import DataLoader from 'dataloader';
import { buildSchema, GraphQLError } from 'graphql';

export const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
    available: Boolean!
  }

  type Member {
    name: String!
    borrowed: [Tool!]!
  }

  type Query {
    tools: [Tool!]!
    tool(id: ID!): Tool
    "The member making the request: a different answer for everyone."
    me: Member
  }

  type Mutation {
    borrowTool(id: ID!): Tool!
  }
`);

// The database. Rows are replaced, never changed in place, as a real database hands out copies.
const toolRows = new Map([
  ['t1', { id: 't1', name: 'Hand plane', available: true }],
  ['t2', { id: 't2', name: 'Step ladder', available: true }],
]);
// By access token. Names are not unique: two members are both called Ines.
export const members = new Map([
  ['token-of-ines', { id: 'm1', name: 'Ines', borrowed: [] }],
  ['token-of-omar', { id: 'm2', name: 'Omar', borrowed: [] }],
  ['token-of-ines-b', { id: 'm3', name: 'Ines', borrowed: [] }],
]);

async function toolsByIds(ids) {
  return ids.map((id) => toolRows.get(id) ?? null);
}

// One per request: a new DataLoader (whose cache lives as long as the request), the tags of the
// records this request read, and how to report a change.
export function createContext({ viewer, invalidate }) {
  return { viewer, toolLoader: new DataLoader(toolsByIds), tags: new Set(), invalidate };
}

function tag(context, tool) {
  if (tool !== null) {
    context.tags.add(`Tool:${tool.id}`);
  }
  return tool;
}

async function loadTools(context, ids) {
  return (await context.toolLoader.loadMany(ids)).map((tool) => tag(context, tool));
}

export const rootValue = {
  tools: (_args, context) => {
    // The list itself changes when a tool is added or removed.
    context.tags.add('Tool:list');
    return loadTools(context, [...toolRows.keys()]);
  },
  tool: async ({ id }, context) => tag(context, await context.toolLoader.load(id)),
  me: (_args, context) => {
    if (context.viewer === null) {
      return null;
    }
    // The answer comes from the member's record: an empty borrowed list tags no tool, yet a loan
    // changes it.
    context.tags.add(`Member:${context.viewer.id}`);
    return {
      name: context.viewer.name,
      borrowed: () => loadTools(context, context.viewer.borrowed),
    };
  },
  borrowTool: async ({ id }, context) => {
    const tool = await context.toolLoader.load(id);
    if (context.viewer === null || tool === null || !tool.available) {
      throw new GraphQLError('This tool cannot be borrowed.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    toolRows.set(id, { ...tool, available: false });
    context.viewer.borrowed.push(id);
    // The loader still holds the old row; later reads in this request must see the new one.
    context.toolLoader.clear(id);
    // Cached results elsewhere that showed this tool, or this member, are now wrong.
    context.invalidate(`Tool:${id}`);
    context.invalidate(`Member:${context.viewer.id}`);
    return context.toolLoader.load(id);
  },
};
