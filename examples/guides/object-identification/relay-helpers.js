import {
  graphql,
  GraphQLError,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { fromGlobalId, globalIdField, nodeDefinitions, toGlobalId } from 'graphql-relay';

const tools = new Map([
  ['1', { id: '1', name: 'Hand plane' }],
  ['10', { id: '10', name: 'Mitre saw' }],
]);

// What the helpers do with a good id and with a bad one.
console.log(toGlobalId('Tool', '1'), toGlobalId('Tool', '10'));
console.log(JSON.stringify(fromGlobalId('VG9vbDox')), JSON.stringify(fromGlobalId('not an id!')));

const invalidId = () => new GraphQLError('Invalid ID.', { extensions: { code: 'BAD_USER_INPUT' } });

const { nodeInterface, nodeField, nodesField } = nodeDefinitions(
  async (globalId) => {
    // fromGlobalId never throws: a bad id decodes to an empty type, which is checked here, and
    // another spelling of a good id decodes to it, which encoding it again reveals.
    const { type, id } = fromGlobalId(globalId);
    if (type !== 'Tool' || toGlobalId(type, id) !== globalId) {
      throw invalidId();
    }
    return tools.get(id) ?? null;
  },
  // The typeResolver returns a type name, as resolveType does.
  () => 'Tool',
);

const ToolType = new GraphQLObjectType({
  name: 'Tool',
  interfaces: [nodeInterface],
  fields: { id: globalIdField(), name: { type: new GraphQLNonNull(GraphQLString) } },
});

// nodesField resolves every id it is given: cap the list in a resolver of your own.
const MAX_NODES = 20;
const cappedNodesField = {
  ...nodesField,
  resolve: (source, args, context, info) => {
    if (args.ids.length > MAX_NODES) {
      throw new GraphQLError(`"ids" may hold at most ${MAX_NODES} ids; got ${args.ids.length}.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return nodesField.resolve(source, args, context, info);
  },
};

const schema = new GraphQLSchema({
  types: [ToolType],
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { node: nodeField, nodes: cappedNodesField },
  }),
});

for (const source of [
  '{ node(id: "VG9vbDox") { id ... on Tool { name } } nodes(ids: ["VG9vbDoxMA==", "bm9wZQ", "VG9vbDoxMB=="]) { id } }',
  `{ nodes(ids: [${Array(MAX_NODES + 1)
    .fill('"VG9vbDox"')
    .join(', ')}]) { id } }`,
]) {
  console.log(JSON.stringify(await graphql({ schema, source })));
}
