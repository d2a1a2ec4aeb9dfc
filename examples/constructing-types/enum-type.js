import {
  graphql,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

// Clients see POWER, HAND and ACCESS; resolvers see the codes the database stores.
const CategoryType = new GraphQLEnumType({
  name: 'Category',
  values: {
    POWER: { value: 'pwr', description: 'Needs a battery or a socket.' },
    HAND: { value: 'hnd' },
    ACCESS: { value: 'acc', description: 'Ladders and scaffolding.' },
  },
});

const rows = [
  { name: 'Cordless drill', categoryCode: 'pwr' },
  { name: 'Hand plane', categoryCode: 'hnd' },
  { name: 'Step ladder', categoryCode: 'acc' },
];

const ToolType = new GraphQLObjectType({
  name: 'Tool',
  fields: {
    name: { type: new GraphQLNonNull(GraphQLString) },
    category: { type: new GraphQLNonNull(CategoryType), resolve: (row) => row.categoryCode },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      tools: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ToolType))),
        args: { category: { type: CategoryType } },
        // `category` arrives as the internal value ('pwr'), ready for the database.
        resolve: (_root, { category }) =>
          rows.filter((row) => !category || row.categoryCode === category),
      },
    },
  }),
});

const requests = [
  '{ tools { name category } }',
  '{ tools(category: ACCESS) { name } }',
  '{ tools(category: LADDER) { name } }',
];
for (const source of requests) {
  console.log(JSON.stringify(await graphql({ schema, source })));
}
