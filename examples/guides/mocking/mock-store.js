import { addMocksToSchema } from '@graphql-tools/mock';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  scalar DateTime

  enum Condition { GOOD WORN BROKEN }

  interface Item { id: ID! name: String! }

  type Tool implements Item {
    id: ID!
    name: String!
    condition: Condition!
    dueBack: DateTime
    tags: [String!]!
  }

  type Kit implements Item {
    id: ID!
    name: String!
    tools: [Tool!]!
  }

  type Query {
    items: [Item!]!
    tool(id: ID!): Tool
  }

  type Mutation {
    rename(id: ID!, name: String!): Tool
  }
`);

// The library draws enum values, numbers and ids at random; fixed ones keep the output stable.
let lastId = 0;
const mocked = addMocksToSchema({
  schema,
  mocks: {
    ID: () => `id-${++lastId}`,
    DateTime: () => '2026-03-14T10:00:00.000Z',
    Condition: () => 'GOOD',
    Tool: () => ({ name: 'Hand plane', tags: ['woodwork'] }),
    Query: () => ({ items: [{ __typename: 'Tool' }, { __typename: 'Kit' }] }),
  },
  // Resolvers of your own read and write the store, where the generated objects are kept by id.
  resolvers: (store) => ({
    Query: {
      tool: (_source, { id }) => store.get('Tool', id),
    },
    Mutation: {
      rename(_source, { id, name }) {
        store.set('Tool', id, 'name', name);
        return store.get('Tool', id);
      },
    },
  }),
});

async function run(source) {
  const result = await graphql({ schema: mocked, source });
  console.log(JSON.stringify(result.errors ?? result.data));
}

await run(`{
  items {
    __typename id name
    ... on Tool { condition dueBack tags }
    ... on Kit { tools { id } }
  }
}`);
await run('{ tool(id: "7") { id name } }');
await run('mutation { rename(id: "7", name: "Block plane") { id name } }');
await run('{ tool(id: "7") { id name } }');
