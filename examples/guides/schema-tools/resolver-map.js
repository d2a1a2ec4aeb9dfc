import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, isSchema, lexicographicSortSchema, parse, printSchema, validate } from 'graphql';

const toolRows = [
  { id: '1', name: 'Hand plane', ownerId: 'm1' },
  { id: '2', name: 'Mitre saw', ownerId: 'm2' },
];
const memberRows = [
  { id: 'm1', name: 'Ines' },
  { id: 'm2', name: 'Kofi' },
];

// Two modules of one API, each with its part of the SDL and the resolvers for it. Both declare
// Query; merging joins their fields.
const catalogue = {
  typeDefs: `
    type Tool {
      id: ID!
      name: String!
      owner: Member!
    }
    type Query {
      tools: [Tool!]!
    }
  `,
  resolvers: {
    Query: { tools: () => toolRows },
    Tool: { owner: (tool) => memberRows.find((member) => member.id === tool.ownerId) },
  },
};
const membership = {
  typeDefs: `
    type Member {
      id: ID!
      name: String!
      tools: [Tool!]!
    }
    type Query {
      members: [Member!]!
    }
  `,
  resolvers: {
    Query: { members: () => memberRows },
    Member: { tools: (member) => toolRows.filter((tool) => tool.ownerId === member.id) },
  },
};

// Resolvers are keyed by type, then field, and receive (source, args, context, info).
const schema = makeExecutableSchema({
  typeDefs: mergeTypeDefs([catalogue.typeDefs, membership.typeDefs]),
  resolvers: mergeResolvers([catalogue.resolvers, membership.resolvers]),
});

// A plain GraphQLSchema: graphql-js's own functions take it as it is.
console.log(`isSchema: ${isSchema(schema)}`);
console.log(printSchema(lexicographicSortSchema(schema)));
const document = parse('{ tools { name owner { name } } members { name tools { name } } }');
console.log(`validation errors: ${validate(schema, document).length}`);
console.log(JSON.stringify(await execute({ schema, document })));
