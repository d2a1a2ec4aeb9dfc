import { buildSchema, graphql, GraphQLError } from 'graphql';

const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
    category: String!
    weightKg: Float
  }

  "Everything needed to add a tool. Fields with ! must be given."
  input NewToolInput {
    name: String!
    category: String!
    weightKg: Float
  }

  "Only the fields present in the input change."
  input ToolChanges {
    name: String
    weightKg: Float
  }

  type Query {
    tools: [Tool!]!
  }

  type Mutation {
    addTool(input: NewToolInput!): Tool!
    updateTool(id: ID!, changes: ToolChanges!): Tool
    removeTool(id: ID!): Boolean!
  }
`);

// A small in-memory store. A real service would talk to a database here.
class ToolStore {
  #tools = new Map();
  #lastId = 0;

  list() {
    return [...this.#tools.values()];
  }

  add({ name, category, weightKg = null }) {
    this.#lastId += 1;
    const tool = { id: String(this.#lastId), name, category, weightKg };
    this.#tools.set(tool.id, tool);
    return tool;
  }

  update(id, changes) {
    const tool = this.#tools.get(id);
    if (!tool) {
      return null;
    }
    return Object.assign(tool, changes);
  }

  remove(id) {
    return this.#tools.delete(id);
  }
}

const store = new ToolStore();

// Query and mutation fields share one root object.
const rootValue = {
  tools: () => store.list(),
  addTool: ({ input }) => store.add(input),
  updateTool: ({ id, changes }) => {
    // ToolChanges.name is optional, so the schema lets an explicit null through: refuse it here.
    if (changes.name === null) {
      throw new GraphQLError('A tool cannot lose its name.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return store.update(id, changes);
  },
  removeTool: ({ id }) => store.remove(id),
};

async function run(source, variableValues) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  console.log(JSON.stringify(result));
}

// Top-level mutation fields run one after another, in the order written.
await run(`
  mutation {
    first: addTool(input: { name: "Cordless drill", category: "power", weightKg: 1.8 }) { id name }
    second: addTool(input: { name: "Step ladder", category: "access" }) { id name }
  }
`);

// Input objects travel well as variables.
await run(
  'mutation Update($id: ID!, $changes: ToolChanges!) { updateTool(id: $id, changes: $changes) { id name weightKg } }',
  { id: '2', changes: { weightKg: 6.5 } },
);

await run('{ tools { id name category weightKg } }');

// A required input field is missing: validation refuses the whole operation.
await run('mutation { addTool(input: { name: "Tile cutter" }) { id } }');

// The resolver refuses an explicit null for the name.
await run('mutation { updateTool(id: "1", changes: { name: null }) { name } }');

await run('mutation { removeTool(id: "1") }');
await run('mutation { removeTool(id: "1") }');
