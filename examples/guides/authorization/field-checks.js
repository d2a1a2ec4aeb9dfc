import { buildSchema, graphql } from 'graphql';
import { emailOf, listMembers, listTools, viewers } from './library.js';
import { printResult } from './print-result.js';

const schema = buildSchema(`
  type Member {
    name: String!
    "Nullable on purpose: a refusal turns this field into null, not the whole member."
    email: String
  }

  type Tool {
    name: String!
  }

  type Query {
    tools: [Tool!]!
    members: [Member!]
  }
`);

// Resolvers stay thin: they pass the viewer from the context to the business layer.
class Member {
  constructor(row) {
    this.row = row;
    this.name = row.name;
  }

  email(_args, { viewer }) {
    return emailOf(viewer, this.row);
  }
}

const rootValue = {
  tools: (_args, { viewer }) => listTools(viewer),
  members: (_args, { viewer }) => listMembers(viewer).map((row) => new Member(row)),
};

for (const [name, viewer] of Object.entries(viewers)) {
  const result = await graphql({
    schema,
    source: '{ tools { name } members { name email } }',
    rootValue,
    contextValue: { viewer },
  });
  printResult(name, result);
}
