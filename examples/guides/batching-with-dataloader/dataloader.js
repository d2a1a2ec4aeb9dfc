import DataLoader from 'dataloader';
import { buildSchema, graphql } from 'graphql';
import { calls, getMembersByIds, listTools } from './backend.js';

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

// The batch function: receives every id requested in one tick of the event loop and must
// return one result per id, in the same order. Errors are allowed in place of results.
async function batchMembers(ids) {
  const rows = await getMembersByIds(ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? new Error(`No member with id ${id}.`));
}

// A fresh set of loaders for every request: their cache lives as long as the request does.
function createContext() {
  return {
    memberLoader: new DataLoader(batchMembers),
  };
}

class Tool {
  constructor(row) {
    this.name = row.name;
    this.ownerId = row.ownerId;
  }

  owner(_args, context) {
    return context.memberLoader.load(this.ownerId);
  }
}

const rootValue = {
  tools: async () => (await listTools()).map((row) => new Tool(row)),
};

for (const request of ['first', 'second']) {
  console.log(`${request} request, backend calls:`);
  const before = calls.count;
  const result = await graphql({
    schema,
    source: '{ tools { name owner { name } } }',
    rootValue,
    contextValue: createContext(),
  });
  console.log(`  total: ${calls.count - before}`);
  console.log(
    `  ${JSON.stringify(result.data.tools.map((tool) => `${tool.name} (${tool.owner.name})`))}`,
  );
}
