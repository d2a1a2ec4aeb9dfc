// Claim tests of the schema evolution guide (docs/guides/schema-evolution.mdx): each test backs
// one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as graphqlPackage from 'graphql';
import {
  buildSchema,
  DangerousChangeType,
  execute,
  findBreakingChanges,
  findDangerousChanges,
  graphql,
  GraphQLDeprecatedDirective,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoDeprecatedCustomRule,
  parse,
  printSchema,
  specifiedRules,
  validateSchema,
  versionInfo,
} from 'graphql';

const is17 = versionInfo.major === 17;

test('"@deprecated can be placed on four kinds of schema elements ... The directive\'s definition in both versions also lists directive definitions as a location"', () => {
  assert.deepEqual(GraphQLDeprecatedDirective.locations, [
    'FIELD_DEFINITION',
    'ARGUMENT_DEFINITION',
    'INPUT_FIELD_DEFINITION',
    'ENUM_VALUE',
    'DIRECTIVE_DEFINITION',
  ]);
});

test('"graphql 17 accepts it there: directive @old @deprecated(reason: "Use @new") on FIELD_DEFINITION builds, and introspection\'s __schema { directives } leaves @old out unless asked with includeDeprecated: true … graphql 16.15 refuses that SDL (Syntax Error: Expected "on", found "@".) unless it is parsed with experimentalDirectivesOnDirectiveDefinitions"', async () => {
  const sdl =
    'directive @old @deprecated(reason: "Use @new") on FIELD_DEFINITION directive @new on FIELD_DEFINITION type Query { a: Int @old }';
  const directivesOf = async (schema, source) => (await graphql({ schema, source })).data.__schema.directives;
  const check = async (schema) => {
    assert.deepEqual(validateSchema(schema), []);
    assert.equal(schema.getDirective('old').deprecationReason, 'Use @new');
    const listed = await directivesOf(schema, '{ __schema { directives { name } } }');
    assert.deepEqual(
      listed.map(({ name }) => name).filter((name) => ['old', 'new'].includes(name)),
      ['new'],
    );
    const all = await directivesOf(schema, '{ __schema { directives(includeDeprecated: true) { name isDeprecated deprecationReason } } }');
    assert.deepEqual({ ...all.find(({ name }) => name === 'old') }, { name: 'old', isDeprecated: true, deprecationReason: 'Use @new' });
  };
  if (is17) {
    await check(buildSchema(sdl));
  } else {
    assert.throws(() => buildSchema(sdl), { message: 'Syntax Error: Expected "on", found "@".' });
    await check(buildSchema(sdl, { experimentalDirectivesOnDirectiveDefinitions: true }));
  }
});

test('"In a code-first schema, the config of each of these, directives included, takes a deprecationReason string": a directive\'s', () => {
  const old = new GraphQLDirective({ name: 'old', locations: ['FIELD_DEFINITION'], deprecationReason: 'Use @new' });
  assert.equal(old.deprecationReason, 'Use @new');
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { a: { type: GraphQLInt } } }),
    directives: [old],
  });
  assert.match(printSchema(schema), /^directive @old @deprecated\(reason: "Use @new"\) on FIELD_DEFINITION$/m);
});

test('"In a code-first schema, the config of each of these takes a deprecationReason string"', async () => {
  const Status = new GraphQLEnumType({ name: 'Status', values: { OK: {}, LOST: { deprecationReason: 'Gone.' } } });
  const Filter = new GraphQLInputObjectType({ name: 'Filter', fields: { old: { type: GraphQLInt, deprecationReason: 'Gone.' } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        old: { type: GraphQLString, deprecationReason: 'Gone.' },
        tools: { type: Status, args: { filter: { type: Filter }, category: { type: GraphQLString, deprecationReason: 'Gone.' } } },
      },
    }),
  });
  const { data } = await graphql({
    schema,
    source: `{
      query: __type(name: "Query") { fields(includeDeprecated: true) { name isDeprecated args(includeDeprecated: true) { name isDeprecated } } }
      filter: __type(name: "Filter") { inputFields(includeDeprecated: true) { name isDeprecated } }
      status: __type(name: "Status") { enumValues(includeDeprecated: true) { name isDeprecated } }
    }`,
  });
  const deprecated = (list) => list.filter((item) => item.isDeprecated).map((item) => item.name);
  assert.deepEqual(
    [
      deprecated(data.query.fields),
      deprecated(data.query.fields[1].args),
      deprecated(data.filter.inputFields),
      deprecated(data.status.enumValues),
    ],
    [['old'], ['category'], ['old'], ['LOST']],
  );
});

test('"fields, inputFields, enumValues and args of the introspection types", and __Schema.directives, "take an includeDeprecated argument, which defaults to false"', async () => {
  const { data } = await graphql({
    schema: buildSchema('type Query { a: String }'),
    source: '{ __schema { types { name fields { name args { name defaultValue } } } } }',
  });
  const withArgument = [];
  for (const type of data.__schema.types.filter((candidate) => candidate.name.startsWith('__'))) {
    for (const field of type.fields ?? []) {
      if (field.args.some((arg) => arg.name === 'includeDeprecated' && arg.defaultValue === 'false')) {
        withArgument.push(`${type.name}.${field.name}`);
      }
    }
  }
  assert.deepEqual(withArgument.sort(), [
    '__Directive.args',
    '__Field.args',
    '__Schema.directives',
    '__Type.enumValues',
    '__Type.fields',
    '__Type.inputFields',
  ]);
});

test('"NoDeprecatedCustomRule is a validation rule, not part of the standard rules"', () => {
  assert.equal(specifiedRules.includes(NoDeprecatedCustomRule), false);
});

test('"Required arguments and input fields cannot be deprecated": validateSchema reports it, graphql() answers with it, execute throws it', async () => {
  const schema = buildSchema(`
    input Filter { status: String! @deprecated }
    type Query { tool(id: ID! @deprecated, filter: Filter): String }
  `);
  const messages = ['Required argument Query.tool(id:) cannot be deprecated.', 'Required input field Filter.status cannot be deprecated.'];
  assert.deepEqual(
    validateSchema(schema)
      .map((error) => error.message)
      .sort(),
    messages,
  );
  const result = await graphql({ schema, source: '{ tool(id: "1") }' });
  assert.deepEqual(result.errors.map((error) => error.message).sort(), messages);
  assert.throws(() => execute({ schema, document: parse('{ tool(id: "1") }') }), /cannot be deprecated/);
});

test('"findSchemaChanges is new in graphql 17", and "graphql 16 has no list of safe changes"', () => {
  assert.equal(typeof graphqlPackage.findSchemaChanges, is17 ? 'function' : 'undefined');
  assert.equal(typeof graphqlPackage.SafeChangeType, is17 ? 'object' : 'undefined');
});

test('"OPTIONAL_ARG_ADDED is listed in both DangerousChangeType and SafeChangeType", and "findDangerousChanges includes it too"', () => {
  assert.equal(DangerousChangeType.OPTIONAL_ARG_ADDED, 'OPTIONAL_ARG_ADDED');
  assert.equal(graphqlPackage.SafeChangeType?.OPTIONAL_ARG_ADDED, is17 ? 'OPTIONAL_ARG_ADDED' : undefined);
  const before = buildSchema('type Query { tools: [String] }');
  const after = buildSchema('type Query { tools(status: String): [String] }');
  assert.deepEqual(
    findDangerousChanges(before, after).map((change) => change.type),
    ['OPTIONAL_ARG_ADDED'],
  );
});

test('"graphql 16 prints Tool.available was removed. where graphql 17 prints Field Tool.available was removed."', () => {
  const before = buildSchema('type Tool { name: String available: Boolean } type Query { tools: [Tool] }');
  const after = buildSchema('type Tool { name: String } type Query { tools: [Tool] }');
  assert.deepEqual(findBreakingChanges(before, after), [
    { type: 'FIELD_REMOVED', description: is17 ? 'Field Tool.available was removed.' : 'Tool.available was removed.' },
  ]);
});

test('"Both functions still exist in graphql 17, deprecated in favour of findSchemaChanges"', async () => {
  // Through import.meta.resolve, so that graphql 16's run reads graphql 16's folder.
  const folder = path.dirname(fileURLToPath(import.meta.resolve('graphql')));
  // graphql 17 declares them in findSchemaChanges.d.ts, graphql 16 in findBreakingChanges.d.ts.
  const file = path.join(folder, is17 ? 'utilities/findSchemaChanges.d.ts' : 'utilities/findBreakingChanges.d.ts');
  const declarations = await readFile(file, 'utf8');
  const deprecations = [...declarations.matchAll(/@deprecated ([^\n]*)\n\s*\*\/\nexport declare function (\w+)/g)].map(
    (match) => `${match[2]}: ${match[1]}`,
  );
  assert.equal(typeof findBreakingChanges, 'function');
  assert.equal(typeof findDangerousChanges, 'function');
  assert.deepEqual(
    deprecations,
    is17
      ? [
          'findBreakingChanges: Please use `findSchemaChanges` instead. Will be removed in v18.',
          'findDangerousChanges: Please use `findSchemaChanges` instead. Will be removed in v18.',
        ]
      : [],
  );
});

test('"Making an argument or input field non-null, or a field nullable, breaks clients; the opposite directions are safe": ARG_CHANGED_KIND, FIELD_CHANGED_KIND and their safe counterparts', () => {
  const loose = buildSchema('input Filter { x: Int } type Query { tools(a: Int, filter: Filter): String! }');
  const strict = buildSchema('input Filter { x: Int! } type Query { tools(a: Int!, filter: Filter): String }');
  const types = (before, after) =>
    (is17
      ? graphqlPackage.findSchemaChanges(before, after)
      : [...findBreakingChanges(before, after), ...findDangerousChanges(before, after)]
    )
      .map((change) => change.type)
      .sort();
  assert.deepEqual(types(loose, strict), ['ARG_CHANGED_KIND', 'FIELD_CHANGED_KIND', 'FIELD_CHANGED_KIND']);
  assert.deepEqual(types(strict, loose), is17 ? ['ARG_CHANGED_KIND_SAFE', 'FIELD_CHANGED_KIND_SAFE', 'FIELD_CHANGED_KIND_SAFE'] : []);
});

test('"A deprecation without a reason gets the default reason, No longer supported"', async () => {
  const { data } = await graphql({
    schema: buildSchema('type Query { a: String @deprecated }'),
    source: '{ __type(name: "Query") { fields(includeDeprecated: true) { deprecationReason } } }',
  });
  assert.deepEqual(JSON.parse(JSON.stringify(data.__type.fields)), [{ deprecationReason: 'No longer supported' }]);
});

test('"Changing an argument\'s default ... is reported as dangerous (ARG_DEFAULT_VALUE_CHANGE)"', () => {
  const before = buildSchema('type Query { tools(first: Int = 10): [String] }');
  const after = buildSchema('type Query { tools(first: Int = 20): [String] }');
  assert.deepEqual(findBreakingChanges(before, after), []);
  assert.deepEqual(
    findDangerousChanges(before, after).map((change) => change.type),
    ['ARG_DEFAULT_VALUE_CHANGE'],
  );
});

test('"They report the same kinds of changes for this example": findBreakingChanges and findDangerousChanges on the three releases of changes.js', () => {
  const v1 = buildSchema('type Tool { name: String! available: Boolean! } type Query { tools: [Tool!]! }');
  const v2 = buildSchema(`
    enum ToolStatus { AVAILABLE ON_LOAN }
    type Tool { name: String! status: ToolStatus! available: Boolean! @deprecated(reason: "Use status.") }
    type Query { tools(status: ToolStatus): [Tool!]! }
  `);
  const v3 = buildSchema(`
    enum ToolStatus { AVAILABLE ON_LOAN LOST }
    type Tool { name: String! status: ToolStatus! }
    type Query { tools(status: ToolStatus): [Tool!]! }
  `);
  const kinds = (before, after) => ({
    breaking: findBreakingChanges(before, after).map((change) => change.type),
    dangerous: findDangerousChanges(before, after).map((change) => change.type),
  });
  assert.deepEqual(kinds(v1, v2), { breaking: [], dangerous: ['OPTIONAL_ARG_ADDED'] });
  assert.deepEqual(kinds(v2, v3), { breaking: ['FIELD_REMOVED'], dangerous: ['VALUE_ADDED_TO_ENUM'] });
});
