import { buildSchema } from 'graphql';
import { emailOf, listMembers, listTools, ownerOf } from './library.js';

export const schema = buildSchema(`
  type Member {
    name: String!
    "Nullable on purpose: a refusal turns this field into null, not the whole member."
    email: String
  }

  type Tool {
    name: String!
    owner: Member!
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

class Tool {
  constructor(row) {
    this.row = row;
    this.name = row.name;
  }

  owner() {
    return new Member(ownerOf(this.row));
  }
}

export const rootValue = {
  tools: (_args, { viewer }) => listTools(viewer).map((row) => new Tool(row)),
  members: (_args, { viewer }) => listMembers(viewer).map((row) => new Member(row)),
};
