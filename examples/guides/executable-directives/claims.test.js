// Claim tests of the executable directives guide (docs/guides/executable-directives.mdx): each test
// backs one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as graphqlPackage from 'graphql';
import {
  buildSchema,
  DirectiveLocation,
  getDirectiveValues,
  graphql,
  GraphQLDirective,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  specifiedDirectives,
  versionInfo,
} from 'graphql';
import { createHandler } from 'graphql-http';
import { applyFieldDirectives } from './apply-field-directives.js';

const is17 = versionInfo.major === 17;

const SDL = `
  directive @uppercase on FIELD
  directive @truncate(length: Int!) on FIELD
  directive @optional on FRAGMENT_SPREAD | INLINE_FRAGMENT
  directive @note(text: String!) repeatable on FIELD
  enum Case { UPPER LOWER }
  type Tool { name(case: Case): String! description: String }
  type Query { tools: [Tool!]! }
`;
const rootValue = { tools: [{ name: 'Hand plane', description: 'A smoothing plane.' }] };

/** Runs a document and returns plain JSON of the result. */
async function run(schema, source, variableValues) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, rootValue, variableValues })));
}

test('"graphql-js defines five directives on both majors ... only @skip and @include are executable"', () => {
  assert.deepEqual(
    specifiedDirectives.map((directive) => directive.name),
    ['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'],
  );
  const executableLocations = new Set([
    'QUERY',
    'MUTATION',
    'SUBSCRIPTION',
    'FIELD',
    'FRAGMENT_DEFINITION',
    'FRAGMENT_SPREAD',
    'INLINE_FRAGMENT',
    'VARIABLE_DEFINITION',
  ]);
  const executable = specifiedDirectives.filter((directive) => directive.locations.some((location) => executableLocations.has(location)));
  assert.deepEqual(
    executable.map((directive) => directive.name),
    ['include', 'skip'],
  );
});

test('"graphql 17 also exports @defer and @stream (GraphQLDeferDirective, GraphQLStreamDirective), which a schema has only when you add them; graphql 16 has neither"', () => {
  assert.equal('GraphQLDeferDirective' in graphqlPackage, is17);
  assert.equal('GraphQLStreamDirective' in graphqlPackage, is17);
  const schema = buildSchema(SDL);
  assert.equal(schema.getDirective('defer'), undefined);
});

test('"The same directives can be built code-first with GraphQLDirective and passed to the schema with specifiedDirectives"', async () => {
  const uppercase = new GraphQLDirective({ name: 'uppercase', locations: [DirectiveLocation.FIELD] });
  const truncate = new GraphQLDirective({
    name: 'truncate',
    locations: [DirectiveLocation.FIELD],
    args: { length: { type: new GraphQLNonNull(GraphQLInt) } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { motto: { type: GraphQLString, resolve: () => 'Borrow, build, bring back.' } },
    }),
    directives: [...specifiedDirectives, uppercase, truncate],
  });
  applyFieldDirectives(schema);
  assert.deepEqual(await run(schema, '{ motto @uppercase @truncate(length: 7) }'), { data: { motto: 'BORROW…' } });
  // Without specifiedDirectives in the list, @skip is unknown.
  const bare = new GraphQLSchema({ query: schema.getQueryType(), directives: [uppercase] });
  assert.deepEqual(
    (await run(bare, '{ motto @skip(if: true) }')).errors.map((error) => error.message),
    ['Unknown directive "@skip".'],
  );
});

test('"graphql-js does nothing else with a directive of yours: without code that reads it, @uppercase is accepted and changes nothing"', async () => {
  const schema = buildSchema(SDL);
  assert.deepEqual(await run(schema, '{ tools { name @uppercase } }'), { data: { tools: [{ name: 'Hand plane' }] } });
});

test('"A directive used twice at one place is refused unless it is declared repeatable"', async () => {
  const schema = buildSchema(SDL);
  assert.deepEqual(
    (await run(schema, '{ tools { name @uppercase @uppercase } }')).errors.map((error) => error.message),
    ['The directive "@uppercase" can only be used once at this location.'],
  );
  assert.equal((await run(schema, '{ tools { name @note(text: "a") @note(text: "b") } }')).errors, undefined);
});

test('"graphql 17 and 16 word the missing argument differently"', async () => {
  const schema = buildSchema(SDL);
  const [error] = (await run(schema, '{ tools { name @truncate } }')).errors;
  assert.equal(
    error.message,
    is17
      ? 'Argument "@truncate(length:)" of type "Int!" is required, but it was not provided.'
      : 'Directive "@truncate" argument "length" of type "Int!" is required, but it was not provided.',
  );
});

test('"getDirectiveValues returns undefined when the node does not carry the directive, and its arguments, variables replaced, when it does"', async () => {
  const schema = buildSchema(SDL);
  const seen = [];
  const tools = (_args, _context, info) => {
    for (const node of info.fieldNodes) {
      seen.push(getDirectiveValues(schema.getDirective('truncate'), node, info.variableValues));
    }
    return [];
  };
  await graphql({
    schema,
    source: 'query ($n: Int!) { tools @truncate(length: $n) { name } }',
    variableValues: { n: 4 },
    rootValue: { tools },
  });
  await graphql({ schema, source: '{ tools { name } }', rootValue: { tools } });
  assert.deepEqual(
    seen.map((values) => values && { ...values }),
    [{ length: 4 }, undefined],
  );
});

test('"info.fieldNodes holds the nodes where the field is written, inside fragments too: a directive on a field in a fragment is seen"', async () => {
  const schema = applyFieldDirectives(buildSchema(SDL));
  assert.deepEqual(await run(schema, '{ tools { ... on Tool { name @uppercase } } }'), { data: { tools: [{ name: 'HAND PLANE' }] } });
});

test('"A directive on a fragment spread or inline fragment is on no field\'s node"', async () => {
  const schema = buildSchema(SDL);
  const directivesSeen = [];
  const result = await graphql({
    schema,
    source: '{ tools { ...Names @optional ... @optional { description } } } fragment Names on Tool { name }',
    rootValue: {
      tools: [
        {
          name: (_args, _context, info) => (directivesSeen.push(info.fieldNodes.flatMap((node) => node.directives ?? [])), 'Saw'),
          description: (_args, _context, info) => (directivesSeen.push(info.fieldNodes.flatMap((node) => node.directives ?? [])), 'Sharp'),
        },
      ],
    },
  });
  assert.equal(result.errors, undefined);
  assert.deepEqual(directivesSeen, [[], []]);
});

test('"name @uppercase and name ... graphql-js merges them into one field and calls the resolver once; the client gets one value, upper-cased"', async () => {
  const schema = applyFieldDirectives(buildSchema(SDL));
  let calls = 0;
  const result = await graphql({
    schema,
    source: '{ tools { name @uppercase name } }',
    rootValue: { tools: [{ name: () => (calls++, 'Hand plane') }] },
  });
  assert.equal(calls, 1);
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { tools: [{ name: 'HAND PLANE' }] } });
});

test('"An argument is part of what makes two selections the same field: name(case: UPPER) beside name is refused"', async () => {
  const schema = buildSchema(SDL);
  assert.deepEqual(
    (await run(schema, '{ tools { name(case: UPPER) name } }')).errors.map((error) => error.message),
    [
      'Fields "name" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.',
    ],
  );
  assert.equal((await run(schema, '{ tools { upper: name(case: UPPER) name } }')).errors, undefined);
});

test('"__typename and the introspection fields are answered by graphql-js itself, so the wrapper never sees them"', async () => {
  const schema = applyFieldDirectives(buildSchema(SDL));
  assert.deepEqual(await run(schema, '{ tools { __typename @uppercase } }'), { data: { tools: [{ __typename: 'Tool' }] } });
});

test('"the wrapper keeps a field\'s own resolver and its promise"', async () => {
  const schema = buildSchema(SDL);
  schema.getType('Tool').getFields().description.resolve = async () => 'A smoothing plane.';
  applyFieldDirectives(schema);
  assert.deepEqual(await run(schema, '{ tools { description @uppercase } }'), { data: { tools: [{ description: 'A SMOOTHING PLANE.' }] } });
});

// Schema directives

test('"Introspection lists every directive definition with its locations, but not where a schema directive was applied; the type\'s astNode keeps that, and printSchema leaves it out"', async () => {
  const schema = buildSchema(`
    directive @table(name: String!) on OBJECT
    type Tool @table(name: "tool_inventory") { name: String! }
    type Query { tools: [Tool!]! }
  `);
  const result = await run(schema, '{ __type(name: "Tool") { name } __schema { directives { name locations } } }');
  assert.ok(!JSON.stringify(result).includes('tool_inventory'));
  assert.deepEqual(result.data.__schema.directives[0], { name: 'table', locations: ['OBJECT'] });
  const typeFields = (await run(schema, '{ __type(name: "__Type") { fields { name } } }')).data.__type.fields.map((field) => field.name);
  assert.ok(!typeFields.some((name) => /directive/i.test(name)), typeFields.join());
  assert.equal(schema.getType('Tool').astNode.directives[0].name.value, 'table');
});

test('"a code-first type keeps such metadata in extensions, which introspection does not show either"', async () => {
  const Tool = new GraphQLObjectType({ name: 'Tool', extensions: { table: 'tool_inventory' }, fields: { name: { type: GraphQLString } } });
  const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { tool: { type: Tool } } }) });
  assert.equal(schema.getType('Tool').extensions.table, 'tool_inventory');
  const result = await run(schema, '{ __type(name: "Tool") { name description fields { name description } } }');
  assert.ok(!JSON.stringify(result).includes('tool_inventory'));
});

test('"On graphql 17 a parsed node with no directives has no directives list at all (undefined), where graphql 16 has an empty one: hence node.directives ?? []"', async () => {
  const { parse } = graphqlPackage;
  const document = parse('{ tools { name } }');
  const field = document.definitions[0].selectionSet.selections[0];
  assert.deepEqual(field.directives, is17 ? undefined : []);
});

test('"the locations where it may be written: FIELD; QUERY, MUTATION and SUBSCRIPTION; FRAGMENT_DEFINITION, FRAGMENT_SPREAD and INLINE_FRAGMENT; and VARIABLE_DEFINITION. graphql 17 adds FRAGMENT_VARIABLE_DEFINITION"', () => {
  const documentLocations = Object.values(DirectiveLocation).slice(0, Object.values(DirectiveLocation).indexOf('SCHEMA'));
  assert.deepEqual(documentLocations, [
    'QUERY',
    'MUTATION',
    'SUBSCRIPTION',
    'FIELD',
    'FRAGMENT_DEFINITION',
    'FRAGMENT_SPREAD',
    'INLINE_FRAGMENT',
    'VARIABLE_DEFINITION',
    ...(is17 ? ['FRAGMENT_VARIABLE_DEFINITION'] : []),
  ]);
});

test('"getDirectiveValues returns the directive\'s arguments ... defaults applied"', async () => {
  const schema = buildSchema('directive @truncate(length: Int = 10) on FIELD type Query { motto: String }');
  let values;
  await graphql({
    schema,
    source: '{ motto @truncate }',
    rootValue: {
      motto: (_args, _context, info) => (
        (values = getDirectiveValues(schema.getDirective('truncate'), info.fieldNodes[0], info.variableValues)),
        'x'
      ),
    },
  });
  assert.deepEqual({ ...values }, { length: 10 });
});

test('"a transform that throws ... becomes a field error on that field"', async () => {
  const schema = applyFieldDirectives(buildSchema(SDL));
  const result = await run(schema, '{ tools { name @truncate(length: 0) description } }');
  assert.deepEqual(result.data, null);
  assert.deepEqual(
    result.errors.map((error) => [error.message, error.path, error.extensions]),
    [['@truncate needs a length of 1 or more.', ['tools', 0, 'name'], { code: 'BAD_USER_INPUT' }]],
  );
  const nullable = await run(schema, '{ tools { description @truncate(length: 0) } }');
  assert.deepEqual(nullable.data, { tools: [{ description: null }] });
});

test('"A schema built with graphql-js gets its five specifiedDirectives. buildSchema always adds them, and so does GraphQLSchema unless you pass it a directives list of your own"', () => {
  const query = new GraphQLObjectType({ name: 'Query', fields: { a: { type: GraphQLString } } });
  // An SDL that declares one of the five itself still gets the other four.
  const redeclared = buildSchema('directive @deprecated(reason: String) on FIELD_DEFINITION type Query { a: String }');
  for (const schema of [buildSchema(SDL), redeclared, new GraphQLSchema({ query })]) {
    for (const name of ['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf']) {
      assert.ok(schema.getDirective(name), name);
    }
  }
  const ownList = new GraphQLSchema({
    query,
    directives: [new GraphQLDirective({ name: 'uppercase', locations: [DirectiveLocation.FIELD] })],
  });
  assert.deepEqual(
    ownList.getDirectives().map((directive) => directive.name),
    ['uppercase'],
  );
});

test('"a resolver never meets an unknown directive ... as long as the document is validated: graphql and graphql-http validate before executing, while execute alone does not"', async () => {
  const schema = buildSchema(SDL);
  const source = '{ tools { name @lowercase } }';
  assert.deepEqual(
    (await run(schema, source)).errors.map((error) => error.message),
    ['Unknown directive "@lowercase".'],
  );
  const handler = createHandler({ schema, rootValue });
  const [body, init] = await handler({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json' },
    body: JSON.stringify({ query: source }),
    raw: null,
    context: null,
  });
  assert.equal(init.status, 400);
  assert.deepEqual(
    JSON.parse(body).errors.map((error) => error.message),
    ['Unknown directive "@lowercase".'],
  );
  let directivesSeen;
  const executed = await graphqlPackage.execute({
    schema,
    document: graphqlPackage.parse(source),
    rootValue: {
      tools: [
        {
          name: (_args, _context, info) => (
            (directivesSeen = info.fieldNodes[0].directives.map((directive) => directive.name.value)),
            'Saw'
          ),
        },
      ],
    },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(executed)), { data: { tools: [{ name: 'Saw' }] } });
  assert.deepEqual(directivesSeen, ['lowercase']);
});

test('"Since every field then has a resolve, a fieldResolver passed to graphql or execute no longer applies to any of them"', async () => {
  const fieldResolver = (_source, _args, _context, info) => (info.fieldName === 'tools' ? [{}] : 'from fieldResolver');
  const plain = buildSchema(SDL);
  assert.deepEqual(JSON.parse(JSON.stringify(await graphql({ schema: plain, source: '{ tools { name } }', rootValue, fieldResolver }))), {
    data: { tools: [{ name: 'from fieldResolver' }] },
  });
  const wrapped = applyFieldDirectives(buildSchema(SDL));
  const result = await graphql({
    schema: wrapped,
    source: '{ tools { name } }',
    rootValue: { tools: () => [{ name: 'Hand plane' }] },
    fieldResolver,
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { tools: [{ name: 'Hand plane' }] } });
});

test('"Validation does not compare directives when it merges fields, not even their arguments ... applyFieldDirectives applies the first one it finds"', async () => {
  const schema = applyFieldDirectives(buildSchema(SDL));
  assert.deepEqual(await run(schema, '{ tools { description @truncate(length: 3) description @truncate(length: 6) } }'), {
    data: { tools: [{ description: 'A …' }] },
  });
});

test('"each major\'s getDirectiveValues expects its own shape of info.variableValues"', () => {
  const schema = buildSchema(SDL);
  const node = graphqlPackage.parse('query ($n: Int!) { tools @truncate(length: $n) { name } }').definitions[0].selectionSet.selections[0];
  const definition = schema.getDirective('truncate');
  const coerced = { n: 4 };
  const shaped17 = { sources: {}, coerced };
  const [own, other] = is17 ? [shaped17, coerced] : [coerced, shaped17];
  assert.deepEqual({ ...getDirectiveValues(definition, node, own) }, { length: 4 });
  assert.throws(() => getDirectiveValues(definition, node, other));
});
