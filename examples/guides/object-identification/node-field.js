import {
  graphql,
  GraphQLError,
  GraphQLID,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

// The data layer's own classes and rows. Tool 1 and member 1 share the local id '1'.
class Tool {
  constructor(id, name) {
    Object.assign(this, { id, name });
  }
}
class Member {
  constructor(id, name, email) {
    Object.assign(this, { id, name, email });
  }
}
const tools = new Map([
  ['1', new Tool('1', 'Hand plane')],
  ['2', new Tool('2', 'Mitre saw')],
]);
const members = new Map([
  ['1', new Member('1', 'Ines', 'ines@example.org')],
  ['2', new Member('2', 'Kofi', 'kofi@example.org')],
]);

// A viewer without an id (null, undefined, {}, a role alone) is nobody: every check fails closed.
function isSignedIn(viewer) {
  return typeof viewer?.id === 'string' && viewer.id !== '';
}

// The business layer: members are visible to signed-in viewers only. It answers null both for
// "no such member" and for "not yours to see", so the two cannot be told apart.
const fetchers = new Map([
  ['Tool', async (localId) => tools.get(localId) ?? null],
  [
    'Member',
    async (localId, viewer) => (isSignedIn(viewer) ? (members.get(localId) ?? null) : null),
  ],
]);

// The authorization guide's rule: an email address is visible to its member and to staff only.
function emailOf(viewer, member) {
  if (!isSignedIn(viewer) || (viewer.id !== member.id && viewer.role !== 'STAFF')) {
    throw new GraphQLError(`Only ${member.name} and staff may see this email address.`, {
      extensions: { code: 'FORBIDDEN' },
    });
  }
  return member.email;
}

// A global id is "Type:localId" in base64url: safe in a URL, with no padding. Clients must treat
// it as an opaque token.
const MAX_ID_LENGTH = 100;
const toGlobalId = (typename, localId) =>
  btoa(`${typename}:${localId}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function fromGlobalId(globalId) {
  const invalid = new GraphQLError('Invalid ID.', { extensions: { code: 'BAD_USER_INPUT' } });
  // Refuse long input before decoding it; base64url has only these characters.
  if (globalId.length > MAX_ID_LENGTH || !/^[\w-]+$/.test(globalId)) {
    throw invalid;
  }
  let text;
  try {
    text = atob(globalId.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    throw invalid;
  }
  const match = /^([A-Za-z]+):(.+)$/.exec(text);
  // A Map, not a plain object: "constructor:1" must not find Object's constructor. atob ignores
  // the unused bits of the last character, so several strings decode to one id: accept only the
  // one toGlobalId gives, so that each object has one id and caches keyed by id see it once.
  if (!match || !fetchers.has(match[1]) || toGlobalId(match[1], match[2]) !== globalId) {
    throw invalid;
  }
  return { typename: match[1], localId: match[2] };
}

async function fetchNode(globalId, viewer) {
  const { typename, localId } = fromGlobalId(globalId);
  return fetchers.get(typename)(localId, viewer);
}

const NodeType = new GraphQLInterfaceType({
  name: 'Node',
  description: 'An object that can be fetched again by its global id.',
  fields: { id: { type: new GraphQLNonNull(GraphQLID) } },
  resolveType: (value) => (value instanceof Tool ? 'Tool' : 'Member'),
});

// Every node type's id field answers the global id, never the local one.
const globalIdField = (typename) => ({
  type: new GraphQLNonNull(GraphQLID),
  resolve: (value) => toGlobalId(typename, value.id),
});

const ToolType = new GraphQLObjectType({
  name: 'Tool',
  interfaces: [NodeType],
  fields: { id: globalIdField('Tool'), name: { type: new GraphQLNonNull(GraphQLString) } },
});
const MemberType = new GraphQLObjectType({
  name: 'Member',
  interfaces: [NodeType],
  fields: {
    id: globalIdField('Member'),
    name: { type: new GraphQLNonNull(GraphQLString) },
    // Checked here, where every path to a member (node, nodes, aliases, fragments) ends.
    email: { type: GraphQLString, resolve: (member, _args, { viewer }) => emailOf(viewer, member) },
  },
});

const MAX_NODES = 20;

const schema = new GraphQLSchema({
  types: [ToolType, MemberType],
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      node: {
        description: 'The object with this global id, or null if there is none you may see.',
        type: NodeType,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_source, { id }, { viewer }) => fetchNode(id, viewer),
      },
      nodes: {
        description: `Up to ${MAX_NODES} objects per request, one entry per id, in the order of ids.`,
        type: new GraphQLNonNull(new GraphQLList(NodeType)),
        args: { ids: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))) } },
        resolve: (_source, { ids }, context) => {
          // Counted per request, in the context: aliases of nodes share the cap.
          context.nodeIdCount = (context.nodeIdCount ?? 0) + ids.length;
          if (context.nodeIdCount > MAX_NODES) {
            throw new GraphQLError(
              `"nodes" may fetch at most ${MAX_NODES} ids per request; got ${context.nodeIdCount}.`,
              { extensions: { code: 'BAD_USER_INPUT' } },
            );
          }
          const { viewer } = context;
          // One promise per id: a bad id fails its own entry, not the whole list.
          return ids.map((id) => fetchNode(id, viewer));
        },
      },
      tool: {
        type: ToolType,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_source, { id }) => {
          const { typename, localId } = fromGlobalId(id);
          if (typename !== 'Tool') {
            throw new GraphQLError('Expected the ID of a Tool.', {
              extensions: { code: 'BAD_USER_INPUT' },
            });
          }
          return fetchers.get('Tool')(localId);
        },
      },
    },
  }),
});

const query = `
  query ($id: ID!, $ids: [ID!]!) {
    node(id: $id) { __typename id ... on Tool { name } ... on Member { name email } }
    nodes(ids: $ids) { __typename id }
  }
`;
const ines = { id: '1' };
const kofi = { id: '2' };

async function show(label, source, variableValues, viewer = null) {
  const result = await graphql({ schema, source, variableValues, contextValue: { viewer } });
  console.log(`${label}: ${JSON.stringify(result)}`);
}

const plane = toGlobalId('Tool', '1');
const saw = toGlobalId('Tool', '2');
const member = toGlobalId('Member', '1');
console.log(`Tool 1: ${plane}, Member 1: ${member}`);

await show('Signed in', query, { id: member, ids: [saw, plane, member] }, ines);
// Anonymous: the member is null, exactly as a member that does not exist.
await show('Anonymous', query, {
  id: member,
  ids: [toGlobalId('Member', '99'), toGlobalId('Tool', '99')],
});
// A viewer without an id, which a bug in the code that builds the context could make: nobody.
await show('No id', query, { id: member, ids: [member] }, { role: 'STAFF' });
// Another member asks for Ines's email by every path: each answer is refused.
await show(
  'Kofi',
  `query ($id: ID!) {
    node(id: $id) { ... on Member { email } }
    nodes(ids: [$id]) { ... on Member { email } }
    again: nodes(ids: [$id]) { ... on Member { mail: email } }
  }`,
  { id: member },
  kofi,
);
// Hostile ids: not base64url, a type with no fetcher, another spelling of member 1's id (its last
// character differs only in bits that atob drops), and a megabyte of text.
await show(
  'Garbage',
  query,
  { id: 'not an id!', ids: [plane, toGlobalId('constructor', '1'), `${member.slice(0, -1)}F`] },
  ines,
);
await show('Huge', query, { id: 'A'.repeat(1_000_000), ids: [] }, ines);
await show(
  'Too many',
  'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
  { ids: Array(MAX_NODES + 1).fill(plane) },
  ines,
);
// The same cap across aliases: the second list passes it.
await show(
  'Too many in aliases',
  'query ($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } }',
  { ids: Array(MAX_NODES / 2 + 1).fill(plane) },
  ines,
);
// A member's id where a tool's is expected: member 1 must not come back as tool 1.
await show('Wrong type', 'query ($id: ID!) { tool(id: $id) { id name } }', { id: member }, ines);
