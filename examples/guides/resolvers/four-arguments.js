import {
  graphql,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  responsePathAsArray,
} from 'graphql';

const tools = [
  { id: 1, name: 'Hand plane', shelf: 'B2' },
  { id: 2, name: 'Cordless drill', shelf: 'A1' },
];

const Tool = new GraphQLObjectType({
  name: 'Tool',
  fields: {
    name: { type: new GraphQLNonNull(GraphQLString) },
    // Resolvers get (source, args, context, info): the parent's value, this field's arguments,
    // the per-request context and a description of where in the operation they are.
    shelf: {
      type: GraphQLString,
      args: { visitor: { type: GraphQLString } },
      resolve(tool, args, context, info) {
        console.log('source: ', JSON.stringify(tool));
        console.log('args:   ', JSON.stringify(args));
        console.log('context:', JSON.stringify(context));
        console.log('info.fieldName: ', info.fieldName);
        console.log('info.parentType:', info.parentType.name);
        console.log('info.returnType:', String(info.returnType));
        console.log('info.path:      ', responsePathAsArray(info.path).join('.'));
        console.log('info.operation: ', info.operation.name.value);
        console.log('info.variableValues:', JSON.stringify(info.variableValues));
        return context.member ? tool.shelf : null;
      },
    },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      tools: {
        type: new GraphQLList(Tool),
        args: { first: { type: GraphQLInt } },
        resolve: (_source, { first }) => tools.slice(0, first),
      },
    },
  }),
});

const result = await graphql({
  schema,
  source: 'query Shelves($who: String) { tools(first: 1) { name shelf(visitor: $who) } }',
  variableValues: { who: 'Ada' },
  contextValue: { member: true },
});
console.log(JSON.stringify(result));
