// Claim tests of the TypeScript guide (docs/guides/typescript.mdx): each test backs one sentence of
// the page's prose, quoted or paraphrased in its name, on graphql 17 and 16. Type-level claims
// are checked by compiling small programs with the repository's TypeScript against the typings of
// the graphql version under test; run-time ones run graphql or Node.js's type stripping.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  graphql,
  GraphQLID,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  versionInfo,
} from 'graphql';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);
const ts = require('typescript');
// Through import.meta.resolve, so that graphql 16's run compiles against graphql 16's typings.
const GRAPHQL_DIR = path.dirname(fileURLToPath(import.meta.resolve('graphql')));

async function withTempDir(body) {
  const dir = await mkdtemp(path.join(tmpdir(), 'typescript-claims-'));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Parsed declaration files (TypeScript's lib files, graphql's typings), shared by every check:
// parsing them again for each small program would make this file slow.
const parsedDeclarations = new Map();
function cachingHost(options) {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.endsWith('.d.ts')) return getSourceFile(fileName, languageVersion, ...rest);
    const key = `${fileName}:${JSON.stringify(languageVersion)}`;
    if (!parsedDeclarations.has(key)) parsedDeclarations.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return parsedDeclarations.get(key);
  };
  return host;
}

/**
 * Type-checks `code` as the page's tsconfig.json would (an ES module, Node.js's module rules,
 * strict, erasable syntax only, verbatim module syntax, .ts imports), with `overrides`, and
 * returns the errors as `TS<code>: message` lines.
 */
async function typeErrors(code, overrides = {}, otherFiles = {}) {
  return withTempDir(async (dir) => {
    await writeFile(path.join(dir, 'package.json'), '{"type": "module"}\n');
    await writeFile(path.join(dir, 'sample.ts'), code);
    for (const [name, contents] of Object.entries(otherFiles)) await writeFile(path.join(dir, name), contents);
    const options = {
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      erasableSyntaxOnly: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      types: [],
      paths: { graphql: [path.join(GRAPHQL_DIR, 'index.d.ts')] },
      ...overrides,
    };
    const program = ts.createProgram({ rootNames: [path.join(dir, 'sample.ts')], options, host: cachingHost(options) });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
  });
}

/** Runs a TypeScript file with Node.js's type stripping, as `node file.ts` does. */
async function runTypeScript(code) {
  return withTempDir(async (dir) => {
    await writeFile(path.join(dir, 'package.json'), '{"type": "module"}\n');
    await writeFile(path.join(dir, 'program.ts'), code);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['program.ts'], { cwd: dir });
      return { stdout, code: 0 };
    } catch (error) {
      return { stdout: error.stdout, stderr: error.stderr, code: error.code };
    }
  });
}

test('"graphql-js ... ships its type declarations: there is no @types package to install"', async () => {
  const manifest = JSON.parse(await readFile(path.join(GRAPHQL_DIR, 'package.json'), 'utf8'));
  assert.equal(manifest.version, is17 ? '17.1.0' : '16.15.0');
  assert.ok((await readFile(path.join(GRAPHQL_DIR, 'index.d.ts'), 'utf8')).includes('GraphQLObjectType'));
  assert.deepEqual(
    await typeErrors(
      "import { GraphQLObjectType } from 'graphql';\nexport const Tool = new GraphQLObjectType({ name: 'Tool', fields: {} });\n",
    ),
    [],
  );
});

test('"Without any annotations, every resolver receives any ... and a typo such as context.usr compiles"', async () => {
  const code = `import { GraphQLObjectType, GraphQLString } from 'graphql';
export const Tool = new GraphQLObjectType({
  name: 'Tool',
  fields: { owner: { type: GraphQLString, resolve: (tool, args, context) => context.usr.name + tool.anything + args.whatever } },
});
`;
  assert.deepEqual(await typeErrors(code), []);
});

test('the type parameters of the table: GraphQLObjectType<TSource, TContext> (and TAbstract in 17), GraphQLFieldConfig<TSource, TContext, TArgs>, GraphQLFieldResolver<TSource, TContext, TArgs, TResult>', async () => {
  const code = `import { GraphQLObjectType, GraphQLString, type GraphQLFieldConfig, type GraphQLFieldResolver } from 'graphql';
interface Context { viewer: string }
export const resolver: GraphQLFieldResolver<{ id: string }, Context, { id: string }, string> = (source, args, context) => source.id + args.id + context.viewer;
export const field: GraphQLFieldConfig<{ id: string }, Context, { id: string }> = { type: GraphQLString, resolve: resolver };
export const Tool = new GraphQLObjectType<{ id: string }, Context>({ name: 'Tool', fields: { id: field } });
export const Abstract = new GraphQLObjectType<{ id: string }, Context, number>({ name: 'Abstract', isTypeOf: (value) => value.toFixed() === '1', fields: {} });
`;
  assert.deepEqual(
    await typeErrors(code),
    is17
      ? []
      : [
          'TS2558: Expected 0-2 type arguments, but got 3.',
          // isTypeOf then receives the TSource, { id: string }.
          "TS2339: Property 'toFixed' does not exist on type '{ id: string; }'.",
        ],
  );
});

test('"in graphql 16, isTypeOf receives a TSource"; in 17 a TAbstract, any unless given', async () => {
  const code = `import { GraphQLObjectType } from 'graphql';
export const Tool = new GraphQLObjectType<{ name: string }>({ name: 'Tool', isTypeOf: (value) => value.serialNumber !== undefined, fields: {} });
`;
  assert.deepEqual(await typeErrors(code), is17 ? [] : ["TS2339: Property 'serialNumber' does not exist on type '{ name: string; }'."]);
});

test('"GraphQLFieldConfig is imported with type: with verbatimModuleSyntax, type-only imports must say so"', async () => {
  const code = "import { GraphQLFieldConfig } from 'graphql';\nexport let field: GraphQLFieldConfig<unknown, unknown>;\n";
  assert.deepEqual(await typeErrors(code), [
    "TS1484: 'GraphQLFieldConfig' is a type and must be imported using a type-only import when 'verbatimModuleSyntax' is enabled.",
  ]);
});

test('"Node.js 24 runs TypeScript files directly: it strips the type annotations and runs what is left, without checking them"', async () => {
  const result = await runTypeScript("const count: number = 'not a number';\nconsole.log(typeof count);\n");
  assert.deepEqual(result, { stdout: 'string\n', code: 0 });
});

test('"allowImportingTsExtensions: Node.js loads ./schema.ts by that exact name"', async () => {
  const files = { 'schema.ts': 'export const schema = 1;\n' };
  const code = "import { schema } from './schema.ts';\nexport const copy = schema;\n";
  assert.deepEqual(await typeErrors(code, {}, files), []);
  const without = await typeErrors(code, { allowImportingTsExtensions: false }, files);
  assert.ok(
    without.some((line) => line.startsWith('TS5097:')),
    without.join('\n'),
  );
});

test('"erasableSyntaxOnly makes tsc reject what type stripping cannot remove: enum, namespace and constructor parameter properties"', async () => {
  for (const code of [
    'export enum Status { Available }\n',
    'export namespace Tools { export const count = 1; }\n',
    'export class Tool { constructor(private id: string) {} }\n',
  ]) {
    assert.deepEqual(await typeErrors(code), ["TS1294: This syntax is not allowed when 'erasableSyntaxOnly' is enabled."], code);
    const run = await runTypeScript(code);
    assert.notEqual(run.code, 0, code);
    assert.match(run.stderr, /ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX/, code);
  }
});

test('"strict turns on strictNullChecks, without which Member | null is just Member"', async () => {
  const code = 'interface Member { id: string }\nexport function name(viewer: Member | null): string { return viewer.id; }\n';
  assert.deepEqual(await typeErrors(code), ["TS18047: 'viewer' is possibly 'null'."]);
  assert.deepEqual(await typeErrors(code, { strict: false }), []);
});

test('"With an untyped GraphQLObjectType ... borrowedByMe silently answering false for everyone"', async () => {
  const Tool = new GraphQLObjectType({
    name: 'Tool',
    fields: { borrowedByMe: { type: GraphQLString, resolve: (tool, _args, context) => String(tool.borrowerId === context.user?.id) } },
  });
  const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { tool: { type: Tool } } }) });
  const result = await graphql({
    schema,
    source: '{ tool { borrowedByMe } }',
    rootValue: { tool: { borrowerId: 'm2' } },
    contextValue: { viewer: { id: 'm2' } },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { tool: { borrowedByMe: 'false' } } });
});

test('"Return values": a resolver returning a number for a GraphQLString field type-checks', async () => {
  const code = `import { GraphQLObjectType, GraphQLString } from 'graphql';
export const Tool = new GraphQLObjectType<{ id: string }, {}>({ name: 'Tool', fields: { name: { type: GraphQLString, resolve: () => 42 } } });
`;
  assert.deepEqual(await typeErrors(code), []);
});

test('"Declaring { id: number } for an argument of type ID! compiles, and args.id is a string at run time"', async () => {
  const code = `import { GraphQLID, GraphQLNonNull, GraphQLString, type GraphQLFieldConfig } from 'graphql';
export const tool: GraphQLFieldConfig<unknown, {}, { id: number }> = {
  type: GraphQLString,
  args: { id: { type: new GraphQLNonNull(GraphQLID) } },
  resolve: (_root, args) => args.id.toFixed(),
};
`;
  assert.deepEqual(await typeErrors(code), []);
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        tool: { type: GraphQLString, args: { id: { type: new GraphQLNonNull(GraphQLID) } }, resolve: (_root, args) => typeof args.id },
      },
    }),
  });
  assert.deepEqual(JSON.parse(JSON.stringify(await graphql({ schema, source: '{ tool(id: 7) }' }))), { data: { tool: 'string' } });
});

test('"TSource of ToolType is not compared with what the parent field\'s resolver returns"', async () => {
  const code = `import { GraphQLObjectType, GraphQLString } from 'graphql';
const ToolType = new GraphQLObjectType<{ ownerId: string }, {}>({ name: 'Tool', fields: { owner: { type: GraphQLString, resolve: (tool) => tool.ownerId } } });
export const Query = new GraphQLObjectType<unknown, {}>({ name: 'Query', fields: { tool: { type: ToolType, resolve: () => ({ somethingElse: true }) } } });
`;
  assert.deepEqual(await typeErrors(code), []);
});

test('"GraphQLSchema has no context parameter, and the contextValue of graphql and execute is unknown: any value is accepted"', async () => {
  const code = `import { buildSchema, execute, graphql, parse, type GraphQLSchema } from 'graphql';
const schema = buildSchema('type Query { a: Int }');
export const first = graphql({ schema, source: '{ a }', contextValue: 42 });
export const second = execute({ schema, document: parse('{ a }'), contextValue: 'anything' });
export let typed: GraphQLSchema<{ viewer: string }>;
`;
  assert.deepEqual(await typeErrors(code), ["TS2315: Type 'GraphQLSchema' is not generic."]);
});

test('"GraphQLResolveInfo gains getAbortSignal() and getAsyncHelpers() in graphql 17"', async () => {
  const code =
    "import type { GraphQLResolveInfo } from 'graphql';\nexport const helpers = (info: GraphQLResolveInfo) => [info.getAbortSignal(), info.getAsyncHelpers()];\n";
  assert.deepEqual(
    await typeErrors(code),
    is17
      ? []
      : [
          "TS2339: Property 'getAbortSignal' does not exist on type 'GraphQLResolveInfo'.",
          "TS2339: Property 'getAsyncHelpers' does not exist on type 'GraphQLResolveInfo'.",
        ],
  );
});

test('"its variableValues changes shape: a plain map ... in graphql 16, an object with coerced values and their sources in graphql 17"', async () => {
  let variableValues;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        tool: {
          type: GraphQLString,
          args: { id: { type: GraphQLID } },
          resolve: (_root, _args, _context, info) => ((variableValues = info.variableValues), 'x'),
        },
      },
    }),
  });
  await graphql({ schema, source: 'query ($id: ID) { tool(id: $id) }', variableValues: { id: 7 } });
  if (is17) {
    assert.deepEqual(Object.keys(variableValues).sort(), ['coerced', 'sources']);
    assert.equal(variableValues.coerced.id, '7');
  } else {
    assert.deepEqual({ ...variableValues }, { id: '7' });
  }
});

test('"Argument and input field configs gain default in graphql 17; defaultValue still works but is deprecated"', async () => {
  const schemaWith = (config) =>
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          page: { type: GraphQLInt, args: { first: { type: GraphQLInt, ...config } }, resolve: (_root, { first }) => first ?? -1 },
        },
      }),
    });
  const run = async (config) => (await graphql({ schema: schemaWith(config), source: '{ page }' })).data.page;
  assert.equal(await run({ defaultValue: 10 }), 10);
  assert.equal(await run({ default: { value: 10 } }), is17 ? 10 : -1);
  const declarations = await readFile(path.join(GRAPHQL_DIR, 'type/definition.d.ts'), 'utf8');
  assert.equal(declarations.includes('@deprecated use `default` instead, `defaultValue` will be removed in v18'), is17);
});

test('"Kind, TypeKind, DirectiveLocation, OperationTypeNode and TokenKind are TypeScript enums in graphql 16 and objects of string constants in graphql 17"', async () => {
  assert.equal(Kind.NAME, 'Name');
  const values = { Kind: 'Name', TypeKind: 'SCALAR', DirectiveLocation: 'QUERY', OperationTypeNode: 'query', TokenKind: '!' };
  const code = [
    `import type { ${Object.keys(values).join(', ')} } from 'graphql';`,
    ...Object.entries(values).map(([name, value]) => `export const ${name.toLowerCase()}: ${name} = '${value}';`),
  ].join('\n');
  assert.deepEqual(
    await typeErrors(code),
    is17 ? [] : Object.entries(values).map(([name, value]) => `TS2322: Type '"${value}"' is not assignable to type '${name}'.`),
  );
});

test('"fields as a function ... the type parameters work the same way with the function form"', async () => {
  const code = `import { GraphQLObjectType, GraphQLString } from 'graphql';
export const Tool: GraphQLObjectType = new GraphQLObjectType<{ name: string }, { viewer: string }>({
  name: 'Tool',
  fields: () => ({ owner: { type: GraphQLString, resolve: (tool, _args, context) => tool.name + context.usr } }),
});
`;
  assert.deepEqual(await typeErrors(code), ["TS2339: Property 'usr' does not exist on type '{ viewer: string; }'."]);
});
