import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
  }

  type Query {
    "Offset pagination: skip offset tools, return the next limit."
    toolsByOffset(offset: Int! = 0, limit: Int! = 10): [Tool!]!
    "Cursor pagination, reduced to its core: the tools after the one with id afterId."
    toolsAfter(afterId: ID, limit: Int! = 10): [Tool!]!
  }
`);

// Newest first, as most feeds are.
const tools = [
  { id: 3, name: 'Cordless drill' },
  { id: 2, name: 'Hand plane' },
  { id: 1, name: 'Spirit level' },
];

const rootValue = {
  toolsByOffset: ({ offset, limit }) => tools.slice(offset, offset + limit),
  toolsAfter: ({ afterId, limit }) =>
    tools.filter((tool) => afterId == null || tool.id < Number(afterId)).slice(0, limit),
};

const names = async (source) =>
  (await graphql({ schema, source, rootValue })).data.page.map((tool) => tool.name);

// Page 1, by both methods.
console.log('offset page 1:', await names('{ page: toolsByOffset(limit: 2) { name } }'));
console.log('cursor page 1:', await names('{ page: toolsAfter(limit: 2) { name } }'));

// Someone adds a tool before the client asks for page 2.
tools.unshift({ id: 4, name: 'Mitre saw' });

// Page 2: the offset moved under the client's feet; the cursor did not.
console.log('offset page 2:', await names('{ page: toolsByOffset(offset: 2, limit: 2) { name } }'));
console.log('cursor page 2:', await names('{ page: toolsAfter(afterId: "2", limit: 2) { name } }'));
