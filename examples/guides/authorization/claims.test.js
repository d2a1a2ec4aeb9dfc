// Claim tests of the authorization guide (docs/guides/authorization.mdx): each test backs one
// sentence of the page's prose, quoted in its name, on graphql 17 and 16. The tests named
// "attack: ..." try to read what the guide's checks protect by every path to it, and pass the
// result through the errors guide's masking, as a server would.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildSchema,
  extendSchema,
  getIntrospectionQuery,
  graphql,
  GraphQLError,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  printSchema,
  subscribe,
} from 'graphql';
import DataLoader from 'dataloader';
import { createHandler } from 'graphql-http';
import { maskError } from '../errors/mask-error.js';
import { emailOf, listMembers, viewers } from './library.js';
import { enforceRequireRole } from './require-role.js';
import { rootValue, schema } from './schema.js';

/** graphql-js builds results without a prototype; compare their JSON form. */
const plain = (value) => JSON.parse(JSON.stringify(value));

/** Runs a request as the viewer and masks its errors as a server would; returns the response. */
async function request(source, viewer, options = { schema, rootValue }) {
  const result = await graphql({ ...options, source, contextValue: { viewer } });
  const unexpected = [];
  const errors = result.errors?.map((error) => maskError(error, (line) => unexpected.push(line)));
  assert.deepEqual(unexpected, [], `no check may fail with an unexpected error: ${unexpected.join('\n')}`);
  return plain({ ...result, errors });
}

/** Every error is the FORBIDDEN refusal that the guide promises, at one of the given paths. */
function assertForbiddenAt(response, paths) {
  assert.deepEqual(
    response.errors.map((error) => [error.path.join('.'), error.extensions.code]).sort(),
    paths.map((path) => [path, 'FORBIDDEN']).sort(),
  );
}

// Ways to ask for Ines's email: by each path to a member, with aliases, fragments and directives.
const INES_EMAIL = 'ines@example.org';
const EMAIL_REQUESTS = {
  'the member list': ['{ members { name email } }', ['members.0.email']],
  'a tool owner': ['{ tools { owner { email } } }', ['tools.1.owner.email']],
  aliases: [
    '{ people: members { mail: email } gear: tools { lender: owner { contact: email } } }',
    ['people.0.mail', 'gear.1.lender.contact'],
  ],
  'an inline fragment': ['{ tools { owner { ... on Member { email } } } }', ['tools.1.owner.email']],
  'a named fragment on two paths': [
    '{ members { ...contact } tools { owner { ...contact } } } fragment contact on Member { email }',
    ['members.0.email', 'tools.1.owner.email'],
  ],
  'the same field twice, once under @include': [
    'query ($yes: Boolean = true) { tools { owner { email email @include(if: $yes) } } }',
    ['tools.1.owner.email'],
  ],
};

test('"A check written in the function that returns the data protects all of them" / attack: Kofi asks for Ines\'s email by every path, alias and fragment; each answer is null with the FORBIDDEN error, after masking', async () => {
  for (const [way, [source, paths]] of Object.entries(EMAIL_REQUESTS)) {
    const response = await request(source, viewers.kofi);
    assert.ok(!JSON.stringify(response).includes(INES_EMAIL), way);
    // Each way also reaches Kofi's own email, which stays visible to him.
    assert.ok(JSON.stringify(response).includes('kofi@example.org'), way);
    assertForbiddenAt(response, paths);
    for (const error of response.errors) {
      assert.equal(error.message, 'Only Ines and staff may see this email address.', way);
    }
  }
});

test('attack: the anonymous viewer asks for emails through the public tool list (where no sign-in is needed), with aliases and fragments; each is refused with FORBIDDEN, not an internal error', async () => {
  const sources = [
    '{ tools { owner { email } } }',
    '{ gear: tools { lender: owner { contact: email } } }',
    '{ tools { owner { ...contact } } } fragment contact on Member { email }',
    '{ tools { ... on Tool { owner { ... on Member { email } } } } }',
  ];
  for (const source of sources) {
    const response = await request(source, viewers.anonymous);
    const text = JSON.stringify(response);
    assert.ok(!text.includes('@example.org'), source);
    assert.equal(response.errors.length, 2, source);
    for (const error of response.errors) {
      assert.equal(error.extensions.code, 'FORBIDDEN', source);
      assert.match(error.message, /^Only (Kofi|Ines) and staff may see this email address\.$/);
    }
  }
  const members = await request('{ members { email } everyone: members { name } }', viewers.anonymous);
  assert.deepEqual(members.data, { members: null, everyone: null });
  assertForbiddenAt(members, ['members', 'everyone']);
});

test('"A check fails closed" / attack: a context without a viewer ({}), or with a viewer that is not one (undefined, {}, an empty id, a role without an id), reads no member and no email; each is refused with FORBIDDEN, after masking', async () => {
  const source = '{ members { name email } tools { owner { name email } } }';
  const contexts = {
    'no viewer at all': {},
    'viewer undefined': { viewer: undefined },
    'an empty viewer': { viewer: {} },
    'an empty id': { viewer: { id: '' } },
    'a role without an id': { viewer: { role: 'STAFF' } },
  };
  for (const [what, contextValue] of Object.entries(contexts)) {
    const result = await graphql({ schema, rootValue, source, contextValue });
    const unexpected = [];
    const response = plain({ ...result, errors: result.errors?.map((error) => maskError(error, (line) => unexpected.push(line))) });
    assert.deepEqual(unexpected, [], what);
    assert.ok(!JSON.stringify(response).includes('@example.org'), what);
    assert.equal(response.data.members, null, what);
    // The public catalogue still answers, without its retired tool, and without any email.
    assert.deepEqual(
      response.data.tools.map((tool) => tool.owner.name),
      ['Kofi', 'Ines'],
      what,
    );
    assertForbiddenAt(response, ['members', 'tools.0.owner.email', 'tools.1.owner.email']);
  }
});

test('"the REST endpoint and the nightly job that use the same function": emailOf refuses an anonymous viewer with the FORBIDDEN GraphQLError, not a TypeError', () => {
  const [ines, kofi] = listMembers(viewers.staff);
  for (const viewer of [viewers.anonymous, viewers.kofi]) {
    assert.throws(
      () => emailOf(viewer, ines),
      (error) => error.extensions?.code === 'FORBIDDEN' && !(error instanceof TypeError),
    );
  }
  assert.equal(emailOf(viewers.kofi, kofi), 'kofi@example.org');
  assert.equal(emailOf(viewers.staff, ines), INES_EMAIL);
});

test('"A check that read viewer.id would throw a TypeError on that path: the field would still be null, but the client would get an internal error (masked, if you mask) instead of the refusal"', async () => {
  const readsViewerId = buildSchema('type Member { email: String } type Tool { owner: Member! } type Query { tools: [Tool!]! }');
  const careless = { owner: { email: (_args, { viewer }) => (viewer.id === 'm1' ? INES_EMAIL : null) } };
  const result = await graphql({
    schema: readsViewerId,
    source: '{ tools { owner { email } } }',
    rootValue: { tools: [careless] },
    contextValue: { viewer: null },
  });
  assert.deepEqual(plain(result.data), { tools: [{ owner: { email: null } }] });
  assert.ok(result.errors[0].originalError instanceof TypeError);
  const masked = maskError(result.errors[0], () => {});
  assert.equal(masked.extensions.code, 'INTERNAL_SERVER_ERROR');
});

test('staff read every email by every path', async () => {
  for (const [way, [source]] of Object.entries(EMAIL_REQUESTS)) {
    const response = await request(source, viewers.staff);
    assert.equal(response.errors, undefined, way);
    assert.ok(JSON.stringify(response).includes(INES_EMAIL), way);
  }
});

test('"on a non-null field (String!) the null would propagate to the nearest nullable parent and take the whole member, or the whole list, with it"', async () => {
  for (const [members, expected] of [
    ['[Member!]', null],
    ['[Member]', [null, { email: 'kofi@example.org' }]],
  ]) {
    const nonNullSchema = buildSchema(`type Member { email: String! } type Query { members: ${members} }`);
    const response = await request('{ members { email } }', viewers.kofi, { schema: nonNullSchema, rootValue });
    assert.deepEqual(response.data, { members: expected });
    assertForbiddenAt(response, ['members.0.email']);
  }
});

test('"A refusal on a non-null field nulls its parent; on a chain of non-null fields it can null the entire data"', async () => {
  const chain = buildSchema('type Member { email: String! } type Query { members: [Member!]! }');
  const response = await request('{ members { email } }', viewers.kofi, { schema: chain, rootValue });
  assert.equal(response.data, null);
  assertForbiddenAt(response, ['members.0.email']);
});

// Separate schemas

const publicSchema = buildSchema('type Query { libraryName: String! }');
const staffSchema = extendSchema(publicSchema, parse('extend type Query { auditLog: [String!]! }'));

test('"For Kofi, auditLog does not exist: the request fails validation, nothing is executed (there is no data key at all), and introspection does not reveal the field either"', async () => {
  let calls = 0;
  const result = await graphql({ schema: publicSchema, source: '{ libraryName auditLog }', rootValue: { auditLog: () => ++calls && [] } });
  assert.equal('data' in result, false);
  assert.equal(calls, 0);
  const introspection = await graphql({ schema: publicSchema, source: getIntrospectionQuery() });
  assert.ok(!JSON.stringify(introspection).includes('auditLog'));
});

test('"The staff schema is built with extendSchema, so the two cannot drift apart on the shared part"', () => {
  assert.deepEqual(Object.keys(staffSchema.getQueryType().getFields()), ['libraryName', 'auditLog']);
  assert.equal(
    String(staffSchema.getQueryType().getFields().libraryName.type),
    String(publicSchema.getQueryType().getFields().libraryName.type),
  );
});

test('"graphql-http\'s schema option accepts a function of the request, which is where schemaFor goes"', async () => {
  const handler = createHandler({
    schema: (req) => (req.headers['x-role'] === 'STAFF' ? staffSchema : publicSchema),
    rootValue: { libraryName: 'Elm Street Tool Library', auditLog: ['Kofi borrowed Cordless drill'] },
  });
  const ask = async (role) => {
    const [body] = await handler({
      method: 'POST',
      url: '/graphql',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-role': role },
      body: JSON.stringify({ query: '{ auditLog }' }),
      raw: null,
      context: null,
    });
    return JSON.parse(body);
  };
  assert.deepEqual(await ask('STAFF'), { data: { auditLog: ['Kofi borrowed Cordless drill'] } });
  assert.deepEqual(await ask('MEMBER'), {
    errors: [{ message: 'Cannot query field "auditLog" on type "Query".', locations: [{ line: 1, column: 3 }] }],
  });
});

// Schema directives

const DIRECTIVE_SDL = `
  enum Role { MEMBER STAFF }
  directive @requireRole(role: Role!) on FIELD_DEFINITION
`;

test('"graphql-js validates that it is defined and used in an allowed location, stores it in the field\'s AST node (field.astNode), and does nothing else with it"', async () => {
  assert.throws(() => buildSchema('type Query { auditLog: [String!] @requireRole(role: STAFF) }'), /Unknown directive "@requireRole"/);
  assert.throws(
    () => buildSchema(`${DIRECTIVE_SDL} type Query @requireRole(role: STAFF) { auditLog: [String!] }`),
    /may not be used on OBJECT/,
  );
  const declared = buildSchema(`${DIRECTIVE_SDL} type Query { auditLog: [String!] @requireRole(role: STAFF) }`);
  const [directive] = declared.getQueryType().getFields().auditLog.astNode.directives;
  assert.equal(directive.name.value, 'requireRole');
  const result = await graphql({
    schema: declared,
    source: '{ auditLog }',
    rootValue: { auditLog: ['secret'] },
    contextValue: { viewer: null },
  });
  assert.deepEqual(plain(result), { data: { auditLog: ['secret'] } });
});

/** A schema with role requirements at the top and deeper down, enforced by the guide's code. */
function enforcedSchema() {
  const enforced = buildSchema(`
    ${DIRECTIVE_SDL}
    type Office {
      name: String!
      auditLog: [String!] @requireRole(role: STAFF)
      memberCount: Int @requireRole(role: MEMBER)
    }
    type Query {
      office: Office!
      auditLog: [String!] @requireRole(role: STAFF)
    }
  `);
  enforceRequireRole(enforced);
  return enforced;
}
const directiveRoot = {
  office: { name: 'Elm Street', auditLog: ['Kofi borrowed Cordless drill'], memberCount: 2 },
  auditLog: ['Kofi borrowed Cordless drill'],
};
const AUDIT_ENTRY = 'Kofi borrowed Cordless drill';

test('attack: the anonymous viewer and Kofi ask for the staff-only audit log directly, nested, with aliases and fragments; each gets null and FORBIDDEN, after masking', async () => {
  const options = { schema: enforcedSchema(), rootValue: directiveRoot };
  const sources = {
    '{ auditLog }': ['auditLog'],
    '{ office { auditLog } }': ['office.auditLog'],
    '{ log: auditLog branch: office { history: auditLog } }': ['log', 'branch.history'],
    '{ ...on Query { auditLog } office { ...log } } fragment log on Office { auditLog }': ['auditLog', 'office.auditLog'],
    'query ($yes: Boolean = true) { auditLog @include(if: $yes) again: auditLog }': ['auditLog', 'again'],
  };
  for (const viewer of [viewers.anonymous, viewers.kofi]) {
    for (const [source, paths] of Object.entries(sources)) {
      const response = await request(source, viewer, options);
      assert.ok(!JSON.stringify(response).includes(AUDIT_ENTRY), source);
      assertForbiddenAt(response, paths);
      assert.ok(response.errors.every((error) => /^(Query|Office)\.auditLog requires the role STAFF\.$/.test(error.message)));
    }
  }
  const staff = await request('{ auditLog office { auditLog memberCount } }', viewers.staff, options);
  assert.deepEqual(staff.data, { auditLog: [AUDIT_ENTRY], office: { auditLog: [AUDIT_ENTRY], memberCount: 2 } });
  const kofi = await request('{ office { memberCount } }', viewers.kofi, options);
  assert.deepEqual(kofi.data, { office: { memberCount: 2 } });
  const anonymous = await request('{ office { memberCount } }', viewers.anonymous, options);
  assertForbiddenAt(anonymous, ['office.memberCount']);
});

/** Records shown through an interface, with the requirement on the interface's field only (and MEMBER on one object field). */
function interfaceSchema() {
  const schema = buildSchema(`
    ${DIRECTIVE_SDL}
    interface Record { id: ID! notes: String @requireRole(role: STAFF) }
    type Loan implements Record { id: ID! notes: String borrower: String }
    type Repair implements Record { id: ID! notes: String @requireRole(role: MEMBER) }
    type Query { records: [Record!]! loan: Loan }
  `);
  schema.getType('Record').resolveType = (value) => value.kind;
  enforceRequireRole(schema);
  return schema;
}
const DOOR_CODE = 'door code 4711';
const interfaceRoot = {
  records: [
    { kind: 'Loan', id: 'l1', notes: DOOR_CODE, borrower: 'Kofi' },
    { kind: 'Repair', id: 'r1', notes: DOOR_CODE },
  ],
  loan: { kind: 'Loan', id: 'l1', notes: DOOR_CODE, borrower: 'Kofi' },
};

test('"graphql-js never runs an interface\'s field, only the field of the object type that a value resolves to"', async () => {
  const schema = buildSchema(
    'interface Record { notes: String } type Loan implements Record { notes: String } type Query { records: [Record] }',
  );
  schema.getType('Record').resolveType = () => 'Loan';
  let interfaceCalls = 0;
  schema.getType('Record').getFields().notes.resolve = () => ++interfaceCalls && 'from the interface';
  const result = await graphql({ schema, source: '{ records { notes } }', rootValue: { records: [{ notes: 'from the object' }] } });
  assert.deepEqual(plain(result.data), { records: [{ notes: 'from the object' }] });
  assert.equal(interfaceCalls, 0);
});

test('attack: a viewer with a role but no usable id (what a mistake in the code that builds the context could make) is nobody to enforceRequireRole: the staff-only and member-only fields are refused with FORBIDDEN, after masking', async () => {
  const options = { schema: enforcedSchema(), rootValue: directiveRoot };
  for (const viewer of [{ role: 'STAFF' }, { id: '', role: 'STAFF' }, { id: 7, role: 'STAFF' }, { role: 'MEMBER' }]) {
    const response = await request('{ auditLog office { log: auditLog memberCount } }', viewer, options);
    assert.ok(!JSON.stringify(response).includes(AUDIT_ENTRY), JSON.stringify(viewer));
    assertForbiddenAt(response, ['auditLog', 'office.log', 'office.memberCount']);
  }
});

test('attack: with @requireRole on an interface field only, the anonymous viewer and Kofi ask through the interface, a fragment on it, an inline fragment on the type, the object type\'s own field and an alias; each gets null and FORBIDDEN, after masking / "A field that requires several roles this way is refused unless the viewer has all of them"', async () => {
  const options = { schema: interfaceSchema(), rootValue: interfaceRoot };
  const sources = {
    '{ records { id notes } }': ['records.0.notes', 'records.1.notes'],
    '{ records { ...secret } } fragment secret on Record { notes }': ['records.0.notes', 'records.1.notes'],
    '{ records { ... on Loan { notes borrower } } }': ['records.0.notes'],
    '{ loan { notes } }': ['loan.notes'],
    '{ loan { memo: notes } }': ['loan.memo'],
  };
  for (const viewer of [viewers.anonymous, viewers.kofi]) {
    for (const [source, paths] of Object.entries(sources)) {
      const response = await request(source, viewer, options);
      assert.ok(!JSON.stringify(response).includes(DOOR_CODE), source);
      assertForbiddenAt(response, paths);
      for (const error of response.errors) {
        // records.1 is the repair, whose notes require MEMBER and, through Record, STAFF: the
        // anonymous viewer lacks the first, Kofi the second. Every other path leads to the loan.
        const isRepair = error.path.join('.').startsWith('records.1.');
        const expected = isRepair
          ? `Repair.notes requires the role ${viewer === null ? 'MEMBER' : 'STAFF'}.`
          : 'Loan.notes requires the role STAFF.';
        assert.equal(error.message, expected, source);
      }
    }
  }
  const staff = await request('{ records { notes } loan { notes } }', viewers.staff, options);
  assert.deepEqual(staff.data, { records: [{ notes: DOOR_CODE }, { notes: DOOR_CODE }], loan: { notes: DOOR_CODE } });
  // Without the interface, Repair.notes would have let Kofi in.
  const repairOnly = buildSchema(`${DIRECTIVE_SDL} type Repair { notes: String @requireRole(role: MEMBER) } type Query { repair: Repair }`);
  enforceRequireRole(repairOnly);
  const kofi = await request('{ repair { notes } }', viewers.kofi, { schema: repairOnly, rootValue: { repair: { notes: DOOR_CODE } } });
  assert.deepEqual(kofi.data, { repair: { notes: DOOR_CODE } });
});

test('"buildSchema does not check the directive\'s argument value, but getDirectiveValues does: a misspelt role such as STAFFF makes enforceRequireRole throw at startup instead of leaving the field open"', () => {
  for (const usage of ['@requireRole(role: STAFFF)', '@requireRole(role: "STAFF")']) {
    const misspelt = buildSchema(`${DIRECTIVE_SDL} type Query { auditLog: [String!] ${usage} }`);
    assert.throws(
      () => enforceRequireRole(misspelt),
      (error) => error instanceof GraphQLError && /invalid value/.test(error.message),
      usage,
    );
  }
});

test('"A schema built in code has no AST nodes. Put the requirement in the field\'s extensions instead, and read it from field.extensions in the same loop" / attack on the code-first schema', async () => {
  const codeFirst = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        libraryName: { type: GraphQLString },
        auditLog: {
          type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
          extensions: { requireRole: 'STAFF' },
        },
      },
    }),
  });
  assert.equal(codeFirst.getQueryType().getFields().auditLog.astNode, undefined);
  enforceRequireRole(codeFirst);
  const options = { schema: codeFirst, rootValue: { libraryName: 'Elm Street', auditLog: [AUDIT_ENTRY] } };
  for (const viewer of [viewers.anonymous, viewers.kofi]) {
    const response = await request('{ libraryName log: auditLog }', viewer, options);
    assert.deepEqual(response.data, { libraryName: 'Elm Street', log: null });
    assertForbiddenAt(response, ['log']);
  }
  assert.deepEqual((await request('{ auditLog }', viewers.staff, options)).data, { auditLog: [AUDIT_ENTRY] });
});

test('"A schema built somewhere else or rebuilt for a test is unprotected, and so is every field that extendSchema adds after enforceRequireRole ran; nothing warns you"', async () => {
  const enforced = enforcedSchema();
  const extended = extendSchema(enforced, parse('extend type Query { staffNotes: [String!] @requireRole(role: STAFF) }'));
  const rebuilt = buildSchema(`${DIRECTIVE_SDL} type Query { auditLog: [String!] @requireRole(role: STAFF) }`);
  const root = { ...directiveRoot, staffNotes: ['door code changed'] };
  const fromExtended = await request('{ auditLog staffNotes }', viewers.anonymous, { schema: extended, rootValue: root });
  // The fields that existed keep their wrapper; the new one has none.
  assert.deepEqual(fromExtended.data, { auditLog: null, staffNotes: ['door code changed'] });
  assertForbiddenAt(fromExtended, ['auditLog']);
  const fromRebuilt = await request('{ auditLog }', viewers.anonymous, { schema: rebuilt, rootValue: root });
  assert.deepEqual(fromRebuilt, { data: { auditLog: [AUDIT_ENTRY] } });
});

test('"They guard one path. The wrapper protects Query.auditLog. If another field returns the same records, it needs its own directive"', async () => {
  const twoPaths = buildSchema(`${DIRECTIVE_SDL} type Query { auditLog: [String!] @requireRole(role: STAFF) recentActivity: [String!] }`);
  enforceRequireRole(twoPaths);
  const response = await request('{ auditLog recentActivity }', viewers.anonymous, {
    schema: twoPaths,
    rootValue: { auditLog: [AUDIT_ENTRY], recentActivity: [AUDIT_ENTRY] },
  });
  assert.deepEqual(response.data, { auditLog: null, recentActivity: [AUDIT_ENTRY] });
});

test('"graphql-js\'s introspection lists a directive\'s definition but not where it is applied, and neither does printSchema: printing the schema above drops every @requireRole, and a schema rebuilt from that text has no rules left to enforce"', async () => {
  const enforced = enforcedSchema();
  const introspection = await graphql({ schema: enforced, source: getIntrospectionQuery() });
  const text = JSON.stringify(introspection.data);
  assert.ok(introspection.data.__schema.directives.some((directive) => directive.name === 'requireRole'));
  // The definition is named once; no field mentions it.
  assert.equal(text.split('requireRole').length - 1, 1);
  const printed = printSchema(enforced);
  assert.match(printed, /directive @requireRole\(role: Role!\) on FIELD_DEFINITION/);
  assert.doesNotMatch(printed, /\) @requireRole|\] @requireRole/);
  const rebuilt = buildSchema(printed);
  enforceRequireRole(rebuilt);
  const response = await request('{ auditLog }', viewers.anonymous, { schema: rebuilt, rootValue: directiveRoot });
  assert.deepEqual(response, { data: { auditLog: [AUDIT_ENTRY] } });
});

test('"Subscriptions. The wrapper replaces resolve. A subscription field\'s subscribe function, which starts the event stream, is not wrapped by this code"', async () => {
  const withSubscription = buildSchema(
    `${DIRECTIVE_SDL} type Query { a: String } type Subscription { auditEntries: String @requireRole(role: STAFF) }`,
  );
  const started = [];
  async function* auditEntries() {
    yield { auditEntries: AUDIT_ENTRY };
  }
  withSubscription.getSubscriptionType().getFields().auditEntries.subscribe = (_source, _args, context) => {
    started.push(context.viewer);
    return auditEntries();
  };
  enforceRequireRole(withSubscription);
  const stream = await subscribe({
    schema: withSubscription,
    document: parse('subscription { auditEntries }'),
    contextValue: { viewer: null },
  });
  // The event stream started for the anonymous viewer; only each event's resolve is checked.
  assert.deepEqual(started, [null]);
  const { value } = await stream.next();
  assert.deepEqual(plain(value.data), { auditEntries: null });
  assert.equal(value.errors[0].extensions.code, 'FORBIDDEN');
  await stream.return();
});

test('"A DataLoader ... keyed only by id can hand one viewer\'s data to another. Keep loaders per request"', async () => {
  const [ines] = listMembers(viewers.staff);
  let checks = 0;
  // Loads the email of each member as the given viewer may see it (null when refused).
  const emailLoader = (viewer) =>
    new DataLoader(async (members) =>
      members.map((member) => {
        checks += 1;
        try {
          return emailOf(viewer, member);
        } catch {
          return null;
        }
      }),
    );
  // A loader shared by all requests, created while serving staff.
  const shared = emailLoader(viewers.staff);
  assert.equal(await shared.load(ines), INES_EMAIL);
  // The next request, by an anonymous viewer, is answered from the cache: no check runs.
  assert.equal(await shared.load(ines), INES_EMAIL);
  assert.equal(checks, 1);
  // A loader per request applies that request's viewer.
  assert.equal(await emailLoader(viewers.anonymous).load(ines), null);
});
