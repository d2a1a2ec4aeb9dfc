import { buildSchema, graphql, GraphQLError } from 'graphql';

const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
  }

  type ToolEdge {
    cursor: String!
    node: Tool!
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type ToolConnection {
    edges: [ToolEdge!]!
    pageInfo: PageInfo!
  }

  type Query {
    "Tools, newest first. first: at most 50, default 10."
    tools(first: Int! = 10, after: String): ToolConnection!
  }
`);

// Newest first: a higher id was added later.
const tools = [
  { id: 5, name: 'Tile cutter' },
  { id: 4, name: 'Mitre saw' },
  { id: 3, name: 'Cordless drill' },
  { id: 2, name: 'Hand plane' },
  { id: 1, name: 'Spirit level' },
];

const MAX_PAGE_SIZE = 50;

// Opaque cursors: clients pass them back, and must not build or read them. btoa and atob are
// base64 in Node.js and browsers alike; they take ASCII text, which a cursor is.
const encodeCursor = (tool) => btoa(`Tool:${tool.id}`);
function decodeCursor(cursor) {
  let text = '';
  try {
    text = atob(cursor);
  } catch {
    // Not base64 at all: refused below, like any cursor this server did not issue.
  }
  const match = /^Tool:(\d+)$/.exec(text);
  if (!match) {
    throw new GraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return Number(match[1]);
}

const rootValue = {
  tools: ({ first, after }) => {
    // A page of 0 would end nowhere: no endCursor to continue from, yet more to come.
    if (first < 1 || first > MAX_PAGE_SIZE) {
      throw new GraphQLError(`"first" must be between 1 and ${MAX_PAGE_SIZE}; got ${first}.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // The cursor names the last item seen; the next page starts after it, wherever it now is.
    // `after` is absent on the first page, or null if the client sent null: treat both alike.
    const afterId = after == null ? Infinity : decodeCursor(after);
    const rest = tools.filter((tool) => tool.id < afterId);
    // Fetch one more than asked: if it exists, there is a next page.
    const page = rest.slice(0, first + 1);
    const edges = page.slice(0, first).map((tool) => ({ cursor: encodeCursor(tool), node: tool }));
    return {
      edges,
      pageInfo: { hasNextPage: page.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    };
  },
};

const query = `
  query Tools($first: Int, $after: String) {
    tools(first: $first, after: $after) {
      edges { cursor node { id name } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

// Walk through every page, two tools at a time, as a client would.
let after;
let hasNextPage = true;
while (hasNextPage) {
  const result = await graphql({
    schema,
    source: query,
    rootValue,
    variableValues: { first: 2, after },
  });
  if (result.errors) {
    // A refused page has no pageInfo to follow: stop, rather than ask again.
    console.log(JSON.stringify(result.errors));
    break;
  }
  console.log(JSON.stringify(result.data.tools));
  ({ hasNextPage, endCursor: after } = result.data.tools.pageInfo);
}

// Too large a page, an empty one, a negative one, and a cursor that is not in the server's form.
for (const variableValues of [
  { first: 1000 },
  { first: 0 },
  { first: -1 },
  { first: 2, after: 'bm90LWEtY3Vyc29y' },
]) {
  const result = await graphql({ schema, source: query, rootValue, variableValues });
  console.log(JSON.stringify(result));
}
