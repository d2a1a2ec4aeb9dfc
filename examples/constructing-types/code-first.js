import {
  graphql,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  printSchema,
} from 'graphql';

// Plain records this time: the resolvers below know how to follow their references.
const members = [
  { id: 'm1', name: 'Ines' },
  { id: 'm2', name: 'Tomasz' },
];
const tools = [
  { id: 't1', name: 'Cordless drill', weightKg: 1.8, ownerId: 'm1' },
  { id: 't2', name: 'Tile cutter', weightKg: 14, ownerId: 'm2' },
  { id: 't3', name: 'Hand plane', weightKg: 2.2, ownerId: 'm1' },
];

const MemberType = new GraphQLObjectType({
  name: 'Member',
  // A function ("thunk") so that ToolType, declared below, exists by the time it is read.
  fields: () => ({
    name: { type: new GraphQLNonNull(GraphQLString) },
    tools: {
      description: 'The tools this member has lent to the library.',
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ToolType))),
      resolve: (member) => tools.filter((tool) => tool.ownerId === member.id),
    },
  }),
});

const ToolType = new GraphQLObjectType({
  name: 'Tool',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    owner: {
      type: new GraphQLNonNull(MemberType),
      resolve: (tool) => members.find((member) => member.id === tool.ownerId),
    },
    portable: {
      description: 'Whether one person can carry the tool, given the most they can lift.',
      type: new GraphQLNonNull(GraphQLBoolean),
      // graphql 17 spelling; graphql 16 reads `defaultValue: 10` and ignores `default`.
      args: { maxKg: { type: GraphQLFloat, default: { value: 10 } } },
      resolve: (tool, { maxKg }) => tool.weightKg <= maxKg,
    },
  }),
});

const QueryType = new GraphQLObjectType({
  name: 'Query',
  fields: {
    tool: {
      type: ToolType,
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: (_root, { id }) => tools.find((tool) => tool.id === id),
    },
  },
});

const schema = new GraphQLSchema({ query: QueryType });

const result = await graphql({
  schema,
  source:
    '{ tool(id: "t1") { name portable pocketSized: portable(maxKg: 1) owner { name tools { name } } } }',
});
console.log(JSON.stringify(result));

// The same types, printed in the schema language:
console.log();
console.log(printSchema(schema));
