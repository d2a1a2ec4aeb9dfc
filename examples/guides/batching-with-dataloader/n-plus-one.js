import { buildSchema, graphql } from 'graphql';
import { calls, getMember, listTools } from './backend.js';

const schema = buildSchema(`
  type Member {
    name: String!
  }

  type Tool {
    name: String!
    owner: Member!
  }

  type Query {
    tools: [Tool!]!
  }
`);

class Tool {
  constructor(row) {
    this.name = row.name;
    this.ownerId = row.ownerId;
  }

  // Runs once for every tool in the list: one backend call each.
  owner() {
    return getMember(this.ownerId);
  }
}

const rootValue = {
  tools: async () => (await listTools()).map((row) => new Tool(row)),
};

console.log('backend calls made by the query:');
const result = await graphql({
  schema,
  source: '{ tools { name owner { name } } }',
  rootValue,
});

console.log(JSON.stringify(result.data.tools.map((tool) => `${tool.name} (${tool.owner.name})`)));
console.log(`backend calls: ${calls.count}`);
