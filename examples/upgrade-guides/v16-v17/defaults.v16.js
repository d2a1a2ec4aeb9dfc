// graphql 16: defaults in `defaultValue`, as values. On graphql 17 this still
// runs, but defaults written in SDL are no longer in `defaultValue`.
import {
  buildSchema,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  graphql,
} from 'graphql';

function productSchema(firstDefault) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        products: {
          type: new GraphQLList(GraphQLString),
          args: {first: {type: GraphQLInt, defaultValue: firstDefault}},
          resolve: (_, {first}) => ['Lamp', 'Desk', 'Chair'].slice(0, first),
        },
      },
    }),
  });
}
console.log(JSON.stringify(await graphql({schema: productSchema(2), source: '{ products }'})));

// A default that is not an Int: accepted, and handed to the resolver as is.
console.log(JSON.stringify(await graphql({schema: productSchema('ten'), source: '{ products }'})));

// Tools that read defaults from a schema built from SDL.
const fromSdl = buildSchema('type Query { products(first: Int = 2): [String] }');
console.log('defaultValue:', fromSdl.getQueryType().getFields().products.args[0].defaultValue);
