// graphql 17 only: `default` holds either a value or a literal, and is validated.
import {
  buildSchema,
  coerceInputLiteral,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  graphql,
  print,
  validateSchema,
} from 'graphql';

function productSchema(firstDefault) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        products: {
          type: new GraphQLList(GraphQLString),
          args: {first: {type: GraphQLInt, default: firstDefault}},
          resolve: (_, {first}) => ['Lamp', 'Desk', 'Chair'].slice(0, first),
        },
      },
    }),
  });
}

// A value, as `defaultValue` held it.
console.log(
  JSON.stringify(await graphql({schema: productSchema({value: 2}), source: '{ products }'})),
);

// A default that is not an Int is a schema error now.
console.log(validateSchema(productSchema({value: 'ten'})).map((error) => error.message));

// Defaults from SDL are kept as the literal that was written.
const arg = buildSchema('type Query { products(first: Int = 2): [String] }')
  .getQueryType()
  .getFields().products.args[0];
console.log('literal:', print(arg.default.literal));
console.log('value:', coerceInputLiteral(arg.default.literal, arg.type));
