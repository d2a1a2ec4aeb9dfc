// Claim tests of Constructing types (docs/tutorials/constructing-types.mdx): each test backs one
// sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import * as graphqlModule from 'graphql';
import {
  buildSchema,
  graphql,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  parseValue,
  printSchema,
  versionInfo,
} from 'graphql';
import ts from 'typescript';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);
const json = (value) => JSON.parse(JSON.stringify(value));
const NODE_MODULES = path.join(path.dirname(require.resolve('graphql-16')), '..');

test('"what it produces is a tree of JavaScript objects, instances of classes such as GraphQLObjectType"; the building blocks table', () => {
  const schema = buildSchema(`
    schema { query: Query }
    scalar Date
    enum Category { POWER HAND }
    input NewToolInput { name: String! }
    interface Item { name: String! }
    type Tool implements Item { name: String! category: Category since: Date }
    union Result = Tool
    type Query { tools(input: NewToolInput): [Tool!]! item: Item result: Result }
  `);
  assert.ok(schema instanceof GraphQLSchema);
  const expectations = [
    ['Query', GraphQLObjectType],
    ['Tool', GraphQLObjectType],
    ['NewToolInput', GraphQLInputObjectType],
    ['Category', GraphQLEnumType],
    ['Date', GraphQLScalarType],
    ['Item', GraphQLInterfaceType],
    ['Result', GraphQLUnionType],
  ];
  for (const [name, Class] of expectations) {
    assert.ok(schema.getType(name) instanceof Class, name);
  }
  const tools = schema.getQueryType().getFields().tools.type;
  assert.ok(tools instanceof GraphQLNonNull);
  assert.ok(tools.ofType instanceof GraphQLList);
  assert.ok(tools.ofType.ofType instanceof GraphQLNonNull);
  assert.equal(tools.ofType.ofType.ofType, schema.getType('Tool'));
});

test('"[Tool!]! is new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ToolType)))"', () => {
  const ToolType = new GraphQLObjectType({ name: 'Tool', fields: { name: { type: GraphQLString } } });
  assert.equal(String(new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ToolType)))), '[Tool!]!');
});

test('"graphql-js prints the types in the order it reaches them from Query, and writes descriptions as block strings"', () => {
  const Member = new GraphQLObjectType({ name: 'Member', fields: { name: { type: GraphQLString } } });
  const Tool = new GraphQLObjectType({
    name: 'Tool',
    fields: { owner: { type: Member, description: 'Who lent it.' } },
  });
  const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { tool: { type: Tool } } }) });
  assert.equal(
    printSchema(schema),
    'type Query {\n  tool: Tool\n}\n\ntype Tool {\n  """Who lent it."""\n  owner: Member\n}\n\ntype Member {\n  name: String\n}',
  );
});

test('"With graphql 17, the result is identical to the one the class-based version produced, and the printed schema is the schema language from that page, apart from layout"', () => {
  const run = (sample) =>
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(new URL(sample, import.meta.url))], { encoding: 'utf8' });
  const [codeFirstResult, ...codeFirstSchema] = run('./code-first.js').trim().split('\n');
  const classesOutput = run('../object-types/classes.js');
  const classesSdl = /buildSchema\(`([^`]*)`\)/.exec(readFileSync(new URL('../object-types/classes.js', import.meta.url), 'utf8'))[1];
  // The definitions, each printed the same way, in any order.
  const definitions = (printed) => printed.trim().split('\n\n').sort();
  const sameResult = isDeepStrictEqual(JSON.parse(codeFirstResult), JSON.parse(classesOutput));
  const sameSchema = isDeepStrictEqual(definitions(codeFirstSchema.join('\n')), definitions(printSchema(buildSchema(classesSdl))));
  // graphql 16 ignores default: { value: 10 } (below): maxKg has no default, the drill is not portable.
  assert.deepEqual({ sameResult, sameSchema }, { sameResult: is17, sameSchema: is17 });
});

test('"Each field is an object with a type and optionally a description, args, resolve and deprecationReason"', async () => {
  const Query = new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: GraphQLString,
        description: 'Says hello.',
        args: { name: { type: GraphQLString, description: 'Who to greet.' } },
        resolve: (_source, { name }) => `Hello, ${name}!`,
        deprecationReason: 'Use welcome.',
      },
    },
  });
  const field = Query.getFields().greeting;
  assert.equal(field.description, 'Says hello.');
  assert.equal(field.deprecationReason, 'Use welcome.');
  assert.equal(field.args[0].description, 'Who to greet.');
  const result = await graphql({ schema: new GraphQLSchema({ query: Query }), source: '{ greeting(name: "Ines") }' });
  assert.deepEqual(json(result), { data: { greeting: 'Hello, Ines!' } });
});

/** What a resolver receives for `maxKg` when the argument is configured with `argumentConfig`. */
async function maxKgWith(argumentConfig) {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        limit: {
          type: GraphQLString,
          args: { maxKg: { type: GraphQLFloat, ...argumentConfig } },
          resolve: (_source, { maxKg }) => String(maxKg),
        },
      },
    }),
  });
  const { data } = await graphql({ schema, source: '{ limit }' });
  return { received: data.limit, printed: printSchema(schema).match(/limit\(.*\)/)[0] };
}

test('"default: { value: 10 } in graphql 17 ... graphql 16 does not know default and ignores it"', async () => {
  assert.deepEqual(
    await maxKgWith({ default: { value: 10 } }),
    is17 ? { received: '10', printed: 'limit(maxKg: Float = 10)' } : { received: 'undefined', printed: 'limit(maxKg: Float)' },
  );
});

test('"or default: { literal: ... } holds it as a GraphQL literal (an AST node)" (graphql 17)', async () => {
  assert.deepEqual(
    await maxKgWith({ default: { literal: parseValue('2.5') } }),
    is17 ? { received: '2.5', printed: 'limit(maxKg: Float = 2.5)' } : { received: 'undefined', printed: 'limit(maxKg: Float)' },
  );
});

test('"graphql 16 spells it defaultValue: 10. graphql 17.1 still reads defaultValue, but deprecates it for default and plans to remove it in version 18"', async () => {
  assert.deepEqual(await maxKgWith({ defaultValue: 10 }), { received: '10', printed: 'limit(maxKg: Float = 10)' });
  if (is17) {
    assert.equal(versionInfo.minor, 1);
    const declarations = readFileSync(path.join(NODE_MODULES, 'graphql', 'type', 'definition.d.ts'), 'utf8');
    assert.match(
      declarations,
      /@deprecated use `default` instead, `defaultValue` will be removed in v18\s+\*\/\s+defaultValue\?: unknown;/,
    );
  }
});

test('"Input object fields follow the same rule"', async () => {
  const configs = [{ default: { value: 10 } }, { defaultValue: 10 }];
  const received = [];
  for (const config of configs) {
    const Limits = new GraphQLInputObjectType({ name: 'Limits', fields: { maxKg: { type: GraphQLFloat, ...config } } });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { limit: { type: GraphQLString, args: { limits: { type: Limits } }, resolve: (_s, { limits }) => String(limits.maxKg) } },
      }),
    });
    received.push((await graphql({ schema, source: '{ limit(limits: {}) }' })).data.limit);
  }
  assert.deepEqual(received, is17 ? ['10', '10'] : ['undefined', '10']);
});

test('"Fields without resolve still use the default resolver, which reads the property of the same name"', async () => {
  const Tool = new GraphQLObjectType({ name: 'Tool', fields: { name: { type: GraphQLString } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { tool: { type: Tool, resolve: () => ({ name: 'Hand plane' }) } } }),
  });
  assert.deepEqual(json(await graphql({ schema, source: '{ tool { name } }' })), { data: { tool: { name: 'Hand plane' } } });
});

test('"Passing fields as a function delays reading the field definitions until the schema is assembled"', () => {
  let read = 0;
  const Member = new GraphQLObjectType({
    name: 'Member',
    fields: () => {
      read += 1;
      return { tools: { type: new GraphQLList(Tool) } };
    },
  });
  const Tool = new GraphQLObjectType({ name: 'Tool', fields: () => ({ owner: { type: Member } }) });
  assert.equal(read, 0);
  const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { member: { type: Member } } }) });
  assert.equal(read, 1);
  assert.equal(schema.getType('Tool'), Tool);
});

test('"Every type reachable from the roots becomes part of the schema"; an implementation no field returns "must be listed in the types option"', () => {
  const Item = new GraphQLInterfaceType({ name: 'Item', fields: { name: { type: GraphQLString } } });
  const Ladder = new GraphQLObjectType({ name: 'Ladder', interfaces: [Item], fields: { name: { type: GraphQLString } } });
  const query = new GraphQLObjectType({ name: 'Query', fields: { item: { type: Item } } });
  const without = new GraphQLSchema({ query });
  assert.equal(without.getType('Item'), Item);
  assert.equal(without.getType('Ladder'), undefined);
  const withTypes = new GraphQLSchema({ query, types: [Ladder] });
  assert.equal(withTypes.getType('Ladder'), Ladder);
  assert.deepEqual(withTypes.getPossibleTypes(Item), [Ladder]);
});

const Category = new GraphQLEnumType({
  name: 'Category',
  values: {
    POWER: { value: 'pwr', description: 'Needs a battery or a socket.' },
    ACCESS: { value: 'acc', deprecationReason: 'Ask for LADDERS.' },
  },
});

test('"A resolver returning a value that matches no enum value produces a field error"', async () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { a: { type: Category, resolve: () => 'acc' }, b: { type: Category, resolve: () => 'ACCESS' } },
    }),
  });
  const result = await graphql({ schema, source: '{ a b }' });
  assert.deepEqual(json(result.data), { a: 'ACCESS', b: null });
  assert.deepEqual(
    result.errors.map((error) => error.path),
    [['b']],
  );
});

test('"Enum values can carry descriptions and a deprecationReason, like fields"', () => {
  assert.equal(Category.getValue('POWER').description, 'Needs a battery or a socket.');
  assert.equal(Category.getValue('ACCESS').deprecationReason, 'Ask for LADDERS.');
});

test('"values that SDL cannot express, such as enum internal values": an SDL enum value is its own name', () => {
  const schema = buildSchema('enum Category { POWER HAND } type Query { a: Category }');
  assert.equal(schema.getType('Category').getValue('POWER').value, 'POWER');
});

test('"a schema from buildSchema can be turned into configuration with schema.toConfig(), adjusted, and passed to new GraphQLSchema(...)"', async () => {
  const sdl = buildSchema('type Query { libraryName: String }');
  const config = sdl.toConfig();
  const schema = new GraphQLSchema({ ...config, description: 'The tool library.' });
  assert.equal(schema.description, 'The tool library.');
  const result = await graphql({ schema, source: '{ libraryName }', rootValue: { libraryName: 'Elm Street Tool Library' } });
  assert.deepEqual(json(result), { data: { libraryName: 'Elm Street Tool Library' } });
});

test('"Kind is a namespace of string constants and TypeKind, DirectiveLocation, OperationTypeNode and TokenKind are plain objects (17) ... Their values are the same strings"', async () => {
  const otherEntry = is17 ? path.join(NODE_MODULES, 'graphql-16', 'index.mjs') : path.join(NODE_MODULES, 'graphql', 'index.mjs');
  const other = await import(pathToFileURL(otherEntry).href);
  const [v17, v16] = is17 ? [graphqlModule, other] : [other, graphqlModule];
  for (const name of ['Kind', 'TypeKind', 'DirectiveLocation', 'OperationTypeNode', 'TokenKind']) {
    for (const [member, value] of Object.entries(v16[name])) {
      assert.equal(typeof value, 'string', `${name}.${member}`);
      assert.equal(v17[name][member], value, `${name}.${member}`);
    }
  }
  assert.equal(Object.prototype.toString.call(v17.Kind), '[object Module]');
  for (const name of ['TypeKind', 'DirectiveLocation', 'OperationTypeNode', 'TokenKind']) {
    assert.equal(Object.getPrototypeOf(v17[name]), Object.prototype, name);
  }
});

// The library and graphql declaration files, parsed once for all checks rather than per check.
const parsedFiles = new Map();

/** tsc's diagnostics for a TypeScript snippet that imports the `graphql` of this run. */
function typecheck(source) {
  const folder = fileURLToPath(new URL('.', import.meta.url));
  const file = path.join(folder, 'kinds-claim.ts');
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
    paths: { graphql: [path.join(NODE_MODULES, is17 ? 'graphql' : 'graphql-16')] },
  };
  // The snippet exists only in memory; everything else is read from disk.
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion) => {
    if (name === file) return ts.createSourceFile(name, source, languageVersion);
    if (!parsedFiles.has(name)) parsedFiles.set(name, getSourceFile(name, languageVersion));
    return parsedFiles.get(name);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

test('"TypeScript code that used a member as a type, such as DirectiveLocation.FIELD, writes typeof DirectiveLocation.FIELD in graphql 17. Kind keeps member types"', () => {
  const imports = "import { DirectiveLocation, Kind } from 'graphql';\n";
  assert.deepEqual(typecheck(`${imports}export const field: Kind.FIELD = Kind.FIELD;\n`), []);
  assert.deepEqual(typecheck(`${imports}export const field: typeof DirectiveLocation.FIELD = DirectiveLocation.FIELD;\n`), []);
  const memberAsType = typecheck(`${imports}export const field: DirectiveLocation.FIELD = DirectiveLocation.FIELD;\n`);
  if (is17) {
    assert.equal(memberAsType.length, 1);
    assert.equal(memberAsType[0], "'DirectiveLocation' only refers to a type, but is being used as a namespace here.");
  } else {
    assert.deepEqual(memberAsType, []);
  }
});
