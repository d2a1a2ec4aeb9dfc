import {
  buildSchema,
  graphql,
  GraphQLInterfaceType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

// 1. An SDL schema whose resolver returns a plain object: nothing says which type it is.
const sdlSchema = buildSchema(`
  interface Item { title: String! }
  type Book implements Item { title: String! }
  type Recording implements Item { title: String! }
  type Query { featured: Item }
`);
await run('A plain object, no __typename', sdlSchema, {
  featured: () => ({ title: 'The Joy of Woodworking' }),
});

// 2-4. A code-first schema whose resolveType gets it wrong in different ways.
function schemaWith(resolveType) {
  const Item = new GraphQLInterfaceType({
    name: 'Item',
    fields: { title: { type: new GraphQLNonNull(GraphQLString) } },
    resolveType,
  });
  const Book = new GraphQLObjectType({
    name: 'Book',
    interfaces: [Item],
    fields: { title: { type: new GraphQLNonNull(GraphQLString) } },
  });
  const Member = new GraphQLObjectType({
    name: 'Member',
    fields: { name: { type: GraphQLString } },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { featured: { type: Item }, member: { type: Member } },
    }),
    types: [Book],
  });
}
const rootValue = { featured: () => ({ title: 'The Joy of Woodworking' }) };

await run(
  'resolveType returns a name the schema does not know',
  schemaWith(() => 'Magazine'),
  rootValue,
);
await run(
  'resolveType returns a type that does not implement Item',
  schemaWith(() => 'Member'),
  rootValue,
);
await run(
  'resolveType returns the type object instead of its name',
  schemaWith((_value, _context, info) => info.schema.getType('Book')),
  rootValue,
);

async function run(title, schema, root) {
  const result = await graphql({ schema, source: '{ featured { title } }', rootValue: root });
  console.log(`# ${title}`);
  console.log(`data: ${JSON.stringify(result.data)}`);
  for (const error of result.errors ?? []) {
    console.log(`error at ${error.path.join('.')}: ${error.message}`);
  }
}
