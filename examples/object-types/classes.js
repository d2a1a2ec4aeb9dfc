import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Member {
    name: String!
    "The tools this member has lent to the library."
    tools: [Tool!]!
  }

  type Tool {
    id: ID!
    name: String!
    owner: Member!
    "Whether one person can carry the tool, given the most they can lift."
    portable(maxKg: Float = 10): Boolean!
  }

  type Query {
    tool(id: ID!): Tool
  }
`);

class Member {
  constructor(id, name) {
    this.id = id;
    this.name = name;
  }

  // A method backs a field of the same name: graphql-js calls it with (args, context, info).
  tools() {
    return [...toolsById.values()].filter((tool) => tool.ownerId === this.id);
  }
}

class Tool {
  constructor(id, name, weightKg, ownerId) {
    this.id = id;
    this.name = name;
    this.weightKg = weightKg;
    this.ownerId = ownerId;
  }

  owner() {
    return membersById.get(this.ownerId);
  }

  portable({ maxKg }) {
    return this.weightKg <= maxKg;
  }
}

const membersById = new Map([
  ['m1', new Member('m1', 'Ines')],
  ['m2', new Member('m2', 'Tomasz')],
]);

const toolsById = new Map([
  ['t1', new Tool('t1', 'Cordless drill', 1.8, 'm1')],
  ['t2', new Tool('t2', 'Tile cutter', 14, 'm2')],
  ['t3', new Tool('t3', 'Hand plane', 2.2, 'm1')],
]);

// Only the root needs explicit resolvers; every object below it resolves itself.
const rootValue = {
  tool: ({ id }) => toolsById.get(id),
};

const source = `
  {
    tool(id: "t1") {
      name
      portable
      pocketSized: portable(maxKg: 1)
      owner {
        name
        tools {
          name
        }
      }
    }
  }
`;

const result = await graphql({ schema, source, rootValue });
console.log(JSON.stringify(result, null, 2));
