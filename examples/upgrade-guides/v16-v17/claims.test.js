// Claim tests of the upgrade guide (docs/upgrade-guides/v16-v17.mdx): each test backs one
// sentence of the page's prose, quoted in its name, on graphql 17 and 16. Claims about the
// package's own files (package.json, type declarations) read the package that `graphql`
// resolves to; a claim about graphql 16's files alone, or one that compares the two packages,
// also reads graphql 16 through its npm alias, `graphql-16`.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import diagnosticsChannel from 'node:diagnostics_channel';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Readable} from 'node:stream';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {isDeepStrictEqual} from 'node:util';
import * as graphqlJs from 'graphql';
import * as graphql16 from 'graphql-16';
import {createHandler} from 'graphql-http';
import semver from 'semver';
import ts from 'typescript';
import webpack from 'webpack';

const {
  buildClientSchema,
  buildSchema,
  execute,
  extendSchema,
  FieldsOnCorrectTypeRule,
  getArgumentValues,
  getDirectiveValues,
  getVariableValues,
  graphql,
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLSkipDirective,
  GraphQLString,
  introspectionFromSchema,
  Kind,
  parse,
  parseValue,
  print,
  printSchema,
  specifiedRules,
  subscribe,
  TypeInfo,
  validate,
  validateSchema,
  ValidationContext,
  version,
  versionInfo,
  visit,
  visitWithTypeInfo,
} = graphqlJs;

const is17 = versionInfo.major === 17;
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The folder of an installed package, found the way an import of `specifier` resolves it. */
function packageDir(specifier) {
  return path.dirname(fileURLToPath(import.meta.resolve(specifier)));
}
const GRAPHQL_DIR = packageDir('graphql');
const GRAPHQL_16_DIR = packageDir('graphql-16');

function packageJsonIn(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function fileIn(dir, file) {
  return readFileSync(path.join(dir, file), 'utf8');
}

/**
 * The JSDoc comment just before a declaration, or '' if it has none. The declaration is the
 * match of the last pattern, each pattern searched from where the previous one matched (a class,
 * then its member).
 */
function docOf(text, ...patterns) {
  let index = 0;
  for (const pattern of patterns) {
    const found = text.slice(index).search(pattern);
    assert.notEqual(found, -1, `${pattern} is not declared`);
    index += found;
  }
  const end = text.lastIndexOf('*/', index);
  if (end === -1 || text.slice(end + 2, index).trim() !== '') {
    return '';
  }
  return text.slice(text.lastIndexOf('/**', end), end);
}

function isDeprecated(text, ...patterns) {
  return docOf(text, ...patterns).includes('@deprecated');
}

/** The names a type declaration file re-exports (`export {…}` and `export type {…}`). */
function declaredExports(text) {
  const names = new Set();
  for (const [, list] of text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const entry of list.split(',')) {
      const name = entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) {
        names.add(name);
      }
    }
  }
  return names;
}

/** The body of `export interface Name {…}` in a declaration file. */
function interfaceBody(text, name) {
  const start = text.search(new RegExp(`export interface ${name} \\{`));
  assert.notEqual(start, -1, `interface ${name}`);
  return text.slice(start, text.indexOf('\n}', start));
}

/** The runtime exports of the package root, without what Node.js adds to a CommonJS module. */
function runtimeExports(module) {
  return new Set(Object.keys(module).filter((name) => !['__esModule', 'default', 'module.exports'].includes(name)));
}

/** Imports a specifier and returns the module, or the error code if it does not load. */
async function load(specifier, options) {
  try {
    return await import(specifier, options);
  } catch (error) {
    return error.code ?? error.message;
  }
}

/** The Node.js flags this file runs with that load graphql 16 in place of 17 (the samples' hook). */
function hookFlags() {
  const flags = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--import') {
      flags.push('--import', path.resolve(argv[++i]));
    } else if (argv[i].startsWith('--import=')) {
      flags.push('--import', path.resolve(argv[i].slice('--import='.length)));
    }
  }
  return flags;
}

/** Runs an ES module source in a new Node.js process, with the same graphql, and returns its output. */
function runModule(source, env = {}, flags = []) {
  return runSource(source, 'module', env, flags);
}

/** Runs a CommonJS source (sloppy unless it says 'use strict') in a new Node.js process, like runModule. */
function runCommonJs(source, env = {}, flags = []) {
  return runSource(source, 'commonjs', env, flags);
}

function runSource(source, inputType, env, flags) {
  const result = spawnSource(source, inputType, env, flags);
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.trim();
}

/** Runs a source as runModule and runCommonJs do, and returns the process's status and output, even when it fails. */
function spawnSource(source, inputType, env = {}, flags = []) {
  const environment = {...process.env};
  delete environment.NODE_TEST_CONTEXT;
  delete environment.NODE_ENV;
  return spawnSync(process.execPath, [...hookFlags(), ...flags, `--input-type=${inputType}`, '--eval', source], {
    cwd: HERE,
    env: {...environment, ...env},
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/**
 * The environment without the npm_config_* variables an outer `npm run` sets (`npm run -s` makes
 * them say loglevel=silent): the claims are about what npm does with its own defaults.
 */
const npmEnvironment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));

/** Runs npm in `cwd`, offline, with a cache and logs of its own under `work`. */
function npm(work, cwd, args) {
  return spawnSync(
    'npm',
    [
      ...args,
      '--offline',
      '--no-audit',
      '--no-fund',
      `--cache=${path.join(work, 'npm-cache')}`,
      `--logs-dir=${path.join(work, 'npm-logs')}`,
    ],
    {
      cwd,
      env: npmEnvironment,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

/** Packs a package that has only a package.json, and returns the tarball's path. */
function packPackage(work, manifest) {
  const dir = path.join(work, `${manifest.name}-source`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const packed = npm(work, dir, ['pack', '--pack-destination', work]);
  assert.equal(packed.status, 0, packed.stderr);
  return path.join(work, `${manifest.name}-${manifest.version}.tgz`);
}

/** Installs into a new project folder `name` under `work`. */
function npmInstall(work, name, args) {
  const project = path.join(work, name);
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({name, version: '1.0.0', private: true}));
  return npm(work, project, ['install', ...args]);
}

function messagesOf(result) {
  return (result.errors ?? []).map((error) => error.message);
}

describe('introduction', () => {
  test('"The schema language and the shape of responses stay as they were": the schema language', () => {
    const sdl = `directive @cached(ttl: Int = 60) repeatable on FIELD_DEFINITION

"""A product in the catalogue."""
type Product implements Node {
  id: ID!
  name: String
  price(currency: Currency = EUR): Float @deprecated(reason: "Use offers.")
}

interface Node {
  id: ID!
}

union SearchResult = Product

enum Currency {
  EUR
  USD
}

input ProductFilter @oneOf {
  category: String
  tags: [String!]
}

type Query {
  search(filter: ProductFilter, first: Int = 10): [SearchResult!]!
}`;
    assert.equal(printSchema(buildSchema(sdl)), sdl);
  });

  test('"the core functions (graphql, execute, validate) are called as before", and answer with responses of the same shape', async () => {
    const schema = buildSchema('type Query { hello(name: String): String }');
    const source = 'query ($name: String) { hello(name: $name) }';
    const rootValue = {hello: ({name}) => `Hello, ${name}`};
    const variableValues = {name: 'Ada'};
    assert.deepEqual(validate(schema, parse(source)), []);
    const expected = '{"data":{"hello":"Hello, Ada"}}';
    assert.equal(JSON.stringify(await execute({schema, document: parse(source), rootValue, variableValues})), expected);
    assert.equal(JSON.stringify(await graphql({schema, source, rootValue, variableValues})), expected);
  });
});

describe('Node.js and packaging', () => {
  const engines = packageJsonIn(GRAPHQL_DIR).engines.node;

  test('"The engines field of graphql 17 is ^22.0.0 || ^24.0.0 || >=26.0.0; graphql 16\'s was ^12.22.0 || ^14.16.0 || ^16.0.0 || >=17.0.0"', () => {
    const range16 = '^12.22.0 || ^14.16.0 || ^16.0.0 || >=17.0.0';
    assert.equal(engines, is17 ? '^22.0.0 || ^24.0.0 || >=26.0.0' : range16);
    assert.equal(packageJsonIn(GRAPHQL_16_DIR).engines.node, range16);
  });

  test('"Node.js 18, 20, 21, 23 and 25 are out"', () => {
    for (const major of [18, 20, 21, 22, 23, 24, 25, 26]) {
      const supported = !is17 || [22, 24, 26].includes(major);
      assert.equal(semver.satisfies(`${major}.0.0`, engines), supported, `Node.js ${major}`);
    }
  });

  test('"npm only warns about engines (EBADENGINE) unless engine-strict is set"', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'upgrade-guide-npm-'));
    try {
      const tarball = packPackage(work, {name: 'needs-no-node', version: '1.0.0', engines: {node: '<1'}});
      const warned = npmInstall(work, 'warned', [tarball]);
      assert.equal(warned.status, 0, warned.stderr);
      assert.match(warned.stderr, /npm warn EBADENGINE/);
      assert.ok(existsSync(path.join(work, 'warned/node_modules/needs-no-node/package.json')));
      const refused = npmInstall(work, 'refused', [tarball, '--engine-strict']);
      assert.notEqual(refused.status, 0);
      assert.match(refused.stderr, /npm error .*EBADENGINE/);
      assert.equal(existsSync(path.join(work, 'refused/node_modules/needs-no-node')), false);
    } finally {
      rmSync(work, {recursive: true, force: true});
    }
  });

  test('"The typesVersions field of graphql 17\'s package.json gives its type declarations to TypeScript 4.4 and newer; graphql 16\'s gave them to 4.1 and newer"', () => {
    const minimum = is17 ? '4.4.0' : '4.1.0';
    assert.deepEqual(packageJsonIn(GRAPHQL_DIR).typesVersions, {
      [`>=${minimum}`]: {'*': ['*']},
      '*': {'*': ['NotSupportedTSVersion.d.ts']},
    });
  });

  test('"An older compiler is sent to NotSupportedTSVersion.d.ts instead, a file that holds only the sentence …"', () => {
    const minimum = is17 ? '4.4.0' : '4.1.0';
    assert.equal(
      fileIn(GRAPHQL_DIR, 'NotSupportedTSVersion.d.ts').trim(),
      `"Package 'graphql' support only TS versions that are >=${minimum}".`,
    );
  });

  test('"graphql 16 had no exports map: main pointed at the CommonJS index.js, module at the ESM index.mjs; graphql 17 has an exports map, for ., ./error, …, ./validation and, with ./* and ./*.js, every other module"', () => {
    const manifest = packageJsonIn(GRAPHQL_DIR);
    if (is17) {
      assert.deepEqual(Object.keys(manifest.exports).sort(), [
        '.',
        './*',
        './*.js',
        './error',
        './execution',
        './language',
        './type',
        './utilities',
        './validation',
      ]);
    } else {
      assert.equal(manifest.exports, undefined);
      assert.equal(fileURLToPath(import.meta.resolve('graphql')), path.join(GRAPHQL_DIR, 'index.js'));
      assert.match(fileIn(GRAPHQL_DIR, 'index.js'), /^'use strict';/);
      assert.equal(manifest.module, 'index.mjs');
    }
  });

  test('"It ships both formats still (.js with .d.ts, .mjs with .d.mts) and chooses between them by export condition, and a development build under __dev__/"', () => {
    for (const file of ['index.js', 'index.d.ts', 'index.mjs']) {
      assert.ok(existsSync(path.join(GRAPHQL_DIR, file)), file);
    }
    assert.equal(existsSync(path.join(GRAPHQL_DIR, 'index.d.mts')), is17);
    assert.equal(existsSync(path.join(GRAPHQL_DIR, '__dev__/index.mjs')), is17);
    if (is17) {
      const root = packageJsonIn(GRAPHQL_DIR).exports['.'];
      assert.equal(root.default.require, './index.js');
      assert.equal(root.default.module, './index.mjs');
      assert.equal(root.development.module, './__dev__/index.mjs');
    }
  });

  test('"import and require() load the same ES module (the module-sync condition)"', () => {
    if (is17) {
      assert.equal(packageJsonIn(GRAPHQL_DIR).exports['.'].default['module-sync'], './index.mjs');
      assert.equal(createRequire(import.meta.url).resolve('graphql'), path.join(GRAPHQL_DIR, 'index.mjs'));
    } else {
      // No exports map, so no condition: `require` takes `main`, the CommonJS build.
      assert.equal(packageJsonIn(GRAPHQL_DIR).main, 'index');
    }
  });

  test("\"Because require() returns that ES module, a module's exports are read-only: replacing a function on it (require('graphql/execution/execute').execute = …) no longer works, where graphql 16's CommonJS files let you\" (from this ES module, a TypeError)", () => {
    const require = createRequire(import.meta.url);
    // A graphql 16 project's require('graphql/execution/execute') loads this file, found by its path.
    const executeModule = is17 ? require('graphql/execution/execute') : require(path.join(GRAPHQL_DIR, 'execution/execute.js'));
    const original = executeModule.execute;
    const wrapped = (...args) => original(...args);
    if (is17) {
      assert.throws(() => {
        executeModule.execute = wrapped;
      }, TypeError);
      assert.equal(executeModule.execute, original);
    } else {
      executeModule.execute = wrapped;
      assert.equal(executeModule.execute, wrapped);
      executeModule.execute = original;
    }
  });

  test('"In strict code (an ES module, or a CommonJS file that starts with \'use strict\') the assignment throws a TypeError; in sloppy CommonJS it does nothing, without an error, and the original function keeps running"', () => {
    const replace = `
      const executeModule = require('graphql/execution/execute');
      const original = executeModule.execute;
      try {
        executeModule.execute = () => 'stub';
        console.log(executeModule.execute === original ? 'ignored' : 'replaced');
      } catch (error) {
        console.log(error.constructor.name);
      }
    `;
    assert.equal(runCommonJs(replace), is17 ? 'ignored' : 'replaced');
    assert.equal(runCommonJs(`'use strict';${replace}`), is17 ? 'TypeError' : 'replaced');
  });

  test("\"With graphql 16, import 'graphql' from an ES module loaded the CommonJS build while import 'graphql/index.mjs' loaded the ESM one: two copies, and Cannot use GraphQLSchema … from another module or realm\"", () => {
    const printed = runModule(`
      const commonJs = await import('graphql');
      let esm;
      try {
        esm = await import('graphql/index.mjs');
      } catch (error) {
        console.log(error.code);
        process.exit();
      }
      console.log(commonJs.GraphQLString === esm.GraphQLString);
      try {
        esm.graphqlSync({schema: commonJs.buildSchema('type Query { a: Int }'), source: '{ a }'});
      } catch (error) {
        console.log(error.message.split('"')[0] + '…' + error.message.split('\\n')[0].split('"').pop());
      }
    `);
    assert.equal(printed, is17 ? 'ERR_MODULE_NOT_FOUND' : 'false\nCannot use GraphQLSchema … from another module or realm.');
  });

  // Node.js 22.0 to 22.11 cannot be run here. Node.js 24 without require() of ES modules
  // (--no-experimental-require-module) matches no module-sync condition either, as they do.
  const likeNode22_11 = ['--no-experimental-require-module'];
  const whichBuild = `
    import {createRequire} from 'node:module';
    const require = createRequire(import.meta.url);
    const imported = await import('graphql');
    const required = require('graphql');
    const replaced = require('graphql/execution/execute');
    const original = replaced.execute;
    try {
      replaced.execute = () => 'stub';
    } catch {
      // Read-only: the ES module build, in this strict code.
    }
    console.log(JSON.stringify({
      import: import.meta.resolve('graphql').split('/').pop(),
      require: require.resolve('graphql').split('/').pop(),
      oneCopy: imported.GraphQLString === required.GraphQLString,
      kindPrototype: Object.getPrototypeOf(imported.Kind) === Object.prototype ? 'Object.prototype' : String(Object.getPrototypeOf(imported.Kind)),
      firstKindKey: Object.keys(imported.Kind)[0],
      exportReplaced: replaced.execute !== original,
      defaultExport: imported.default === required,
    }));
  `;

  test('"Node.js 22.0 to 22.11 … without that flag match no module-sync condition (22.10 and 22.11 match it with the flag): the map sends both import and require() to the CommonJS build (index.js)"', () => {
    if (is17) {
      // The conditions are tried in the order the map lists them: Node.js with require() of ES
      // modules matches module-sync first, Node.js without it matches node next.
      const root = packageJsonIn(GRAPHQL_DIR).exports['.'].default;
      const keys = Object.keys(root);
      assert.ok(keys.indexOf('module-sync') < keys.indexOf('node'));
      assert.deepEqual([root['module-sync'], root.node], ['./index.mjs', './index.js']);
    }
    const printed = JSON.parse(runModule(whichBuild, {}, likeNode22_11));
    assert.deepEqual([printed.import, printed.require], ['index.js', 'index.js']);
    // module-sync follows the flag: with require() of ES modules switched on, it matches.
    const withFlag = JSON.parse(runModule(whichBuild, {}, ['--experimental-require-module']));
    assert.deepEqual([withFlag.import, withFlag.require], is17 ? ['index.mjs', 'index.mjs'] : ['index.js', 'index.js']);
  });

  test("\"so there too they share one copy, but of the other build. In the CommonJS build Kind is an ordinary object (with Object.prototype, its keys in the order they are declared, NAME first), assigning to an export replaces it, and import graphql from 'graphql' gives the whole package; on 22.12 and newer none of this holds. import.meta.resolve('graphql') … ends in index.mjs or index.js\"", () => {
    const commonJsBuild = {
      import: 'index.js',
      require: 'index.js',
      oneCopy: true,
      kindPrototype: 'Object.prototype',
      firstKindKey: 'NAME',
      exportReplaced: true,
      defaultExport: true,
    };
    assert.deepEqual(JSON.parse(runModule(whichBuild, {}, likeNode22_11)), commonJsBuild);
    if (is17) {
      // Node.js 24, as 22.12 and newer: the ES module build, without a default export.
      const esmBuild = runModule(
        whichBuild.replace('defaultExport: imported.default === required', "defaultExport: 'default' in imported"),
      );
      assert.deepEqual(JSON.parse(esmBuild), {
        import: 'index.mjs',
        require: 'index.mjs',
        oneCopy: true,
        kindPrototype: 'null',
        firstKindKey: 'ARGUMENT',
        exportReplaced: false,
        defaultExport: false,
      });
    } else {
      assert.deepEqual(JSON.parse(runModule(whichBuild)), commonJsBuild);
    }
  });

  test("\"The ES module build has no default export, so import graphql from 'graphql' fails when the module loads … With graphql 16, a CommonJS package, it gave the whole package. Write import * as graphql from 'graphql' or import the names you use, which works with both\"", () => {
    const defaultImport = spawnSource("import graphql from 'graphql'; console.log(typeof graphql.execute);", 'module');
    if (is17) {
      assert.notEqual(defaultImport.status, 0);
      assert.match(defaultImport.stderr, /SyntaxError: The requested module 'graphql' does not provide an export named 'default'/);
    } else {
      assert.equal(defaultImport.status, 0, defaultImport.stderr);
      assert.equal(defaultImport.stdout.trim(), 'function');
    }
    assert.equal(
      runModule(
        "import * as graphql from 'graphql'; import {execute} from 'graphql'; console.log(typeof graphql.execute, typeof execute);",
      ),
      'function function',
    );
  });

  test('"Subpaths resolve without an extension or with .js; a path ending in .mjs no longer resolves, and neither does graphql/package.json"', async () => {
    const loads = async (specifier, options) => typeof (await load(specifier, options)) === 'object';
    assert.equal(await loads('graphql/language/parser'), is17);
    assert.equal(await loads('graphql/language/parser.js'), true);
    assert.equal(await loads('graphql/language/parser.mjs'), !is17);
    assert.equal(await loads('graphql/package.json', {with: {type: 'json'}}), !is17);
  });

  test('"Folder imports such as graphql/execution now work from ES modules, which they did not in 16"', async () => {
    const folder = await load('graphql/execution');
    if (is17) {
      assert.equal(folder.execute, execute);
    } else {
      assert.equal(folder, 'ERR_UNSUPPORTED_DIR_IMPORT');
    }
  });

  test('"To read the installed version, import version or versionInfo from graphql"', () => {
    const installed = packageJsonIn(GRAPHQL_DIR).version;
    assert.equal(version, installed);
    assert.equal(`${versionInfo.major}.${versionInfo.minor}.${versionInfo.patch}`, installed);
  });
});

describe('The graphql/subscription module is gone', () => {
  test('"graphql 16 kept graphql/subscription only to re-export subscribe and createSourceEventStream from graphql/execution … graphql 17 removes the module; importing it fails with ERR_MODULE_NOT_FOUND"', async () => {
    const module = await load('graphql/subscription/index.js');
    if (is17) {
      assert.equal(module, 'ERR_MODULE_NOT_FOUND');
      assert.equal(await load('graphql/subscription'), 'ERR_MODULE_NOT_FOUND');
    } else {
      const execution = await import('graphql/execution/index.js');
      assert.deepEqual([...runtimeExports(module)].sort(), ['createSourceEventStream', 'subscribe']);
      assert.equal(module.subscribe, execution.subscribe);
      assert.equal(module.createSourceEventStream, execution.createSourceEventStream);
    }
  });

  test('"its SubscriptionArgs type (SubscriptionArgs, which only extends ExecutionArgs)"', () => {
    assert.match(fileIn(GRAPHQL_16_DIR, 'subscription/index.d.ts'), /^export interface SubscriptionArgs extends ExecutionArgs \{\}$/m);
    assert.equal(existsSync(path.join(GRAPHQL_DIR, 'subscription')), !is17);
  });
});

describe('Removed modules', () => {
  const removedModules = [
    'graphql/execution/subscribe.js',
    'graphql/execution/mapAsyncIterator.js',
    'graphql/utilities/findBreakingChanges.js',
    'graphql/utilities/getOperationRootType.js',
    'graphql/utilities/assertValidName.js',
  ];

  test('"graphql 17 removes these modules besides graphql/subscription, and importing them fails with ERR_MODULE_NOT_FOUND (require() fails with MODULE_NOT_FOUND)"', async () => {
    const require = createRequire(import.meta.url);
    for (const specifier of [...removedModules, 'graphql/subscription/index.js']) {
      const module = await load(specifier);
      assert.equal(is17 ? module : typeof module, is17 ? 'ERR_MODULE_NOT_FOUND' : 'object', specifier);
      if (is17) {
        assert.throws(() => require(specifier), {code: 'MODULE_NOT_FOUND'}, specifier);
      } else {
        // What a graphql 16 project's require(specifier) loads: the file at that path.
        assert.equal(typeof require(path.join(GRAPHQL_DIR, specifier.slice('graphql/'.length))), 'object', specifier);
      }
    }
  });

  /** Whether a declaration file exports `name`, declared in place or in an export list. */
  function declaresExport(text, name) {
    return (
      new RegExp(`^export (?:declare )?(?:interface|type|function|class|const) ${name}\\b`, 'm').test(text) ||
      declaredExports(text).has(name)
    );
  }

  test('"graphql/execution/execute no longer declares the types ExecutionArgs, ExecutionResult, FormattedExecutionResult and ExecutionContext, nor graphql/execution/values GetVariableValuesOptions and DirectiveValuesNode; the first three are exported by graphql and graphql/execution, on both versions"', () => {
    const moved = ['ExecutionArgs', 'ExecutionResult', 'FormattedExecutionResult'];
    const removed = {
      'execution/execute.d.ts': [...moved, 'ExecutionContext'],
      'execution/values.d.ts': ['GetVariableValuesOptions', 'DirectiveValuesNode'],
    };
    for (const [file, names] of Object.entries(removed)) {
      const declarations = fileIn(GRAPHQL_DIR, file);
      for (const name of names) {
        assert.equal(declaresExport(declarations, name), !is17, `${file} ${name}`);
      }
    }
    for (const file of ['index.d.ts', 'execution/index.d.ts']) {
      for (const name of moved) {
        assert.ok(declaresExport(fileIn(GRAPHQL_DIR, file), name), `${file} ${name}`);
      }
    }
  });

  test('"subscribe and createSourceEventStream are in graphql/execution/execute now, and in graphql/execution and graphql as before"', async () => {
    const executeModule = await import('graphql/execution/execute.js');
    const folder = await import('graphql/execution/index.js');
    const home = is17 ? executeModule : await import('graphql/execution/subscribe.js');
    for (const name of ['subscribe', 'createSourceEventStream']) {
      assert.equal(home[name], graphqlJs[name], name);
      assert.equal(folder[name], graphqlJs[name], name);
      assert.equal(typeof executeModule[name], is17 ? 'function' : 'undefined', name);
    }
  });

  test('"graphql/utilities/findBreakingChanges: its functions are in graphql/utilities/findSchemaChanges"', async () => {
    const moved = await load('graphql/utilities/findSchemaChanges.js');
    const home = is17 ? moved : await import('graphql/utilities/findBreakingChanges.js');
    assert.equal(is17 ? typeof moved : moved, is17 ? 'object' : 'ERR_MODULE_NOT_FOUND');
    assert.equal(home.findBreakingChanges, graphqlJs.findBreakingChanges);
    assert.equal(home.findDangerousChanges, graphqlJs.findDangerousChanges);
  });

  test('"graphql/execution/execute no longer has buildExecutionContext, buildResolveInfo, getFieldDef and assertValidExecutionArguments, and graphql/type/definition no longer has defineArguments and argsToArgsConfig; the package root exported none of the six"', async () => {
    const executeModule = await import('graphql/execution/execute.js');
    const definition = await import('graphql/type/definition.js');
    const removed = [
      [executeModule, ['buildExecutionContext', 'buildResolveInfo', 'getFieldDef', 'assertValidExecutionArguments']],
      [definition, ['defineArguments', 'argsToArgsConfig']],
    ];
    for (const [module, names] of removed) {
      for (const name of names) {
        assert.equal(typeof module[name], is17 ? 'undefined' : 'function', name);
        assert.equal(graphqlJs[name], undefined, name);
      }
    }
  });

  test('"validateExecutionArgs(args) returns either an array of errors or the validated arguments, as buildExecutionContext did"', async () => {
    const validateExecutionArgs = is17
      ? graphqlJs.validateExecutionArgs
      : (await import('graphql/execution/execute.js')).buildExecutionContext;
    const schema = buildSchema('type Query { product(id: ID!): String }');
    const document = parse('query ($id: ID!) { product(id: $id) }');
    const invalid = validateExecutionArgs({schema, document, variableValues: {}});
    assert.ok(Array.isArray(invalid));
    assert.equal(invalid.length, 1);
    const valid = validateExecutionArgs({schema, document, variableValues: {id: '1'}});
    assert.equal(valid.schema, schema);
    assert.equal(valid.operation, document.definitions[0]);
    assert.equal(typeof graphqlJs.validateExecutionArgs, is17 ? 'function' : 'undefined');
  });

  test('"schema.getField(parentType, fieldName) finds a field, __typename and the introspection fields included, as getFieldDef did"', async () => {
    const schema = buildSchema('type Query { product: String }');
    const query = schema.getQueryType();
    const getFieldDef16 = is17 ? undefined : (await import('graphql/execution/execute.js')).getFieldDef;
    const fieldNamed = (name) =>
      is17 ? schema.getField(query, name) : getFieldDef16(schema, query, {kind: Kind.FIELD, name: {kind: Kind.NAME, value: name}});
    assert.equal(fieldNamed('product'), query.getFields().product);
    assert.equal(fieldNamed('__typename').name, '__typename');
    assert.equal(fieldNamed('__schema').name, '__schema');
    assert.equal(fieldNamed('__type').name, '__type');
    assert.equal(fieldNamed('missing'), undefined);
    assert.equal(typeof schema.getField, is17 ? 'function' : 'undefined');
  });
});

describe('Removed exports', () => {
  const removedFunctions = ['formatError', 'printError', 'getOperationRootType', 'assertValidName', 'isValidNameError', 'getVisitFn'];
  const removedTypes = ['KindEnum', 'TokenKindEnum', 'DirectiveLocationEnum', 'SubscriptionArgs'];

  test('"Comparing the exports of the two packages\' roots gives exactly these removals"', () => {
    const declared = declaredExports(fileIn(GRAPHQL_DIR, 'index.d.ts'));
    const declared16 = declaredExports(fileIn(GRAPHQL_16_DIR, 'index.d.ts'));
    const exported = runtimeExports(graphqlJs);
    const exported16 = runtimeExports(graphql16);
    assert.deepEqual(
      [...declared16].filter((name) => !declared.has(name)).sort(),
      is17 ? [...removedFunctions, ...removedTypes].sort() : [],
    );
    assert.deepEqual([...exported16].filter((name) => !exported.has(name)).sort(), is17 ? [...removedFunctions].sort() : []);
    for (const name of [...removedFunctions, ...removedTypes]) {
      assert.equal(declared.has(name), !is17, name);
    }
  });

  test('"all of them deprecated in graphql 16 … (One type deprecated in 16 stays: ASTVisitorKeyMap.)"', () => {
    const declarations = {
      formatError: ['error/GraphQLError.d.ts', /^export declare function formatError\b/m],
      printError: ['error/GraphQLError.d.ts', /^export declare function printError\b/m],
      getOperationRootType: ['utilities/getOperationRootType.d.ts', /^export declare function getOperationRootType\b/m],
      assertValidName: ['utilities/assertValidName.d.ts', /^export declare function assertValidName\b/m],
      isValidNameError: ['utilities/assertValidName.d.ts', /^export declare function isValidNameError\b/m],
      getVisitFn: ['language/visitor.d.ts', /^export declare function getVisitFn\b/m],
      KindEnum: ['language/kinds.d.ts', /^export declare type KindEnum\b/m],
      TokenKindEnum: ['language/tokenKind.d.ts', /^export declare type TokenKindEnum\b/m],
      DirectiveLocationEnum: ['language/directiveLocation.d.ts', /^export declare type DirectiveLocationEnum\b/m],
      SubscriptionArgs: ['subscription/index.d.ts', /^export interface SubscriptionArgs\b/m],
      ASTVisitorKeyMap: ['language/visitor.d.ts', /^export declare type ASTVisitorKeyMap\b/m],
    };
    for (const [name, [file, declaration]] of Object.entries(declarations)) {
      assert.ok(isDeprecated(fileIn(GRAPHQL_16_DIR, file), declaration), name);
    }
    assert.ok(declaredExports(fileIn(GRAPHQL_DIR, 'index.d.ts')).has('ASTVisitorKeyMap'));
  });

  test('"each with a replacement that graphql 16 already has": error.toJSON(), error.toString(), schema.getRootType(…), getEnterLeaveForKind(…)', () => {
    const error = new GraphQLError('Something failed', {extensions: {code: 'FAILED'}});
    assert.deepEqual(error.toJSON(), {message: 'Something failed', extensions: {code: 'FAILED'}});
    assert.equal(error.toString(), 'Something failed');
    const schema = buildSchema('type Query { a: Int } type Mutation { b: Int }');
    const [operation] = parse('mutation { b }').definitions;
    assert.equal(schema.getRootType(operation.operation), schema.getMutationType());
    const visitor = {Field: {leave: () => 'left'}};
    assert.equal(graphqlJs.getEnterLeaveForKind(visitor, Kind.FIELD).leave(), 'left');
    if (!is17) {
      assert.deepEqual(graphqlJs.formatError(error), error.toJSON());
      assert.equal(graphqlJs.printError(error), error.toString());
      assert.equal(graphqlJs.getOperationRootType(schema, operation), schema.getMutationType());
      assert.equal(graphqlJs.getVisitFn(visitor, Kind.FIELD, true)(), 'left');
    }
  });

  test('"assertName checks characters only"', () => {
    assert.equal(graphqlJs.assertName('__product'), '__product');
    assert.throws(() => graphqlJs.assertName('product-id'), {message: 'Names must only contain [_a-zA-Z0-9] but "product-id" does not.'});
    if (!is17) {
      assert.match(graphqlJs.isValidNameError('__product').message, /must not begin with "__"/);
    }
  });

  test('"in CommonJS and through namespace imports it is undefined and fails only when called"', () => {
    for (const name of removedFunctions) {
      assert.equal(typeof graphqlJs[name], is17 ? 'undefined' : 'function', name);
    }
    if (is17) {
      assert.equal(createRequire(import.meta.url)('graphql').formatError, undefined);
      assert.throws(() => graphqlJs.formatError(new GraphQLError('x')), TypeError);
    }
  });

  test('"formatError is also the name of a server option, for example in graphql-http\'s createHandler"', async () => {
    const schema = buildSchema('type Query { price: Float }');
    const handler = createHandler({
      schema,
      rootValue: {
        price() {
          throw new Error('pricing service timed out');
        },
      },
      formatError: (error) => new GraphQLError(`Formatted: ${error.message}`),
    });
    const [body] = await handler({
      method: 'POST',
      url: '/graphql',
      headers: {'content-type': 'application/json', accept: 'application/graphql-response+json'},
      body: JSON.stringify({query: '{ price }'}),
      raw: null,
      context: null,
    });
    assert.equal(JSON.parse(body).errors[0].message, 'Formatted: pricing service timed out');
  });
});

describe('Changed signatures', () => {
  test('"graphql 16 accepted two forms … a deprecated positional form; graphql 17 keeps only the options object" ("GraphQLError in 17 has one constructor signature")', () => {
    const declarations = fileIn(GRAPHQL_DIR, 'error/GraphQLError.d.ts');
    assert.equal(declarations.match(/^\s*constructor\(/gm).length, is17 ? 1 : 2);
    const declarations16 = fileIn(GRAPHQL_16_DIR, 'error/GraphQLError.d.ts');
    assert.ok(isDeprecated(declarations16, /^\s*constructor\(\s*message: string,\s*nodes\?/m));
  });

  const subscriptionSchema = buildSchema('type Query { product: String } type Subscription { priceChanged(id: ID!): Float }');
  const priceRoot = {
    async *priceChanged() {
      yield {priceChanged: 9.5};
    },
  };

  test('"createSourceEventStream: the positional form is gone, and so is passing the ExecutionArgs object; both throw Passing ExecutionArgs to createSourceEventStream() was removed in graphql-js@17.0.0; …"', async () => {
    const document = parse('subscription { priceChanged(id: 1) }');
    for (const args of [[{schema: subscriptionSchema, document, rootValue: priceRoot}], [subscriptionSchema, document, priceRoot]]) {
      if (is17) {
        assert.throws(() => graphqlJs.createSourceEventStream(...args), {
          message: /^Passing ExecutionArgs to createSourceEventStream\(\) was removed in graphql-js@17\.0\.0; /,
        });
      } else {
        const stream = await graphqlJs.createSourceEventStream(...args);
        assert.equal(typeof stream[Symbol.asyncIterator], 'function');
      }
    }
  });

  test('"Pass it what validateSubscriptionArgs(args) returns, once you have checked that this is not an array: an array holds the errors of invalid arguments … For an operation that is not a subscription, validateSubscriptionArgs throws Expected subscription operation."', async () => {
    if (!is17) {
      assert.equal(graphqlJs.validateSubscriptionArgs, undefined);
      return;
    }
    const {validateSubscriptionArgs, createSourceEventStream} = graphqlJs;
    const document = parse('subscription Prices($id: ID!) { priceChanged(id: $id) }');
    const unknownOperation = validateSubscriptionArgs({
      schema: subscriptionSchema,
      document,
      operationName: 'Other',
      variableValues: {id: 1},
    });
    assert.deepEqual(messagesOf({errors: unknownOperation}), ['Unknown operation named "Other".']);
    const wrongVariable = validateSubscriptionArgs({schema: subscriptionSchema, document, variableValues: {id: {}}});
    assert.ok(Array.isArray(wrongVariable));
    assert.match(wrongVariable[0].message, /^Variable "\$id" has invalid value/);
    const validated = validateSubscriptionArgs({schema: subscriptionSchema, document, rootValue: priceRoot, variableValues: {id: 1}});
    assert.equal(Array.isArray(validated), false);
    const stream = await createSourceEventStream(validated);
    assert.deepEqual(await stream.next(), {value: {priceChanged: 9.5}, done: false});
    assert.throws(() => validateSubscriptionArgs({schema: subscriptionSchema, document: parse('{ product }')}), {
      message: 'Expected subscription operation.',
    });
  });

  test('"subscribe … no longer always returns a promise … subscribe(args).then(…) throws a TypeError; await subscribe(args) works with both versions"', async () => {
    const returned = subscribe({schema: subscriptionSchema, document: parse('subscription { priceChanged(id: 1) }'), rootValue: priceRoot});
    assert.equal(returned instanceof Promise, !is17);
    if (is17) {
      assert.throws(() => returned.then(() => {}), TypeError);
    }
    const stream = await returned;
    assert.deepEqual(JSON.parse(JSON.stringify(await stream.next())), {value: {data: {priceChanged: 9.5}}, done: false});
  });

  test('"When the subscription field returns something other than an async iterable, graphql 17 returns a result with an error, where graphql 16 rejected"', async () => {
    const args = {
      schema: subscriptionSchema,
      document: parse('subscription { priceChanged(id: 1) }'),
      rootValue: {priceChanged: () => 9.5},
    };
    const message = 'Subscription field must return Async Iterable. Received: 9.5.';
    if (is17) {
      assert.deepEqual(messagesOf(await subscribe(args)), [message]);
    } else {
      await assert.rejects(subscribe(args), {message});
    }
  });

  test('"For an operation that is not a subscription, graphql 17 throws Expected subscription operation. where graphql 16 returned a result with errors"', async () => {
    const args = {schema: subscriptionSchema, document: parse('{ product }')};
    if (is17) {
      assert.throws(() => subscribe(args), {message: 'Expected subscription operation.'});
    } else {
      assert.deepEqual(messagesOf(await subscribe(args)), ['The subscription field "product" is not defined.']);
    }
  });

  test('"validate: the fifth argument, a TypeInfo (deprecated in 16), is gone, and graphql 17 ignores it"', () => {
    const schema = buildSchema('type Query { product: String }');
    const otherSchema = buildSchema('type Query { products: [String] }');
    const errors = validate(schema, parse('{ products }'), specifiedRules, {}, new TypeInfo(otherSchema));
    assert.deepEqual(messagesOf({errors}), is17 ? ['Cannot query field "products" on type "Query". Did you mean "product"?'] : []);
    assert.ok(
      isDeprecated(fileIn(GRAPHQL_16_DIR, 'validation/validate.d.ts'), /^export declare function validate\(/m, /^\s*typeInfo\?: TypeInfo/m),
    );
  });

  test('"options takes maxErrors and hideSuggestions in both versions"', () => {
    const schema = buildSchema('type Query { product: String }');
    assert.deepEqual(
      messagesOf({errors: validate(schema, parse('{ products price }'), specifiedRules, {maxErrors: 1, hideSuggestions: true})}),
      ['Cannot query field "products" on type "Query".', 'Too many validation errors, error limit reached. Validation aborted.'],
    );
  });

  /** The messages FieldsOnCorrectTypeRule reports through a ValidationContext built with `fifth`. */
  function messagesWithContext(fifth) {
    const schema = buildSchema('type Query { products: [String] }');
    const document = parse('{ product }');
    const typeInfo = new TypeInfo(schema);
    const messages = [];
    const context = new ValidationContext(schema, document, typeInfo, (error) => messages.push(error.message), fifth);
    visit(document, visitWithTypeInfo(typeInfo, FieldsOnCorrectTypeRule(context)));
    return messages;
  }
  const withSuggestion = ['Cannot query field "product" on type "Query". Did you mean "products"?'];
  const withoutSuggestion = ['Cannot query field "product" on type "Query".'];

  test('"ValidationContext keeps its positional constructor … graphql 16.15 takes a boolean there, hideSuggestions; graphql 17 takes an options object, {hideSuggestions}, and still accepts the boolean, deprecated"', () => {
    assert.deepEqual(messagesWithContext(undefined), withSuggestion);
    assert.deepEqual(messagesWithContext(true), withoutSuggestion);
    assert.deepEqual(messagesWithContext(false), withSuggestion);
    assert.deepEqual(messagesWithContext({hideSuggestions: true}), withoutSuggestion);
    const declarations = fileIn(GRAPHQL_DIR, 'validation/ValidationContext.d.ts');
    const booleanForm = [
      /^export declare class ValidationContext\b/m,
      /^\s*constructor\(\s*schema: GraphQLSchema,[^;]*hideSuggestions\?: Maybe<boolean>,?\s*\);/m,
    ];
    assert.equal(isDeprecated(declarations, ...booleanForm), is17);
  });

  test('"graphql 16 reads any object there as true, so pass the boolean while your code runs on 16"', () => {
    assert.deepEqual(messagesWithContext({hideSuggestions: false}), is17 ? withSuggestion : withoutSuggestion);
  });

  test('"Do not pass a single options object in place of the five arguments: on either version the context then has that object as its schema and no document"', () => {
    const schema = buildSchema('type Query { product: String }');
    const options = {schema, ast: parse('{ product }'), typeInfo: new TypeInfo(schema), onError() {}};
    const context = new ValidationContext(options);
    assert.equal(context.getSchema(), options);
    assert.equal(context.getDocument(), undefined);
  });

  test('"getVariableValues returns {variableValues} on success, a VariableValues object with sources and coerced, where graphql 16 returned {coerced}; on failure both return {errors}"', () => {
    const schema = buildSchema('type Query { products(first: Int): [String] }');
    const [operation] = parse('query ($first: Int) { products(first: $first) }').definitions;
    const success = getVariableValues(schema, operation.variableDefinitions, {first: 2});
    if (is17) {
      assert.deepEqual(Object.keys(success), ['variableValues']);
      assert.deepEqual(Object.keys(success.variableValues), ['sources', 'coerced']);
      assert.equal(success.variableValues.coerced.first, 2);
    } else {
      assert.deepEqual(Object.keys(success), ['coerced']);
      assert.equal(success.coerced.first, 2);
    }
    const failure = getVariableValues(schema, operation.variableDefinitions, {first: 'two'});
    assert.deepEqual(Object.keys(failure), ['errors']);
  });

  test('"getArgumentValues and getDirectiveValues take that VariableValues object instead of a plain map of values, and throw a TypeError when given a plain map and an argument refers to a variable; with literal arguments only, the map is not read"', () => {
    const schema = buildSchema('type Query { products(first: Int): [String] }');
    const [operation] = parse('query ($first: Int, $hide: Boolean!) { products(first: $first) @skip(if: $hide) }').definitions;
    const [field] = operation.selectionSet.selections;
    const definition = schema.getQueryType().getFields().products;
    const plainMap = {first: 2, hide: false};
    if (is17) {
      assert.throws(() => getArgumentValues(definition, field, plainMap), TypeError);
      assert.throws(() => getDirectiveValues(GraphQLSkipDirective, field, plainMap), TypeError);
      const {variableValues} = getVariableValues(schema, operation.variableDefinitions, plainMap);
      assert.equal(getArgumentValues(definition, field, variableValues).first, 2);
      assert.equal(getDirectiveValues(GraphQLSkipDirective, field, variableValues).if, false);
      const [literalsOnly] = parse('{ products(first: 3) @skip(if: true) }').definitions[0].selectionSet.selections;
      assert.equal(getArgumentValues(definition, literalsOnly, plainMap).first, 3);
      assert.equal(getDirectiveValues(GraphQLSkipDirective, literalsOnly, plainMap).if, true);
    } else {
      assert.equal(getArgumentValues(definition, field, plainMap).first, 2);
      assert.equal(getDirectiveValues(GraphQLSkipDirective, field, plainMap).if, false);
    }
  });

  test('"parse: the allowLegacyFragmentVariables option is gone. graphql 17 ignores it, and refuses variables on a fragment definition unless experimentalFragmentArguments (17 only) is set"', () => {
    const source = 'fragment Price($currency: String) on Product { price }';
    const fails = (options) => {
      try {
        parse(source, options);
        return false;
      } catch (error) {
        assert.equal(error.message, 'Syntax Error: Expected "on", found "(".');
        return true;
      }
    };
    assert.equal(fails({allowLegacyFragmentVariables: true}), is17);
    assert.equal(fails({experimentalFragmentArguments: true}), !is17);
  });

  test('"experimentalDirectivesOnDirectiveDefinitions is gone as well: graphql 17 always parses directives on directive definitions, graphql 16 only with that option"', () => {
    const source = 'directive @cached(ttl: Int) @deprecated on FIELD';
    if (is17) {
      assert.equal(parse(source).definitions[0].directives[0].name.value, 'deprecated');
      assert.doesNotMatch(fileIn(GRAPHQL_DIR, 'language/parser.d.ts'), /experimentalDirectivesOnDirectiveDefinitions/);
    } else {
      assert.throws(() => parse(source), {message: 'Syntax Error: Expected "on", found "@".'});
      assert.equal(
        parse(source, {experimentalDirectivesOnDirectiveDefinitions: true}).definitions[0].directives[0].name.value,
        'deprecated',
      );
    }
  });

  test('"maxTokens is a deprecated alias of maxLexicalTokens in both versions"', () => {
    for (const options of [{maxTokens: 3}, {maxLexicalTokens: 3}]) {
      assert.throws(() => parse('{ a b c }', options), {message: /^Syntax Error: Document contains more tha[nt] 3 tokens\./});
      assert.doesNotThrow(() => parse('{ a }', options));
    }
    assert.ok(isDeprecated(fileIn(GRAPHQL_DIR, 'language/parser.d.ts'), /^\s*maxTokens\?:/m));
  });

  test('"TypeInfo: the constructor\'s third argument, getFieldDefFn (deprecated in 16), is gone. graphql 17 never calls it to look up fields; its third parameter is now fragmentSignatures"', () => {
    const schema = buildSchema('type Query { product: String }');
    let calls = 0;
    const typeInfo = new TypeInfo(schema, undefined, () => {
      calls++;
      return undefined;
    });
    visit(parse('{ product }'), visitWithTypeInfo(typeInfo, {}));
    assert.equal(calls, is17 ? 0 : 1);
    const declarations = fileIn(GRAPHQL_DIR, 'utilities/TypeInfo.d.ts');
    assert.match(declarations, is17 ? /initialType\?: Maybe<GraphQLType>, fragmentSignatures\?:/ : /getFieldDefFn\?: GetFieldDefFn/);
    assert.ok(isDeprecated(fileIn(GRAPHQL_16_DIR, 'utilities/TypeInfo.d.ts'), /^\s*getFieldDefFn\?: GetFieldDefFn/m));
  });
});

describe('Arguments are no longer checked', () => {
  const schema = buildSchema('type Query { product(id: ID!): String products(first: Int = 2): [String] }');
  const rootValue = {product: ({id}) => `Product ${id}`, products: ({first}) => ['Lamp', 'Desk', 'Chair'].slice(0, first)};

  test('"execute or validate without a document, execute given an object that is not a schema, parse given something other than a string: graphql 16 threw an Error that named the mistake, graphql 17 a TypeError from inside graphql"', () => {
    const mistakes = [
      [() => execute({schema}), 'Must provide document.'],
      [() => validate(schema, undefined), 'Must provide document.'],
      [() => execute({schema: {}, document: parse('{ products }')}), 'Expected {} to be a GraphQL schema.'],
      [() => parse(5), 'Body must be a string. Received: 5.'],
    ];
    for (const [mistake, message16] of mistakes) {
      assert.throws(
        mistake,
        (error) => (is17 ? error instanceof TypeError : error.constructor === Error && error.message === message16),
        message16,
      );
    }
  });

  test('"Only execute lost the schema check: validate, validateSchema, executeSync and graphql still throw Expected {} to be a GraphQL schema. on 17, as on 16 (graphql by rejecting its promise)"', async () => {
    const document = parse('{ products }');
    const notASchema = {message: 'Expected {} to be a GraphQL schema.'};
    assert.throws(() => validate({}, document), notASchema);
    assert.throws(() => validateSchema({}), notASchema);
    assert.throws(() => graphqlJs.executeSync({schema: {}, document}), notASchema);
    await assert.rejects(graphql({schema: {}, source: '{ products }'}), notASchema);
    // "Only execute": the other entry points that take a schema keep the check too.
    assert.throws(() => graphqlJs.graphqlSync({schema: {}, source: '{ products }'}), notASchema);
    assert.throws(() => graphqlJs.assertValidSchema({}), notASchema);
    await assert.rejects(async () => subscribe({schema: {}, document: parse('subscription { products }')}), notASchema);
    if (is17) {
      assert.throws(() => graphqlJs.experimentalExecuteIncrementally({schema: {}, document}), notASchema);
    }
  });

  test('"variableValues that is not an object, such as a JSON string never parsed: graphql 16 threw Variables must be provided as an Object …; graphql 17 runs the operation as if no variables were sent"', () => {
    const document = parse('query ($id: ID!, $first: Int) { product(id: $id) products(first: $first) }');
    const run = () => execute({schema, document, rootValue, variableValues: '{"id": "7", "first": 1}'});
    if (is17) {
      assert.deepEqual(messagesOf(run()), ['Variable "$id" has invalid value: Expected a value of non-null type "ID!" to be provided.']);
      const optional = execute({
        schema,
        document: parse('query ($first: Int) { products(first: $first) }'),
        rootValue,
        variableValues: '{"first": 1}',
      });
      assert.deepEqual(JSON.parse(JSON.stringify(optional)), {data: {products: ['Lamp', 'Desk']}});
    } else {
      assert.throws(run, {message: /^Variables must be provided as an Object where each property is a variable value\. /});
    }
  });

  test('"A resolve that is not a function: graphql 16 threw when the schema was built; graphql 17 builds it, and the field fails with resolveFn is not a function. new GraphQLNonNull(new GraphQLNonNull(GraphQLInt)): graphql 16 threw, graphql 17 gives Int!! and validateSchema accepts it"', () => {
    const withResolve = () =>
      new GraphQLSchema({query: new GraphQLObjectType({name: 'Query', fields: {price: {type: GraphQLInt, resolve: 5}}})});
    const doubleNonNull = () => new graphqlJs.GraphQLNonNull(new graphqlJs.GraphQLNonNull(GraphQLInt));
    if (is17) {
      const built = withResolve();
      assert.deepEqual(validateSchema(built), []);
      assert.deepEqual(messagesOf(graphqlJs.graphqlSync({schema: built, source: '{ price }'})), ['resolveFn is not a function']);
      const type = doubleNonNull();
      assert.equal(String(type), 'Int!!');
      const lenient = new GraphQLSchema({query: new GraphQLObjectType({name: 'Query', fields: {price: {type, resolve: () => 1}}})});
      assert.deepEqual(validateSchema(lenient), []);
    } else {
      assert.throws(withResolve, {message: 'Query.price field resolver must be a function if provided, but got: 5.'});
      assert.throws(doubleNonNull, {message: 'Expected Int! to be a GraphQL nullable type.'});
    }
  });

  test('"not even in development mode" ("which 16 ran whatever NODE_ENV said")', () => {
    const mistakes = `
      const graphqlJs = await import('graphql');
      for (const mistake of [() => graphqlJs.parse(5), () => graphqlJs.execute({schema: graphqlJs.buildSchema('type Query { a: Int }')})]) {
        try {
          mistake();
        } catch (error) {
          console.log(error.constructor.name);
        }
      }
    `;
    assert.equal(runModule(mistakes, {NODE_ENV: 'production'}), is17 ? 'TypeError\nTypeError' : 'Error\nError');
    const printed = runModule(
      `
      const graphqlJs = await import('graphql');
      graphqlJs.enableDevMode?.();
      for (const mistake of [() => graphqlJs.parse(5), () => graphqlJs.execute({schema: graphqlJs.buildSchema('type Query { a: Int }')})]) {
        try {
          mistake();
        } catch (error) {
          console.log(error.constructor.name);
        }
      }
    `,
      {},
      ['--conditions=development'],
    );
    assert.equal(printed, is17 ? 'TypeError\nTypeError' : 'Error\nError');
  });
});

describe('Execution', () => {
  const productSdl = 'type Query { product: Product } type Product { name: String reviews: [String] }';
  const deferSdl = 'directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT';
  const streamSdl = 'directive @stream(label: String, if: Boolean! = true, initialCount: Int! = 0) on FIELD';
  const deferred = parse('{ product { name ... @defer { reviews } } }');
  const product = {name: 'Lamp', reviews: ['Bright']};

  test('"graphql 16 does not know @defer and @stream. graphql 17 defines them … but leaves them out of schemas unless you add them"', () => {
    assert.equal(typeof graphqlJs.GraphQLDeferDirective, is17 ? 'object' : 'undefined');
    assert.equal(typeof graphqlJs.GraphQLStreamDirective, is17 ? 'object' : 'undefined');
    const schema = buildSchema(productSdl);
    assert.equal(schema.getDirective('defer'), undefined);
    assert.deepEqual(messagesOf({errors: validate(schema, deferred)}), ['Unknown directive "@defer".']);
  });

  test('"It refuses a schema that contains either directive, even for an operation that uses neither … The schema error is thrown synchronously"', () => {
    for (const directive of [deferSdl, streamSdl]) {
      const schema = buildSchema(`${directive} ${productSdl}`);
      const run = () => execute({schema, document: parse('{ product { name } }'), rootValue: {product}});
      if (is17) {
        assert.throws(run, {message: /^The provided schema unexpectedly contains experimental directives \(@defer or @stream\)\./});
      } else {
        assert.deepEqual(JSON.parse(JSON.stringify(run())), {data: {product: {name: 'Lamp'}}});
      }
    }
  });

  test('"it refuses an operation that would need a second payload with an AbortedGraphQLExecutionError … thrown synchronously when execution reaches the deferred part without waiting on a promise"', async () => {
    const schema = buildSchema(productSdl);
    const withoutWaiting = () => execute({schema, document: deferred, rootValue: {product}});
    const afterWaiting = execute({schema, document: deferred, rootValue: {product: async () => product}});
    assert.ok(afterWaiting instanceof Promise);
    if (is17) {
      const refusal = {name: 'AbortedGraphQLExecutionError', message: /would unexpectedly produce multiple payloads/};
      assert.throws(withoutWaiting, refusal);
      await assert.rejects(afterWaiting, refusal);
    } else {
      const complete = {data: {product: {name: 'Lamp', reviews: ['Bright']}}};
      assert.deepEqual(JSON.parse(JSON.stringify(withoutWaiting())), complete);
      assert.deepEqual(JSON.parse(JSON.stringify(await afterWaiting)), complete);
    }
  });

  test('"graphql refuses a schema with the directives too: its promise rejects with the same error"', async () => {
    const schema = buildSchema(`${deferSdl} ${productSdl}`);
    const answer = graphql({schema, source: '{ product { name } }', rootValue: {product}});
    if (is17) {
      await assert.rejects(answer, {message: /^The provided schema unexpectedly contains experimental directives/});
    } else {
      assert.deepEqual(JSON.parse(JSON.stringify(await answer)), {data: {product: {name: 'Lamp'}}});
    }
  });

  test('"experimentalExecuteIncrementally … returns either a single result or {initialResult, subsequentResults}"', async () => {
    if (!is17) {
      assert.equal(graphqlJs.experimentalExecuteIncrementally, undefined);
      return;
    }
    const schema = buildSchema(`${deferSdl} ${productSdl}`);
    const single = await graphqlJs.experimentalExecuteIncrementally({
      schema,
      document: parse('{ product { name } }'),
      rootValue: {product},
    });
    assert.deepEqual(JSON.parse(JSON.stringify(single)), {data: {product: {name: 'Lamp'}}});
    const incremental = await graphqlJs.experimentalExecuteIncrementally({schema, document: deferred, rootValue: {product}});
    assert.deepEqual(Object.keys(incremental).sort(), ['initialResult', 'subsequentResults']);
  });

  test('"sources holds, for each variable, its signature (name, type and default) and the raw value sent"', async () => {
    const schema = buildSchema('type Query { products(first: Int): [String] }');
    let variableValues;
    await graphql({
      schema,
      source: 'query ($first: Int = 3) { products(first: $first) }',
      variableValues: {first: 2},
      rootValue: {
        products(_args, _context, info) {
          variableValues = info.variableValues;
          return [];
        },
      },
    });
    if (is17) {
      const {signature, value} = variableValues.sources.first;
      assert.equal(value, 2);
      assert.equal(signature.name, 'first');
      assert.equal(String(signature.type), 'Int');
      assert.equal(print(signature.default.literal), '3');
      assert.equal(variableValues.coerced.first, 2);
    } else {
      assert.deepEqual({...variableValues}, {first: 2});
    }
  });

  /** What a resolver receives as `args` and `args.filter`, from a literal and from a variable. */
  async function receivedArgs() {
    const schema = buildSchema(`
      type Query { products(first: Int, filter: ProductFilter): [String] }
      input ProductFilter { category: String }
    `);
    const received = [];
    await graphql({
      schema,
      source:
        'query ($filter: ProductFilter) { literal: products(first: 2, filter: {category: "lamps"}) variable: products(filter: $filter) }',
      variableValues: {filter: {category: 'desks'}},
      rootValue: {
        products(args) {
          received.push(args);
          return [];
        },
      },
    });
    return received;
  }

  test('"the args object a resolver receives has no prototype, and neither has any input object inside it, whether it was written in the document or sent as a variable. graphql 16 made only the input objects written as literals (in the document or in SDL) that way"', async () => {
    const [fromLiteral, fromVariable] = await receivedArgs();
    const prototypeless = (object) => Object.getPrototypeOf(object) === null;
    assert.equal(prototypeless(fromLiteral), is17);
    assert.equal(prototypeless(fromVariable), is17);
    assert.equal(prototypeless(fromLiteral.filter), true);
    assert.equal(prototypeless(fromVariable.filter), is17);
  });

  test('"… or taken from a default written in SDL or set with default. A default set as a legacy defaultValue reaches the resolver as the object you wrote, on both versions"', async () => {
    const prototypeless = (object) => Object.getPrototypeOf(object) === null;
    const fromSdl = buildSchema(
      'type Query { products(filter: ProductFilter = {category: "lamps"}): [String] } input ProductFilter { category: String }',
    );
    let received;
    await graphql({schema: fromSdl, source: '{ products }', rootValue: {products: ({filter}) => ((received = filter), [])}});
    assert.equal(prototypeless(received), true);
    const filterType = fromSdl.getType('ProductFilter');
    const written = {category: 'desks'};
    const defaults = is17
      ? [
          [{default: {value: {category: 'desks'}}}, true],
          [{defaultValue: written}, false],
        ]
      : [[{defaultValue: written}, false]];
    for (const [config, expected] of defaults) {
      const schema = new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: {
            products: {
              type: new GraphQLList(GraphQLString),
              args: {filter: {type: filterType, ...config}},
              resolve: (_, {filter}) => ((received = filter), []),
            },
          },
        }),
      });
      await graphql({schema, source: '{ products }'});
      assert.equal(prototypeless(received), expected, Object.keys(config)[0]);
      assert.equal(received === written, 'defaultValue' in config);
    }
  });

  test('"a call such as args.hasOwnProperty(\'first\') throws a TypeError, which fails the field, and so does turning the object into a string (String(args), `${args}`)"', async () => {
    const [args] = await receivedArgs();
    if (is17) {
      assert.throws(() => args.hasOwnProperty('first'), TypeError);
      assert.throws(() => String(args), TypeError);
      assert.throws(() => `${args}`, TypeError);
    } else {
      assert.equal(args.hasOwnProperty('first'), true);
      assert.equal(String(args), '[object Object]');
    }
  });

  test('"Reading properties, in, Object.hasOwn, Object.keys, spreading and JSON.stringify work as before"', async () => {
    const [args] = await receivedArgs();
    assert.equal(args.first, 2);
    assert.equal('filter' in args, true);
    assert.equal(Object.hasOwn(args, 'first'), true);
    assert.deepEqual(Object.keys(args), ['first', 'filter']);
    assert.deepEqual({...args.filter}, {category: 'lamps'});
    assert.equal(JSON.stringify(args), '{"first":2,"filter":{"category":"lamps"}}');
  });

  test('"assert.deepStrictEqual(args, {first: 2}) and util.isDeepStrictEqual(args, {first: 2}) compare prototypes too, so they fail on 17 for any args, and on 16 when it holds an input object written as a literal"', async () => {
    const schema = buildSchema(
      'type Query { products(first: Int, filter: ProductFilter): [String] } input ProductFilter { category: String }',
    );
    const argsOf = async (source) => {
      let received;
      await graphql({schema, source, rootValue: {products: (args) => ((received = args), [])}});
      return received;
    };
    const simple = await argsOf('{ products(first: 2) }');
    const fails = (actual, expected) => {
      try {
        assert.deepStrictEqual(actual, expected);
      } catch {
        assert.equal(isDeepStrictEqual(actual, expected), false);
        return true;
      }
      assert.equal(isDeepStrictEqual(actual, expected), true);
      return false;
    };
    assert.equal(fails(simple, {first: 2}), is17);
    const [withLiteral] = await receivedArgs();
    assert.equal(fails(withLiteral, {first: 2, filter: {category: 'lamps'}}), true);
  });

  test('"assert.deepStrictEqual(structuredClone(args), {first: 2}) passes on both versions, since structuredClone makes plain objects at every level; a spread ({...args}) copies only the top level"', async () => {
    const [withLiteral, withVariable] = await receivedArgs();
    assert.deepStrictEqual(structuredClone(withLiteral), {first: 2, filter: {category: 'lamps'}});
    assert.deepStrictEqual(structuredClone(withVariable), {filter: {category: 'desks'}});
    assert.throws(() => assert.deepStrictEqual({...withLiteral}, {first: 2, filter: {category: 'lamps'}}), assert.AssertionError);
  });

  test('"Object.hasOwn(args, name), which answers the same on both versions … name in args also looks up the prototype, so on 16 \'constructor\' in args is true for an argument the client left out"', async () => {
    const [args] = await receivedArgs();
    assert.equal(Object.hasOwn(args, 'constructor'), false);
    assert.equal('constructor' in args, !is17);
  });
});

describe('Messages clients see', () => {
  const schema = buildSchema(`
    type Query {
      product(id: ID!): String
      featured: Product
      products(filter: ProductFilter): [String]
      productsMatching(filters: [ProductFilter!]): [String]
      productByKey(key: ProductKey): String
      productByRequiredKey(key: ProductKey!): String
      releasedOn(date: Date): String
      stock: Int
      item: Item
    }
    interface Item { name: String }
    type Product implements Item { name: String }
    input ProductFilter { category: String! color: String price: PriceRange }
    input PriceRange { min: Int max: Int }
    input ProductKey @oneOf { id: ID sku: String }
    scalar Date
  `);
  Object.assign(schema.getType('Date'), {
    parseValue: (value) => value,
    parseLiteral() {
      throw new Error('Not a date');
    },
  });
  // Returns the type object, which graphql 16 and 17 both refuse: resolveType must return a name.
  schema.getType('Item').resolveType = () => schema.getType('Product');
  const rootValue = {
    product: () => 'Lamp',
    featured: () => ({name: 'Lamp'}),
    products: () => [],
    productByKey: () => 'Lamp',
    productByRequiredKey: () => 'Lamp',
    stock: () => 2n ** 40n,
    item: () => ({name: 'Lamp'}),
  };
  const answer = (source, variableValues) => graphql({schema, source, rootValue, variableValues});

  test('"Where the problem is inside the value, graphql 17 writes its place as at .price.min or at [1].category before the colon, where graphql 16 wrote at "filter.price.min" after the value"', async () => {
    assert.deepEqual(
      messagesOf(
        await answer('query ($filter: ProductFilter) { products(filter: $filter) }', {filter: {category: 'lamps', price: {min: 'cheap'}}}),
      ),
      [
        is17
          ? 'Variable "$filter" has invalid value at .price.min: Int cannot represent non-integer value: "cheap"'
          : 'Variable "$filter" got invalid value "cheap" at "filter.price.min"; Int cannot represent non-integer value: "cheap"',
      ],
    );
    assert.deepEqual(
      messagesOf(
        await answer('query ($filters: [ProductFilter!]) { productsMatching(filters: $filters) }', {
          filters: [{category: 'lamps'}, {category: 7}],
        }),
      ),
      [
        is17
          ? 'Variable "$filters" has invalid value at [1].category: String cannot represent a non string value: 7'
          : 'Variable "$filters" got invalid value 7 at "filters[1].category"; String cannot represent a non string value: 7',
      ],
    );
  });

  test('"An operation type the schema lacks is now a validation error … from the new KnownOperationTypesRule"', () => {
    assert.equal(typeof graphqlJs.KnownOperationTypesRule, is17 ? 'function' : 'undefined');
    assert.deepEqual(
      messagesOf({errors: validate(schema, parse('mutation { product(id: 1) }'))}),
      is17 ? ['The mutation operation is not supported by the schema.'] : [],
    );
  });

  test('"An empty selection set on the operation ({ }) or on a field of an object type executes, and gives an empty object. On a field of a leaf type … validation refuses it"', async () => {
    const syntaxError = (column) => [`Syntax Error: Expected Name, found "}".`, column];
    const outcome = async (source) => {
      const result = await answer(source);
      return result.errors ? [result.errors[0].message, result.errors[0].locations[0].column] : JSON.parse(JSON.stringify(result));
    };
    assert.deepEqual(await outcome('{ }'), is17 ? {data: {}} : syntaxError(3));
    assert.deepEqual(await outcome('{ featured { } }'), is17 ? {data: {featured: {}}} : syntaxError(14));
    assert.deepEqual(
      await outcome('{ product(id: 1) { } }'),
      is17 ? ['Field "product" must not have a selection since type "String" has no subfields.', 18] : syntaxError(20),
    );
  });

  test('"To refuse empty selection sets as graphql 16 did, pass allowEmptySelectionSets: false to graphql, or to parse and validate; the option is deprecated"', async () => {
    const refusals = {'{ }': 'Syntax Error: Expected Name, found "}".', '{ featured { } }': 'Syntax Error: Expected Name, found "}".'};
    for (const [source, message] of Object.entries(refusals)) {
      assert.deepEqual(messagesOf(await graphql({schema, source, rootValue, allowEmptySelectionSets: false})), [message]);
      assert.throws(() => parse(source, {allowEmptySelectionSets: false}), {message});
    }
    if (is17) {
      const errors = validate(schema, parse('{ featured { } }'), specifiedRules, {allowEmptySelectionSets: false});
      assert.deepEqual(messagesOf({errors}), ['Field "featured" of type "Product" must have at least one field selected.']);
      assert.ok(isDeprecated(fileIn(GRAPHQL_DIR, 'language/parser.d.ts'), /^\s*allowEmptySelectionSets\?:/m));
      assert.ok(isDeprecated(fileIn(GRAPHQL_DIR, 'validation/validate.d.ts'), /^\s*allowEmptySelectionSets\?:/m));
    }
  });

  const rewordings = [
    [
      '{ product }',
      undefined,
      'Field "product" argument "id" of type "ID!" is required, but it was not provided.',
      'Argument "Query.product(id:)" of type "ID!" is required, but it was not provided.',
    ],
    [
      '{ product(id: 1) @skip }',
      undefined,
      'Directive "@skip" argument "if" of type "Boolean!" is required, but it was not provided.',
      'Argument "@skip(if:)" of type "Boolean!" is required, but it was not provided.',
    ],
    [
      '{ product(id: null) }',
      undefined,
      'Expected value of type "ID!", found null.',
      'Expected value of non-null type "ID!" not to be null.',
    ],
    [
      '{ products(filter: {colour: "red"}) }',
      undefined,
      'Field "colour" is not defined by type "ProductFilter". Did you mean "color"?',
      'Expected value of type "ProductFilter" not to include unknown field "colour". Did you mean "color"? Found: { colour: "red" }.',
    ],
    [
      '{ products(filter: {color: "red"}) }',
      undefined,
      'Field "ProductFilter.category" of required type "String!" was not provided.',
      'Expected value of type "ProductFilter" to include required field "category", found: { color: "red" }.',
    ],
    [
      'query ($filter: ProductFilter) { products(filter: $filter) }',
      {filter: {color: 'red'}},
      'Variable "$filter" got invalid value { color: "red" }; Field "category" of required type "String!" was not provided.',
      'Variable "$filter" has invalid value: Expected value of type "ProductFilter" to include required field "category", found: { color: "red" }.',
    ],
    [
      'query ($id: ID!) { product(id: $id) }',
      {},
      'Variable "$id" of required type "ID!" was not provided.',
      'Variable "$id" has invalid value: Expected a value of non-null type "ID!" to be provided.',
    ],
    [
      'query ($id: ID!) { product(id: $id) }',
      {id: null},
      'Variable "$id" of non-null type "ID!" must not be null.',
      'Variable "$id" has invalid value: Expected value of non-null type "ID!" not to be null.',
    ],
    [
      '{ productByKey(key: {}) }',
      undefined,
      'OneOf Input Object "ProductKey" must specify exactly one key.',
      'Within OneOf Input Object type "ProductKey", exactly one field must be specified, and the value for that field must be non-null.',
    ],
    [
      '{ productByKey(key: {id: "1", sku: "L-1"}) }',
      undefined,
      'OneOf Input Object "ProductKey" must specify exactly one key.',
      'Within OneOf Input Object type "ProductKey", exactly one field must be specified, and the value for that field must be non-null.',
    ],
    [
      '{ productByKey(key: {id: null}) }',
      undefined,
      'Field "ProductKey.id" must be non-null.',
      'Within OneOf Input Object type "ProductKey", exactly one field must be specified, and the value for that field must be non-null.',
    ],
    [
      'query ($key: ProductKey) { productByKey(key: $key) }',
      {key: {id: '1', sku: 'L-1'}},
      'Variable "$key" got invalid value { id: "1", sku: "L-1" }; Exactly one key must be specified for OneOf type "ProductKey".',
      'Variable "$key" has invalid value: Within OneOf Input Object type "ProductKey", exactly one field must be specified, and the value for that field must be non-null.',
    ],
    [
      '{ releasedOn(date: 20250228) }',
      undefined,
      'Expected value of type "Date", found 20250228; Not a date',
      'Expected value of type "Date", but encountered error "Not a date"; found: 20250228.',
    ],
    [
      'query ($id: ID = "1") { product(id: $id) }',
      {id: null},
      'Argument "id" of non-null type "ID!" must not be null.',
      'Argument "Query.product(id:)" has invalid value: Expected variable "$id" provided to non-null type "ID!" not to be null.',
    ],
    [
      'query ($id: ID) { productByRequiredKey(key: {id: $id}) }',
      {id: null},
      'Argument "key" has invalid value {id: $id}.',
      'Argument "Query.productByRequiredKey(key:)" has invalid value: Expected variable "$id" provided to field "id" for OneOf Input Object type "ProductKey" not to be null.',
    ],
    [
      '{ item { name } }',
      undefined,
      'Support for returning GraphQLObjectType from resolveType was removed in graphql-js@16.0.0 please return type name instead.',
      'Abstract type "Item" must resolve to an Object type at runtime for field "Query.item" with value { name: "Lamp" }, received "Product", which is not a valid Object type name.',
    ],
    [
      '{ stock }',
      undefined,
      'Int cannot represent non-integer value: 1099511627776',
      'Int cannot represent non 32-bit signed integer value: 1099511627776',
    ],
  ];
  for (const [source, variableValues, before, after] of rewordings) {
    test(`"Other messages that changed" (table): ${source}${variableValues ? ` with ${JSON.stringify(variableValues)}` : ''}`, async () => {
      assert.ok(messagesOf(await answer(source, variableValues)).includes(is17 ? after : before));
    });
  }

  test('"Other messages that changed" (table): a schema default of the wrong type, products(first: Int = "ten"): no error on 16, on 17 an error for every request', async () => {
    const wrongDefault = buildSchema('type Query { products(first: Int = "ten"): [String] }');
    assert.deepEqual(
      messagesOf(await graphql({schema: wrongDefault, source: '{ products }', rootValue: {products: () => []}})),
      is17 ? ['Query.products(first:) has invalid default value: Int cannot represent non-integer value: "ten"'] : [],
    );
  });

  test('"Other messages that changed" (table): more tokens than maxLexicalTokens (3)', () => {
    assert.throws(() => parse('{ a b c }', {maxLexicalTokens: 3}), {
      message: `Syntax Error: Document contains more ${is17 ? 'than' : 'that'} 3 tokens. Parsing aborted.`,
    });
  });

  test('"A custom scalar that throws a GraphQLError has its own message passed on unchanged, by both versions"', async () => {
    const strict = buildSchema('type Query { releasedOn(date: Date): String } scalar Date');
    Object.assign(strict.getType('Date'), {
      parseValue: (value) => value,
      parseLiteral() {
        throw new GraphQLError('A Date is written as a string');
      },
    });
    assert.deepEqual(messagesOf(await graphql({schema: strict, source: '{ releasedOn(date: 20250228) }'})), [
      'A Date is written as a string',
    ]);
  });

  test('"for query ($v: Foo) { product(id: 1) }, graphql 17 reports the unused variable before the unknown type, graphql 16 the other way round"', () => {
    const unused = 'Variable "$v" is never used.';
    const unknown = 'Unknown type "Foo".';
    const messages = messagesOf({errors: validate(schema, parse('query ($v: Foo) { product(id: 1) }'))});
    assert.deepEqual(messages, is17 ? [unused, unknown] : [unknown, unused]);
  });
});

describe('Documents, printing and introspection', () => {
  // Every list the grammar lets a node leave empty, as `Kind.property`, and two documents that
  // leave each of them empty at least once.
  const optionalLists = {
    executable: [
      'Directive.arguments',
      'Field.arguments',
      'Field.directives',
      'FragmentDefinition.directives',
      'FragmentSpread.directives',
      'InlineFragment.directives',
      'OperationDefinition.directives',
      'OperationDefinition.variableDefinitions',
      'VariableDefinition.directives',
    ],
    schema: [
      'Directive.arguments',
      'DirectiveDefinition.arguments',
      'DirectiveDefinition.directives',
      'EnumTypeDefinition.directives',
      'EnumTypeDefinition.values',
      'EnumTypeExtension.values',
      'EnumValueDefinition.directives',
      'FieldDefinition.arguments',
      'FieldDefinition.directives',
      'InputObjectTypeDefinition.directives',
      'InputObjectTypeDefinition.fields',
      'InputObjectTypeExtension.fields',
      'InputValueDefinition.directives',
      'InterfaceTypeDefinition.directives',
      'InterfaceTypeDefinition.fields',
      'InterfaceTypeDefinition.interfaces',
      'InterfaceTypeExtension.fields',
      'InterfaceTypeExtension.interfaces',
      'ObjectTypeDefinition.directives',
      'ObjectTypeDefinition.fields',
      'ObjectTypeDefinition.interfaces',
      'ObjectTypeExtension.directives',
      'ObjectTypeExtension.fields',
      'ObjectTypeExtension.interfaces',
      'ScalarTypeDefinition.directives',
      'SchemaDefinition.directives',
      'SchemaExtension.operationTypes',
      'UnionTypeDefinition.directives',
      'UnionTypeDefinition.types',
      'UnionTypeExtension.types',
    ],
  };
  const documents = {
    executable:
      'query { products } query Q($first: Int) { products @cached tags(first: 1) ... on Query { name } ...F } fragment F on Query { name }',
    schema: `schema { query: Query } extend schema @public
      type Query { name: String } type Empty interface Node union Result enum Size input Filter scalar Date
      directive @cached on FIELD directive @limit(n: Int) on FIELD
      extend type Query @public extend type Query implements Node extend interface Node @public extend union Result @public
      extend enum Size @public extend input Filter @public extend scalar Date @public
      enum Colour { RED } type Shop { products(first: Int): [String] } input Range { min: Int }`,
  };

  /** What each `Kind.property` of `lists` holds across the nodes of `document`: 'empty', 'undefined' or 'items'. */
  function listStates(document, lists) {
    const states = new Map(lists.map((list) => [list, new Set()]));
    const emptyArrays = new Set();
    visit(document, {
      enter(node) {
        for (const [property, value] of Object.entries(node)) {
          if (Array.isArray(value) && value.length === 0) {
            emptyArrays.add(`${node.kind}.${property}`);
          }
        }
        for (const list of lists.filter((entry) => entry.startsWith(`${node.kind}.`))) {
          const value = node[list.split('.')[1]];
          states.get(list).add(value === undefined ? 'undefined' : value.length === 0 ? 'empty' : 'items');
        }
      },
    });
    return {states, emptyArrays};
  }

  test('"graphql 17 leaves every such list undefined: the directives of every node that can carry them, the arguments of fields and directives, an operation\'s variableDefinitions, and in schema documents the fields, interfaces, arguments, enum values, union members and operation types of definitions and extensions"', () => {
    for (const [kind, lists] of Object.entries(optionalLists)) {
      const {states, emptyArrays} = listStates(parse(documents[kind]), lists);
      for (const [list, seen] of states) {
        assert.ok(seen.has(is17 ? 'undefined' : 'empty'), `${list}: ${[...seen]}`);
        assert.equal(seen.has(is17 ? 'empty' : 'undefined'), false, `${list}: ${[...seen]}`);
      }
      // graphql 16 gave an empty array for these lists, and for no others.
      assert.deepEqual([...emptyArrays].sort(), is17 ? [] : [...lists].sort());
    }
  });

  test('"Lists the grammar requires stay arrays (the selections of a selection set, the values of a list literal, the fields of an object literal)"', () => {
    assert.deepEqual(parseValue('[]').values, []);
    assert.deepEqual(parseValue('{}').fields, []);
    assert.equal(parse('{ products }').definitions[0].selectionSet.selections.length, 1);
    if (is17) {
      assert.deepEqual(parse('{ }').definitions[0].selectionSet.selections, []);
    }
  });

  test('"Code that walks documents … fails with a TypeError at node.arguments.length or node.directives.map(…), and wherever it iterates or spreads such a list"', () => {
    const [field] = parse('{ products }').definitions[0].selectionSet.selections;
    const iterate = (list) => {
      const items = [];
      for (const item of list) items.push(item);
      return items;
    };
    if (is17) {
      assert.throws(() => field.arguments.length, TypeError);
      assert.throws(() => field.directives.map(String), TypeError);
      assert.throws(() => iterate(field.directives), TypeError);
      assert.throws(() => [...field.arguments], TypeError);
    } else {
      assert.equal(field.arguments.length, 0);
      assert.deepEqual(field.directives.map(String), []);
      assert.deepEqual(iterate(field.directives), []);
      assert.deepEqual([...field.arguments], []);
    }
  });

  test('"The TypeScript types of graphql 16 already declared these lists optional"', () => {
    const ast = fileIn(GRAPHQL_16_DIR, 'language/ast.d.ts');
    for (const list of new Set([...optionalLists.executable, ...optionalLists.schema])) {
      const [kind, property] = list.split('.');
      assert.match(interfaceBody(ast, `${kind}Node`), new RegExp(`readonly ${property}\\?: ReadonlyArray<`), list);
    }
  });

  test('"That holds for print, for the default values in printSchema, and for the defaultValue that introspection reports for arguments and input fields"', async () => {
    const schema = buildSchema(
      'type Query { products(filter: ProductFilter): [String] } input ProductFilter { price: PriceRange = {min: 1} } input PriceRange { min: Int }',
    );
    const result = await graphql({schema, source: '{ __type(name: "ProductFilter") { inputFields { defaultValue } } }'});
    assert.equal(result.data.__type.inputFields[0].defaultValue, is17 ? '{ min: 1 }' : '{min: 1}');
    assert.match(printSchema(schema), is17 ? /price: PriceRange = \{ min: 1 \}/ : /price: PriceRange = \{min: 1\}/);
  });

  test('"An empty object literal is printed {  }, with two spaces; graphql 16 printed {}"', () => {
    assert.equal(print(parseValue('{}')), is17 ? '{  }' : '{}');
    assert.match(print(parse('{ products(filter: {}) }')), is17 ? /products\(filter: \{ {2}\}\)/ : /products\(filter: \{\}\)/);
  });

  test('"graphql 17 also prints a default as it was written. graphql 16 printed the value it coerced the default to, so printSchema and introspection added the input fields\' own defaults that the literal left out … for schemas built from SDL or from an introspection result"', async () => {
    const sdl =
      'type Query { products(filter: ProductFilter = {category: "lamps"}): [String] } input ProductFilter { category: String inStock: Boolean = true }';
    const expected = is17 ? '{ category: "lamps" }' : '{category: "lamps", inStock: true}';
    const fromSdl = buildSchema(sdl);
    for (const schema of [fromSdl, buildClientSchema(introspectionFromSchema(fromSdl))]) {
      assert.ok(printSchema(schema).includes(`products(filter: ProductFilter = ${expected}): [String]`));
      const {data} = await graphql({schema, source: '{ __type(name: "Query") { fields { args { defaultValue } } } }'});
      assert.equal(data.__type.fields[0].args[0].defaultValue, expected);
    }
  });

  test('"The includeDeprecated argument of the introspection fields __Type.fields, __Type.enumValues, __Type.inputFields, __Field.args and __Directive.args is Boolean! = false in graphql 17; it was Boolean = false"', async () => {
    const typeRef = '{ kind name ofType { name } }';
    const {data} = await graphql({
      schema: buildSchema('type Query { product: String }'),
      source: `{ ${['__Type', '__Field', '__Directive'].map((name) => `${name}: __type(name: "${name}") { fields { name args { name defaultValue type ${typeRef} } } }`).join(' ')} }`,
    });
    const printed = (type) => (type.kind === 'NON_NULL' ? `${type.ofType.name}!` : type.name);
    const declared = {};
    for (const [typeName, type] of Object.entries(data)) {
      for (const field of type.fields) {
        for (const argument of field.args.filter(({name}) => name === 'includeDeprecated')) {
          declared[`${typeName}.${field.name}`] = `${printed(argument.type)} = ${argument.defaultValue}`;
        }
      }
    }
    const expected = is17 ? 'Boolean! = false' : 'Boolean = false';
    assert.deepEqual(declared, {
      '__Type.fields': expected,
      '__Type.enumValues': expected,
      '__Type.inputFields': expected,
      '__Field.args': expected,
      '__Directive.args': expected,
    });
  });

  test('"Leaving it out, or passing true or false, works as before. Passing null now fails validation …, and a Boolean variable whose value is null makes the field fail"', async () => {
    const schema = buildSchema(
      'type Query { product(id: ID @deprecated): String @deprecated } enum Colour { RED } input Filter { colour: Colour } directive @cached(ttl: Int) on FIELD',
    );
    const selections = [
      '__type(name: "Query") { fields(includeDeprecated: VALUE) { name } }',
      '__type(name: "Colour") { enumValues(includeDeprecated: VALUE) { name } }',
      '__type(name: "Filter") { inputFields(includeDeprecated: VALUE) { name } }',
      '__type(name: "Query") { fields { args(includeDeprecated: VALUE) { name } } }',
      '__schema { directives { args(includeDeprecated: VALUE) { name } } }',
    ];
    for (const selection of selections) {
      for (const value of ['true', 'false']) {
        assert.deepEqual(messagesOf(await graphql({schema, source: `{ ${selection.replace('VALUE', value)} }`})), [], selection);
      }
      assert.deepEqual(messagesOf(await graphql({schema, source: `{ ${selection.replace('(includeDeprecated: VALUE)', '')} }`})), []);
      assert.deepEqual(
        messagesOf(await graphql({schema, source: `{ ${selection.replace('VALUE', 'null')} }`})),
        is17 ? ['Expected value of non-null type "Boolean!" not to be null.'] : [],
        selection,
      );
    }
    const withVariable = await graphql({
      schema,
      source: 'query ($all: Boolean) { __type(name: "Query") { fields(includeDeprecated: $all) { name } } }',
      variableValues: {all: null},
    });
    assert.equal(messagesOf(withVariable).length, is17 ? 1 : 0);
    assert.equal(withVariable.data.__type.fields?.length, is17 ? undefined : 0);
  });

  test('"The reason argument of @deprecated is String! in graphql 17; it was String. SDL that writes @deprecated(reason: null) no longer builds: graphql 16 built it, and left the element not deprecated"', async () => {
    assert.equal(String(graphqlJs.GraphQLDeprecatedDirective.args[0].type), is17 ? 'String!' : 'String');
    const {data} = await graphql({
      schema: buildSchema('type Query { product: String }'),
      source: '{ __schema { directives { name args { name type { kind ofType { name } } } } } }',
    });
    const reason = data.__schema.directives.find(({name}) => name === 'deprecated').args[0];
    assert.equal(reason.type.kind, is17 ? 'NON_NULL' : 'SCALAR');
    const sdl = 'type Query { price: Float @deprecated(reason: null) }';
    if (is17) {
      assert.throws(() => buildSchema(sdl), {
        message: 'Argument "@deprecated(reason:)" has invalid value: Expected value of non-null type "String!" not to be null.',
      });
    } else {
      assert.equal(buildSchema(sdl).getQueryType().getFields().price.deprecationReason, null);
    }
  });

  test('"__DirectiveLocation has a new value, FRAGMENT_VARIABLE_DEFINITION, and VARIABLE_DEFINITION is described as Location adjacent to an operation variable definition."', async () => {
    const {data} = await graphql({
      schema: buildSchema('type Query { product: String }'),
      source: '{ __type(name: "__DirectiveLocation") { enumValues { name description } } }',
    });
    const values = Object.fromEntries(data.__type.enumValues.map(({name, description}) => [name, description]));
    assert.equal('FRAGMENT_VARIABLE_DEFINITION' in values, is17);
    assert.equal(
      values.VARIABLE_DEFINITION,
      is17 ? 'Location adjacent to an operation variable definition.' : 'Location adjacent to a variable definition.',
    );
  });
});

describe('TypeScript: Kind, TokenKind and DirectiveLocation', () => {
  const formerEnums = ['DirectiveLocation', 'TokenKind', 'OperationTypeNode', 'TypeKind', 'BreakingChangeType', 'DangerousChangeType'];
  const declarationFiles = {
    Kind: 'language/kinds.d.ts',
    DirectiveLocation: 'language/directiveLocation.d.ts',
    TokenKind: 'language/tokenKind.d.ts',
    OperationTypeNode: 'language/ast.d.ts',
    TypeKind: 'type/introspection.d.ts',
    BreakingChangeType: is17 ? 'utilities/findSchemaChanges.d.ts' : 'utilities/findBreakingChanges.d.ts',
    DangerousChangeType: is17 ? 'utilities/findSchemaChanges.d.ts' : 'utilities/findBreakingChanges.d.ts',
  };

  test('"In graphql 16, Kind, TokenKind and DirectiveLocation were TypeScript enums. In graphql 17, DirectiveLocation, TokenKind and the other former enums (…) are plain objects declared as const, and Kind is a namespace of string constants; each name is also a type, the union of the string values"', () => {
    for (const name of ['Kind', ...formerEnums]) {
      const declarations = fileIn(GRAPHQL_DIR, declarationFiles[name]);
      if (!is17) {
        assert.match(declarations, new RegExp(`^declare enum ${name} \\{`, 'm'), name);
      } else if (name === 'Kind') {
        assert.match(declarations, /^export \* as Kind from "\.\/kinds_\.js";$/m);
        assert.match(declarations, /^export type Kind = \(typeof Kind_\)\[keyof typeof Kind_\];$/m);
        assert.match(fileIn(GRAPHQL_DIR, 'language/kinds_.d.ts'), /^export declare const FIELD = "Field";$/m);
      } else {
        const object = declarations.slice(declarations.search(new RegExp(`^export declare const ${name}: \\{$`, 'm')));
        assert.match(object, /^export declare const \w+: \{\n(?:\s+\/\*\*.*\*\/\n)?\s+readonly [A-Z_]+: "[^"]+";$/m, name);
        assert.match(declarations, new RegExp(`^export type ${name} = \\(typeof ${name}\\)\\[keyof typeof ${name}\\];$`, 'm'), name);
      }
    }
  });

  test('"At run time the values are the same: Kind.FIELD is still \'Field\'" (and 17 adds Kind.FRAGMENT_ARGUMENT, DirectiveLocation.FRAGMENT_VARIABLE_DEFINITION and DangerousChangeType.INPUT_FIELD_DEFAULT_VALUE_CHANGE)', () => {
    const sample = {
      Kind: {FIELD: 'Field', NAME: 'Name', DOCUMENT: 'Document'},
      DirectiveLocation: {QUERY: 'QUERY', FIELD_DEFINITION: 'FIELD_DEFINITION'},
      TokenKind: {BANG: '!', SPREAD: '...'},
      OperationTypeNode: {QUERY: 'query'},
      TypeKind: {NON_NULL: 'NON_NULL'},
      BreakingChangeType: {FIELD_REMOVED: 'FIELD_REMOVED'},
      DangerousChangeType: {ARG_DEFAULT_VALUE_CHANGE: 'ARG_DEFAULT_VALUE_CHANGE'},
    };
    for (const [name, members] of Object.entries(sample)) {
      for (const [member, value] of Object.entries(members)) {
        assert.equal(graphqlJs[name][member], value, `${name}.${member}`);
      }
    }
    const added = {
      Kind: ['FRAGMENT_ARGUMENT'],
      DirectiveLocation: ['FRAGMENT_VARIABLE_DEFINITION'],
      DangerousChangeType: ['INPUT_FIELD_DEFAULT_VALUE_CHANGE'],
    };
    for (const name of ['Kind', ...formerEnums]) {
      // graphql16 is the alias, whichever major `graphql` resolves to.
      const fromOther = Object.keys(graphqlJs[name]).filter((member) => !(member in graphql16[name]));
      assert.deepEqual(fromOther, is17 ? (added[name] ?? []) : [], name);
      for (const [member, value] of Object.entries(graphql16[name])) {
        assert.equal(graphqlJs[name][member], value, `${name}.${member}`);
      }
    }
  });

  test('"But in the ES module build, which Node.js 22.12 and newer load, Kind itself is a module namespace object: it has no prototype, so Kind.hasOwnProperty(…) and String(Kind) throw a TypeError, and its keys come in alphabetical order"', () => {
    assert.equal(Object.getPrototypeOf(Kind) === null, is17);
    assert.equal(Kind[Symbol.toStringTag], is17 ? 'Module' : undefined);
    const keys = Object.keys(Kind);
    assert.deepEqual(keys.slice(0, 2), is17 ? ['ARGUMENT', 'ARGUMENT_COORDINATE'] : ['NAME', 'DOCUMENT']);
    assert.equal(keys.join() === [...keys].sort().join(), is17);
    if (is17) {
      assert.throws(() => Kind.hasOwnProperty('FIELD'), TypeError);
      assert.throws(() => String(Kind), TypeError);
    } else {
      assert.equal(Kind.hasOwnProperty('FIELD'), true);
      assert.equal(String(Kind), '[object Object]');
    }
    assert.equal(Object.hasOwn(Kind, 'FIELD'), true);
    assert.equal(Object.getPrototypeOf(graphqlJs.DirectiveLocation), Object.prototype);
  });
});

describe('Values and defaults', () => {
  const definition = () => fileIn(GRAPHQL_DIR, 'type/definition.d.ts');

  test('"serialize, parseValue, parseLiteral(node, variables): graphql 16 (deprecated in 17, removed in 18)"', () => {
    for (const method of ['serialize', 'parseValue', 'parseLiteral']) {
      const doc = docOf(definition(), /^export interface GraphQLScalarTypeConfig\b/m, new RegExp(`^\\s*${method}\\?:`, 'm'));
      assert.equal(/@deprecated .*will be removed in v18/.test(doc), is17, method);
    }
  });

  test('"valueToLiteral: value → literal, for printing defaults"', () => {
    const Colour = new GraphQLScalarType({
      name: 'Colour',
      serialize: (value) => value,
      parseValue: (value) => value,
      valueToLiteral: (value) => ({kind: Kind.STRING, value: `#${value}`}),
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {lamps: {type: GraphQLString, args: {colour: {type: Colour, default: {value: 'fff'}, defaultValue: 'fff'}}}},
      }),
    });
    assert.match(printSchema(schema), is17 ? /lamps\(colour: Colour = "#fff"\): String/ : /lamps\(colour: Colour = "fff"\): String/);
  });

  test('"coerceInputLiteral receives a literal whose variables graphql 17 has already replaced, so it takes no variables argument"', async () => {
    const seen = [];
    const Json = new GraphQLScalarType({
      name: 'Json',
      parseValue: (value) => value,
      coerceInputValue: (value) => value,
      parseLiteral(node, variables) {
        seen.push(`parseLiteral ${print(node)} ${JSON.stringify(variables)}`);
        return graphqlJs.valueFromASTUntyped(node, variables);
      },
      coerceInputLiteral(...args) {
        seen.push(`coerceInputLiteral ${print(args[0])} (${args.length} argument)`);
        return graphqlJs.valueFromASTUntyped(args[0]);
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          echo: {type: GraphQLString, args: {value: {type: Json}}, resolve: (_, {value}) => JSON.stringify(value)},
        },
      }),
    });
    const result = await graphql({schema, source: 'query ($n: Json) { echo(value: [1, $n]) }', variableValues: {n: 5}});
    assert.deepEqual(JSON.parse(JSON.stringify(result)), {data: {echo: '[1,5]'}});
    // Validation calls the method too; execution's call comes last.
    assert.equal(seen.at(-1), is17 ? 'coerceInputLiteral [1, 5] (1 argument)' : 'parseLiteral [1, $n] {"n":5}');
    assert.equal(
      seen.some((call) => call.includes('$n')),
      !is17,
    );
  });

  test('"graphql 16 ignores the new names, so on 16 a scalar written for 17 passes values through without converting them"', async () => {
    const Upper = new GraphQLScalarType({
      name: 'Upper',
      coerceOutputValue: (value) => value.toUpperCase(),
      coerceInputValue: (value) => `${value}!`,
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {shout: {type: Upper, args: {word: {type: Upper}}, resolve: (_, {word}) => word}},
      }),
    });
    const result = await graphql({schema, source: 'query ($word: Upper) { shout(word: $word) }', variableValues: {word: 'lamp'}});
    assert.deepEqual(JSON.parse(JSON.stringify(result)), {data: {shout: is17 ? 'LAMP!' : 'lamp'}});
  });

  test('"graphql 17 copies the methods when the scalar is constructed: replacing serialize and parseValue on a built scalar (Object.assign(schema.getType(\'Date\'), …)) has no effect, replacing parseLiteral still works; assigning the new names as well works on both versions"', async () => {
    const methods = {
      serialize: (value) => `out(${value})`,
      parseValue: (value) => `var(${value})`,
      parseLiteral: (node) => `lit(${node.value})`,
    };
    const bothNames = {
      ...methods,
      coerceOutputValue: methods.serialize,
      coerceInputValue: methods.parseValue,
      coerceInputLiteral: methods.parseLiteral,
    };
    const answers = async (assigned) => {
      const schema = buildSchema('type Query { echo(date: Date): Date } scalar Date');
      Object.assign(schema.getType('Date'), assigned);
      const rootValue = {echo: ({date}) => date};
      return [
        (await graphql({schema, source: '{ echo(date: "x") }', rootValue})).data.echo,
        (await graphql({schema, source: 'query ($d: Date) { echo(date: $d) }', variableValues: {d: 'y'}, rootValue})).data.echo,
        (await graphql({schema, source: '{ echo }', rootValue: {echo: 'z'}})).data.echo,
      ];
    };
    const converted = ['out(lit(x))', 'out(var(y))', 'out(z)'];
    assert.deepEqual(await answers(methods), is17 ? ['lit(x)', 'y', 'z'] : converted);
    assert.deepEqual(await answers(bothNames), converted);
  });

  test("\"in graphql 17, GraphQLInt.parseLiteral accepts the literals 1e3 and 1.0 (giving 1000 and 1), GraphQLID.parseLiteral accepts them too (giving '1000' and '1'), and GraphQLString.parseLiteral and GraphQLID.parseLiteral accept an enum value such as RED (giving 'RED'); graphql 16 throws for each\"", () => {
    const cases = [
      [GraphQLInt, '1e3', 1000],
      [GraphQLInt, '1.0', 1],
      [GraphQLID, '1e3', '1000'],
      [GraphQLID, '1.0', '1'],
      [GraphQLString, 'RED', 'RED'],
      [GraphQLID, 'RED', 'RED'],
    ];
    for (const [scalar, literal, value] of cases) {
      const parsed = () => scalar.parseLiteral(parseValue(literal), undefined);
      if (is17) {
        assert.equal(parsed(), value, `${scalar.name} ${literal}`);
      } else {
        assert.throws(parsed, GraphQLError, `${scalar.name} ${literal}`);
      }
    }
  });

  test('"Requests are not affected: an Int or ID argument written 1e3 is refused by both versions"', async () => {
    const schema = buildSchema('type Query { products(first: Int, category: String, id: ID): [String] }');
    for (const [argument, message] of [
      ['first: 1e3', 'Int cannot represent non-integer value: 1e3'],
      ['first: 1.0', 'Int cannot represent non-integer value: 1.0'],
      ['category: RED', 'String cannot represent a non string value: RED'],
      ['id: 1e3', 'ID cannot represent a non-string and non-integer value: 1e3'],
      ['id: RED', 'ID cannot represent a non-string and non-integer value: RED'],
    ]) {
      assert.deepEqual(messagesOf(await graphql({schema, source: `{ products(${argument}) }`})), [message]);
    }
  });

  test('"defaultValue still works and is deprecated"', () => {
    const doc = docOf(definition(), /^export interface GraphQLArgumentConfig\b/m, /^\s*defaultValue\?:/m);
    assert.equal(doc.includes('@deprecated'), is17);
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {first: {type: GraphQLInt, args: {n: {type: GraphQLInt, defaultValue: 2}}, resolve: (_, {n}) => n}},
      }),
    });
    assert.equal(graphqlJs.graphqlSync({schema, source: '{ first }'}).data.first, 2);
  });

  test('"a default of the wrong type is an error from validateSchema, and execution refuses the schema. The same holds for defaults written in SDL"', async () => {
    const message = 'Query.products(first:) has invalid default value: Int cannot represent non-integer value: "ten"';
    const programmatic = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          products: {type: new GraphQLList(GraphQLString), args: {first: {type: GraphQLInt, default: {value: 'ten'}}}, resolve: () => []},
        },
      }),
    });
    const fromSdl = buildSchema('type Query { products(first: Int = "ten"): [String] }');
    for (const schema of [programmatic, fromSdl]) {
      assert.deepEqual(messagesOf({errors: validateSchema(schema)}), is17 ? [message] : []);
      const result = await graphql({schema, source: '{ products }', rootValue: {products: () => []}});
      assert.deepEqual(messagesOf(result), is17 ? [message] : []);
      assert.deepEqual(result.data && {...result.data}, is17 ? undefined : {products: []});
    }
  });

  test('"A legacy defaultValue is not checked, on either version": the schema validates and the resolver gets the wrong value', async () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          products: {type: GraphQLString, args: {first: {type: GraphQLInt, defaultValue: 'ten'}}, resolve: (_source, {first}) => first},
        },
      }),
    });
    assert.deepEqual(validateSchema(schema), []);
    const result = await graphql({schema, source: '{ products }'});
    assert.deepEqual({...result.data}, {products: 'ten'});
    assert.equal(result.errors, undefined);
  });

  test('"Schemas built from SDL (buildSchema, extendSchema) keep each default as the literal that was written, in arg.default.literal, and arg.defaultValue is undefined. So do schemas built from an introspection result (buildClientSchema)"', () => {
    const sdl =
      'type Query { products(first: Int = 2, filter: ProductFilter = {category: "lamps"}): [String] } input ProductFilter { category: String }';
    const extended = extendSchema(buildSchema('type Query { hello: String }'), parse(sdl.replace('type Query', 'extend type Query')));
    for (const schema of [buildSchema(sdl), extended, buildClientSchema(introspectionFromSchema(buildSchema(sdl)))]) {
      const [first, filter] = schema.getQueryType().getFields().products.args;
      if (is17) {
        assert.equal(first.defaultValue, undefined);
        assert.equal(print(first.default.literal), '2');
        assert.equal(print(filter.default.literal), '{ category: "lamps" }');
      } else {
        assert.equal(first.defaultValue, 2);
        assert.deepEqual({...filter.defaultValue}, {category: 'lamps'});
        assert.equal(first.default, undefined);
      }
    }
  });

  test('"astFromValue(value, type) (deprecated) → valueToLiteral(value, type), which takes an external value; valueFromAST(node, type, variables) (deprecated) → coerceInputLiteral(node, type), after replaceVariables"', () => {
    assert.equal(isDeprecated(fileIn(GRAPHQL_DIR, 'utilities/astFromValue.d.ts'), /^export declare function astFromValue\b/m), is17);
    assert.equal(isDeprecated(fileIn(GRAPHQL_DIR, 'utilities/valueFromAST.d.ts'), /^export declare function valueFromAST\b/m), is17);
    const Size = new graphqlJs.GraphQLEnumType({name: 'Size', values: {SMALL: {value: 1}, LARGE: {value: 2}}});
    assert.equal(print(graphqlJs.astFromValue(2, Size)), 'LARGE');
    if (is17) {
      assert.equal(print(graphqlJs.valueToLiteral('LARGE', Size)), 'LARGE');
      assert.equal(graphqlJs.valueToLiteral(2, Size), undefined);
      const schema = buildSchema('type Query { sized(size: Int): Int }');
      const [operation] = parse('query ($n: Int) { sized(size: $n) }').definitions;
      const [argument] = operation.selectionSet.selections[0].arguments;
      const {variableValues} = getVariableValues(schema, operation.variableDefinitions, {n: 7});
      assert.equal(graphqlJs.coerceInputLiteral(graphqlJs.replaceVariables(argument.value, variableValues), GraphQLInt), 7);
    } else {
      assert.equal(graphqlJs.valueToLiteral, undefined);
    }
  });

  test('"valueFromAST fills in an input field\'s default only when it was set as a legacy defaultValue, so it leaves out the fields whose default came from SDL or from default, which graphql 16 filled in; coerceInputLiteral fills them in"', () => {
    const schema = buildSchema(
      'type Query { products(filter: ProductFilter): [String] } input ProductFilter { category: String inStock: Boolean = true }',
    );
    const filter = schema.getType('ProductFilter');
    const literal = parseValue('{category: "lamps"}');
    assert.deepEqual({...graphqlJs.valueFromAST(literal, filter)}, is17 ? {category: 'lamps'} : {category: 'lamps', inStock: true});
    const legacy = new graphqlJs.GraphQLInputObjectType({
      name: 'LegacyFilter',
      fields: {category: {type: GraphQLString}, inStock: {type: graphqlJs.GraphQLBoolean, defaultValue: true}},
    });
    assert.deepEqual({...graphqlJs.valueFromAST(literal, legacy)}, {category: 'lamps', inStock: true});
    if (is17) {
      assert.deepEqual({...graphqlJs.coerceInputLiteral(literal, filter)}, {category: 'lamps', inStock: true});
    }
  });

  test('"coerceInputValue(value, type, onError) (16): throws, or calls onError(path, value, error); coerceInputValue(value, type) (17): returns undefined for an invalid value, and never throws"', () => {
    const Filter = new graphqlJs.GraphQLInputObjectType({
      name: 'Filter',
      fields: {first: {type: new graphqlJs.GraphQLNonNull(GraphQLInt)}},
    });
    const invalid = [
      ['x', GraphQLInt],
      [{}, Filter],
      [[{first: 'x'}], new GraphQLList(Filter)],
      [null, new graphqlJs.GraphQLNonNull(GraphQLInt)],
    ];
    for (const [value, type] of invalid) {
      const reported = [];
      const coerce = () => graphqlJs.coerceInputValue(value, type, (...args) => reported.push(args));
      if (is17) {
        assert.equal(coerce(), undefined);
        assert.deepEqual(reported, []);
      } else {
        assert.throws(() => graphqlJs.coerceInputValue(value, type), GraphQLError);
        coerce();
        assert.ok(reported.length > 0);
      }
    }
    if (!is17) {
      const reported = [];
      graphqlJs.coerceInputValue({first: 'x'}, Filter, (...args) => reported.push(args));
      const [[path, value, error]] = reported;
      assert.deepEqual([path, value, error.message], [['first'], 'x', 'Int cannot represent non-integer value: "x"']);
    }
  });

  test('"findDangerousChanges reports more in 17: a changed input-field default (INPUT_FIELD_DEFAULT_VALUE_CHANGE, new in 17), and a default rewritten in another form with the same value, such as [1] for 1 in a list, which graphql 16 compared as values"', () => {
    const dangerous = (before, after) =>
      graphqlJs.findDangerousChanges(buildSchema(before), buildSchema(after)).map((change) => change.type);
    const filter = (defaultValue) =>
      `type Query { products(filter: ProductFilter): [String] } input ProductFilter { first: Int = ${defaultValue} }`;
    assert.deepEqual(dangerous(filter(1), filter(2)), is17 ? ['INPUT_FIELD_DEFAULT_VALUE_CHANGE'] : []);
    const ids = (defaultValue) => `type Query { products(ids: [Int] = ${defaultValue}): [String] }`;
    assert.deepEqual(dangerous(ids('1'), ids('[1]')), is17 ? ['ARG_DEFAULT_VALUE_CHANGE'] : []);
    assert.deepEqual(dangerous(ids('[1]'), ids('[2]')), ['ARG_DEFAULT_VALUE_CHANGE']);
  });

  test('"findBreakingChanges and findDangerousChanges still work and are deprecated"', () => {
    const file = is17 ? 'utilities/findSchemaChanges.d.ts' : 'utilities/findBreakingChanges.d.ts';
    for (const name of ['findBreakingChanges', 'findDangerousChanges']) {
      assert.equal(isDeprecated(fileIn(GRAPHQL_DIR, file), new RegExp(`^export declare function ${name}\\b`, 'm')), is17, name);
    }
  });
});

describe('Schema elements', () => {
  const schema = buildSchema(`
    type Query { products(first: Int): [String] size: Size }
    enum Size { SMALL LARGE }
    input Filter { category: String }
    type Mutation { filter(by: Filter): Int }
  `);
  const query = schema.getQueryType();
  const products = query.getFields().products;
  const [first] = products.args;
  const [small] = schema.getType('Size').getValues();
  const category = schema.getType('Filter').getFields().category;

  test('"Fields, arguments, enum values and input fields are instances of classes (GraphQLField, GraphQLArgument, GraphQLEnumValue, GraphQLInputField, which the package exports as types only); in graphql 16 they were plain objects"', () => {
    const classes = [products, first, small, category].map((element) => element.constructor.name);
    assert.deepEqual(
      classes,
      is17 ? ['GraphQLField', 'GraphQLArgument', 'GraphQLEnumValue', 'GraphQLInputField'] : ['Object', 'Object', 'Object', 'Object'],
    );
    const declared = declaredExports(fileIn(GRAPHQL_DIR, 'index.d.ts'));
    for (const name of ['GraphQLField', 'GraphQLArgument', 'GraphQLEnumValue', 'GraphQLInputField']) {
      assert.equal(graphqlJs[name], undefined, name);
      assert.equal(declared.has(name), true, name);
    }
  });

  test('"Each points back to its owner, in an own enumerable property: field.parentType, argument.parent, enumValue.parentEnum and inputField.parentType. A spread … follows that property to the owner"', () => {
    const owners = [
      [products, 'parentType', query],
      [first, 'parent', products],
      [small, 'parentEnum', schema.getType('Size')],
      [category, 'parentType', schema.getType('Filter')],
    ];
    for (const [element, property, owner] of owners) {
      assert.equal(Object.keys(element).includes(property), is17, property);
      assert.equal({...element}[property], is17 ? owner : undefined, property);
    }
  });

  test('"In TypeScript, an object literal typed as one of them, such as a field made by hand in a test, no longer compiles: it lacks parentType (parent, parentEnum), toConfig, toJSON and Symbol.toStringTag"', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'upgrade-guide-ts-'));
    try {
      const file = path.join(work, 'hand-made.ts');
      writeFileSync(
        file,
        `import {GraphQLString, type GraphQLArgument, type GraphQLField} from 'graphql';
export const argument: GraphQLArgument = {name: 'first', type: GraphQLString, description: undefined, defaultValue: undefined, deprecationReason: undefined, extensions: {}, astNode: undefined};
export const field: GraphQLField<unknown, unknown> = {name: 'products', type: GraphQLString, args: [argument], description: undefined, deprecationReason: undefined, extensions: {}, astNode: undefined};
`,
      );
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
        paths: {graphql: [GRAPHQL_DIR]},
      });
      const messages = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
      if (is17) {
        assert.equal(messages.length, 2, messages.join('\n'));
        assert.match(
          messages[0],
          /is missing the following properties from type 'GraphQLArgument': parent, default, toConfig, toJSON, \[Symbol\.toStringTag\]/,
        );
        assert.match(
          messages[1],
          /is missing the following properties from type 'GraphQLField<unknown, unknown, any>': parentType, toConfig, toJSON, \[Symbol\.toStringTag\]/,
        );
      } else {
        assert.deepEqual(messages, []);
      }
    } finally {
      rmSync(work, {recursive: true, force: true});
    }
  });

  test('"String(field) and JSON.stringify(field) give its schema coordinate (Query.products; "Query.products(first:)" for an argument), where graphql 16 gave [object Object] and the object\'s properties"', () => {
    assert.equal(String(products), is17 ? 'Query.products' : '[object Object]');
    assert.equal(String(first), is17 ? 'Query.products(first:)' : '[object Object]');
    assert.equal(JSON.stringify(first), is17 ? '"Query.products(first:)"' : JSON.stringify({...first}));
    assert.match(JSON.stringify(products), is17 ? /^"Query\.products"$/ : /^\{"name":"products",/);
  });

  test('"schema.toConfig().assumeValid is whatever the schema was constructed with … graphql 16 turned it to true once the schema had been validated, so a schema rebuilt from that config skipped validation"', () => {
    const validated = buildSchema('type Query { product: String }');
    assert.deepEqual(validateSchema(validated), []);
    const config = validated.toConfig();
    assert.equal(config.assumeValid, !is17);
    const broken = new GraphQLObjectType({name: 'Broken', fields: {__secret: {type: GraphQLString}}});
    const rebuilt = new GraphQLSchema({...config, types: [...config.types, broken]});
    assert.deepEqual(
      messagesOf({errors: validateSchema(rebuilt)}),
      is17 ? ['Name "__secret" must not begin with "__", which is reserved by GraphQL introspection.'] : [],
    );
  });

  test('"GraphQLEnumType\'s serialize, parseValue and parseLiteral are deprecated in favour of coerceOutputValue, coerceInputValue and coerceInputLiteral … and still work"', () => {
    const declarations = fileIn(GRAPHQL_DIR, 'type/definition.d.ts');
    for (const method of ['serialize', 'parseValue', 'parseLiteral']) {
      assert.equal(
        isDeprecated(declarations, /^export declare class GraphQLEnumType\b/m, new RegExp(`^\\s*${method}\\(`, 'm')),
        is17,
        method,
      );
    }
    const size = new graphqlJs.GraphQLEnumType({name: 'Size', values: {SMALL: {value: 1}}});
    assert.equal(size.serialize(1), 'SMALL');
    assert.equal(size.parseValue('SMALL'), 1);
    assert.equal(size.parseLiteral(parseValue('SMALL'), undefined), 1);
    if (is17) {
      assert.equal(size.coerceOutputValue(1), 'SMALL');
      assert.equal(size.coerceInputValue('SMALL'), 1);
      assert.equal(size.coerceInputLiteral(graphqlJs.parseConstValue('SMALL')), 1);
    }
  });
});

describe('Errors: originalError becomes cause', () => {
  test('"graphql 17 … accepts cause in the constructor\'s options … graphql 16 sets only originalError and ignores a cause option"', () => {
    const cause = new Error('pricing service timed out');
    const error = new GraphQLError('Price unavailable', {cause});
    assert.equal(error.cause, is17 ? cause : undefined);
  });

  test('"originalError is still set, and deprecated"', () => {
    const originalError = new Error('pricing service timed out');
    assert.equal(new GraphQLError('Price unavailable', {originalError}).originalError, originalError);
    const declarations = fileIn(GRAPHQL_DIR, 'error/GraphQLError.d.ts');
    assert.equal(isDeprecated(declarations, /^export declare class GraphQLError\b/m, /^\s*readonly originalError:/m), is17);
  });
});

describe('Development mode replaces the NODE_ENV check', () => {
  test('"graphql 16 ran its one development check, the another module or realm check for two copies of graphql, unless process.env.NODE_ENV was production. graphql 17 ignores NODE_ENV"', () => {
    const readingNodeEnv = readdirSync(GRAPHQL_16_DIR, {recursive: true})
      .filter((file) => file.endsWith('.js') && fileIn(GRAPHQL_16_DIR, file).includes('NODE_ENV'))
      .sort();
    assert.deepEqual(readingNodeEnv, [path.join('jsutils', 'instanceOf.js')]);
    if (is17) {
      const state = 'const {isDevModeEnabled} = await import("graphql"); console.log(isDevModeEnabled());';
      assert.equal(runModule(state), 'false');
      assert.equal(runModule(state, {NODE_ENV: 'development'}), 'false');
    } else {
      const crossUse = `
        const commonJs = await import('graphql');
        const esm = await import('graphql/index.mjs');
        try {
          esm.graphqlSync({schema: commonJs.buildSchema('type Query { a: Int }'), source: '{ a }'});
        } catch (error) {
          console.log(/from another module or realm/.test(error.message) ? 'realm check' : error.message.replace(/^Expected .* to be/, 'Expected … to be'));
        }
      `;
      assert.equal(runModule(crossUse), 'realm check');
      assert.equal(runModule(crossUse, {NODE_ENV: 'development'}), 'realm check');
      assert.equal(runModule(crossUse, {NODE_ENV: 'production'}), 'Expected … to be a GraphQL schema.');
    }
  });

  test('"--conditions=development (which loads the build in __dev__/)"', () => {
    const printed = runModule('console.log(import.meta.resolve("graphql"));', {}, ['--conditions=development']);
    assert.equal(fileURLToPath(printed), path.join(GRAPHQL_DIR, is17 ? '__dev__/index.mjs' : 'index.js'));
  });

  test('"the checks are off unless Node.js runs with --conditions=development … or you call enableDevMode before creating a schema. isDevModeEnabled reports the state"', () => {
    const printed = runModule(`
      const graphqlJs = await import('graphql');
      if (!graphqlJs.enableDevMode) {
        console.log('no enableDevMode');
      } else {
        console.log(graphqlJs.isDevModeEnabled());
        graphqlJs.enableDevMode();
        console.log(graphqlJs.isDevModeEnabled());
      }
    `);
    assert.equal(printed, is17 ? 'false\ntrue' : 'no enableDevMode');
  });
});

describe('Development mode in bundles', () => {
  /**
   * Bundles, with webpack, an entry that prints graphql's version and whether development mode is
   * on; runs the bundle and returns what it printed and which of graphql's index files it holds.
   */
  async function bundleAndRun(work, name, options) {
    const entry = path.join(work, `${name}.mjs`);
    // On the graphql 16 run the package is graphql-16 (webpack does not see the resolve hook),
    // which has no isDevModeEnabled.
    writeFileSync(
      entry,
      is17
        ? "import {isDevModeEnabled, version} from 'graphql';\nconsole.log(version, isDevModeEnabled());\n"
        : "import {version} from 'graphql-16';\nconsole.log(version);\n",
    );
    const compiler = webpack({
      target: 'web',
      devtool: false,
      entry,
      output: {path: path.join(work, name), filename: 'bundle.js'},
      ...options,
      resolve: {modules: [path.dirname(GRAPHQL_DIR)], ...options.resolve},
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const modules = stats
      .toJson({modules: true})
      .modules.map((module) => module.nameForCondition)
      .filter((file) => file?.startsWith(GRAPHQL_DIR) && /[\\/]index\.m?js$/.test(file))
      .map((file) => path.relative(GRAPHQL_DIR, file));
    const run = spawnSync(process.execPath, [path.join(work, name, 'bundle.js')], {encoding: 'utf8', timeout: 30_000});
    assert.equal(run.status, 0, run.stderr);
    return {printed: run.stdout.trim(), modules};
  }

  test("\"webpack adds development to them in mode: 'development', so a webpack development build bundles __dev__/ and switches development mode on … while its production build does not. To keep the checks off there, give resolve.conditionNames a list without development, such as ['import', 'module', 'webpack', 'production', 'browser']\"", async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'upgrade-guide-webpack-'));
    try {
      const development = await bundleAndRun(work, 'development', {mode: 'development'});
      // Minifying would only slow the test: the mode alone chooses the conditions.
      const production = await bundleAndRun(work, 'production', {mode: 'production', optimization: {minimize: false}});
      const withoutDevelopment = await bundleAndRun(work, 'without-development', {
        mode: 'development',
        resolve: {conditionNames: ['import', 'module', 'webpack', 'production', 'browser']},
      });
      if (is17) {
        assert.ok(development.modules.includes(path.join('__dev__', 'index.mjs')), development.modules.join());
        assert.equal(development.printed, '17.1.0 true');
        assert.deepEqual([production.printed, production.modules], ['17.1.0 false', ['index.mjs']]);
        assert.deepEqual([withoutDevelopment.printed, withoutDevelopment.modules], ['17.1.0 false', ['index.mjs']]);
      } else {
        // graphql 16 has no exports map and no development build.
        for (const bundle of [development, production, withoutDevelopment]) {
          assert.equal(bundle.printed, '16.15.0');
          assert.deepEqual(bundle.modules, ['index.mjs']);
        }
      }
    } finally {
      rmSync(work, {recursive: true, force: true});
    }
  });

  test('"specifiedRules, the rules validate applies by default, grows from 27 to 32 rules: KnownOperationTypesRule, DeferStreamDirectiveOnRootFieldRule, DeferStreamDirectiveOnValidOperationsRule, DeferStreamDirectiveLabelRule and StreamDirectiveOnListFieldRule are new, and none is gone"', () => {
    const names = (rules) => rules.map((rule) => rule.name);
    assert.equal(specifiedRules.length, is17 ? 32 : 27);
    assert.equal(graphql16.specifiedRules.length, 27);
    const added = names(specifiedRules).filter((name) => !names(graphql16.specifiedRules).includes(name));
    assert.deepEqual(
      added,
      is17
        ? [
            'KnownOperationTypesRule',
            'DeferStreamDirectiveOnRootFieldRule',
            'DeferStreamDirectiveOnValidOperationsRule',
            'DeferStreamDirectiveLabelRule',
            'StreamDirectiveOnListFieldRule',
          ]
        : [],
    );
    assert.ok(names(graphql16.specifiedRules).every((name) => names(specifiedRules).includes(name)));
  });

  test('"every rule but the first, ExecutableDefinitionsRule, is at another position on 17, so a rule picked by its index is another rule (the second is now KnownOperationTypesRule)"', () => {
    const names16 = graphql16.specifiedRules.map((rule) => rule.name);
    const moved = names16.filter((name, index) => specifiedRules[index].name !== name);
    assert.equal(specifiedRules[0].name, 'ExecutableDefinitionsRule');
    assert.equal(names16[0], 'ExecutableDefinitionsRule');
    assert.deepEqual(moved, is17 ? names16.slice(1) : []);
    assert.equal(specifiedRules[1].name, is17 ? 'KnownOperationTypesRule' : 'UniqueOperationNamesRule');
  });
});

describe('Results 17 accepts and 16 refused', () => {
  test('"BigInt for Int (within its 32-bit range), Float (when it converts without losing precision), ID, String and Boolean"', async () => {
    const schema = buildSchema(
      'type Query { small: Int large: Int price: Float precise: Float id: ID name: String flag: Boolean off: Boolean }',
    );
    const rootValue = {small: 7n, large: 2n ** 31n, price: 5n, precise: 2n ** 53n + 1n, id: 2n ** 70n, name: 42n, flag: 1n, off: 0n};
    const result = await graphql({schema, source: '{ small large price precise id name flag off }', rootValue});
    if (is17) {
      assert.deepEqual(JSON.parse(JSON.stringify(result.data)), {
        small: 7,
        large: null,
        price: 5,
        precise: null,
        id: '1180591620717411303424',
        name: '42',
        flag: true,
        off: false,
      });
      assert.deepEqual(messagesOf(result), [
        'Int cannot represent non 32-bit signed integer value: 2147483648',
        'Float cannot represent non numeric value: 9007199254740993 (value would lose precision)',
      ]);
    } else {
      assert.deepEqual(Object.values(result.data), Array(8).fill(null));
      assert.equal(messagesOf(result).length, 8);
    }
  });

  test('"Async iterables (an async generator, a stream) for list fields, collected into a list"', async () => {
    const schema = buildSchema('type Query { reviews: [String] tags: [String] }');
    const rootValue = {
      async *reviews() {
        yield 'Bright';
        yield 'Sturdy';
      },
      tags: () => Readable.from(['lamp', 'desk']),
    };
    const result = await graphql({schema, source: '{ reviews tags }', rootValue});
    if (is17) {
      assert.deepEqual(JSON.parse(JSON.stringify(result)), {data: {reviews: ['Bright', 'Sturdy'], tags: ['lamp', 'desk']}});
    } else {
      assert.deepEqual(JSON.parse(JSON.stringify(result.data)), {reviews: null, tags: null});
      assert.equal(messagesOf(result).length, 2);
    }
  });

  test('"In variable values, Int, Float and ID accept a BigInt, and String and Boolean still refuse it"', async () => {
    const types = ['Int', 'Float', 'ID', 'String', 'Boolean'];
    const schema = buildSchema(`type Query { ${types.map((type) => `echo${type}(value: ${type}): ${type}`).join(' ')} }`);
    const accepted = [];
    for (const type of types) {
      const result = await graphql({
        schema,
        source: `query ($value: ${type}) { echo${type}(value: $value) }`,
        rootValue: {[`echo${type}`]: ({value}) => value},
        variableValues: {value: 5n},
      });
      if (!result.errors) {
        accepted.push(type);
      }
    }
    assert.deepEqual(accepted, is17 ? ['Int', 'Float', 'ID'] : []);
  });

  test('"Apart from BigInts and async iterables, the built-in scalars accept and refuse the same values in requests on both versions: we compared numbers, strings, booleans, NaN, infinities, dates, arrays and objects with valueOf or toJSON, as resolver results and as variable values"', async () => {
    const types = ['Int', 'Float', 'String', 'Boolean', 'ID'];
    const values = {
      1: 1,
      '-1': -1,
      1.5: 1.5,
      '2 ** 31': 2 ** 31,
      "'1'": '1',
      "'abc'": 'abc',
      "''": '',
      true: true,
      false: false,
      NaN: NaN,
      Infinity: Infinity,
      '-Infinity': -Infinity,
      'new Date(0)': new Date(0),
      '[1]': [1],
      '{valueOf}': {valueOf: () => 3},
      '{toJSON}': {toJSON: () => 'j'},
    };
    // What each of Int, Float, String, Boolean and ID makes of the value: as a resolver's result,
    // then as a variable's value ('error' where the request reports one).
    const expected = {
      1: [
        [1, 1, '1', true, '1'],
        [1, 1, 'error', 'error', '1'],
      ],
      '-1': [
        [-1, -1, '-1', true, '-1'],
        [-1, -1, 'error', 'error', '-1'],
      ],
      1.5: [
        ['error', 1.5, '1.5', true, 'error'],
        ['error', 1.5, 'error', 'error', 'error'],
      ],
      '2 ** 31': [
        ['error', 2147483648, '2147483648', true, '2147483648'],
        ['error', 2147483648, 'error', 'error', '2147483648'],
      ],
      "'1'": [
        [1, 1, '1', 'error', '1'],
        ['error', 'error', '1', 'error', '1'],
      ],
      "'abc'": [
        ['error', 'error', 'abc', 'error', 'abc'],
        ['error', 'error', 'abc', 'error', 'abc'],
      ],
      "''": [
        ['error', 'error', '', 'error', ''],
        ['error', 'error', '', 'error', ''],
      ],
      true: [
        [1, 1, 'true', true, 'error'],
        ['error', 'error', 'error', true, 'error'],
      ],
      false: [
        [0, 0, 'false', false, 'error'],
        ['error', 'error', 'error', false, 'error'],
      ],
      NaN: [Array(5).fill('error'), Array(5).fill('error')],
      Infinity: [Array(5).fill('error'), Array(5).fill('error')],
      '-Infinity': [Array(5).fill('error'), Array(5).fill('error')],
      'new Date(0)': [[0, 0, '0', false, '0'], Array(5).fill('error')],
      '[1]': [Array(5).fill('error'), Array(5).fill('error')],
      '{valueOf}': [[3, 3, '3', true, '3'], Array(5).fill('error')],
      '{toJSON}': [['error', 'error', 'j', 'error', 'j'], Array(5).fill('error')],
    };
    const schema = buildSchema(
      `type Query { ${types.map((type) => `result${type}: ${type} echo${type}(value: ${type}): ${type}`).join(' ')} }`,
    );
    for (const [label, value] of Object.entries(values)) {
      const results = await graphql({
        schema,
        source: `{ ${types.map((type) => `result${type}`).join(' ')} }`,
        rootValue: Object.fromEntries(types.map((type) => [`result${type}`, value])),
      });
      const asResult = types.map((type) =>
        results.errors?.some((error) => error.path[0] === `result${type}`) ? 'error' : results.data[`result${type}`],
      );
      const asVariable = [];
      for (const type of types) {
        const echoed = await graphql({
          schema,
          source: `query ($value: ${type}) { echo${type}(value: $value) }`,
          rootValue: {[`echo${type}`]: (args) => args.value},
          variableValues: {value},
        });
        asVariable.push(echoed.errors ? 'error' : echoed.data[`echo${type}`]);
      }
      assert.deepEqual([asResult, asVariable], expected[label], label);
    }
  });
});

describe('New features worth adopting', () => {
  const schema = buildSchema('type Query { library: String }');

  test('"graphql 16 ignores an abortSignal option and runs every operation to its end … If the signal is already aborted when the operation starts, execute throws the signal\'s reason at once, and graphql rejects with it"', async () => {
    const controller = new AbortController();
    const reason = new Error('The client disconnected.');
    controller.abort(reason);
    const args = {schema, document: parse('{ library }'), rootValue: {library: 'Elm Street'}, abortSignal: controller.signal};
    if (is17) {
      assert.throws(
        () => execute(args),
        (error) => error === reason,
      );
      await assert.rejects(graphql({...args, source: '{ library }'}), (error) => error === reason);
    } else {
      assert.equal(execute(args).data.library, 'Elm Street');
      assert.equal((await graphql({...args, source: '{ library }'})).data.library, 'Elm Street');
    }
  });

  test('"abort it when the client disconnects: execution rejects with an AbortedGraphQLExecutionError whose abortedResult, a promise while fields are still running, gives what had finished, with an error for each field that had not"', async () => {
    const controller = new AbortController();
    let finishSlowField;
    const slowField = new Promise((resolve) => {
      finishSlowField = resolve;
    });
    const running = execute({
      schema: buildSchema('type Query { library: String loans: Int }'),
      document: parse('{ library loans }'),
      rootValue: {library: 'Elm Street', loans: () => slowField},
      abortSignal: controller.signal,
    });
    controller.abort(new Error('The client disconnected.'));
    if (is17) {
      const error = await running.catch((rejection) => rejection);
      assert.ok(error instanceof graphqlJs.AbortedGraphQLExecutionError);
      assert.equal(error.message, 'The client disconnected.');
      assert.ok(error.abortedResult instanceof Promise);
      finishSlowField(1204);
      const aborted = await error.abortedResult;
      assert.deepEqual({...aborted.data}, {library: 'Elm Street', loans: null});
      assert.deepEqual(messagesOf(aborted), ['Aborted!']);
      assert.deepEqual(aborted.errors[0].path, ['loans']);
    } else {
      finishSlowField(1204);
      assert.deepEqual(JSON.parse(JSON.stringify(await running)), {data: {library: 'Elm Street', loans: 1204}});
    }
  });

  test('"Resolvers get a signal that is aborted along with it from info.getAbortSignal()"', async () => {
    const controller = new AbortController();
    let observed;
    const rootValue = {
      library(_args, _context, info) {
        if (!info.getAbortSignal) {
          observed = 'no getAbortSignal';
          return 'Elm Street';
        }
        const signal = info.getAbortSignal();
        const before = signal.aborted;
        controller.abort(new Error('The client disconnected.'));
        observed = [before, signal.aborted, signal === controller.signal];
        return 'Elm Street';
      },
    };
    await Promise.resolve(graphql({schema, source: '{ library }', rootValue, abortSignal: controller.signal})).catch(() => {});
    assert.deepEqual(observed, is17 ? [false, true, false] : 'no getAbortSignal');
  });

  test('"hideSuggestions: true (in graphql, execute and the options of validate) removes the Did you mean hints … graphql 16.15 accepts the option too"', async () => {
    const filtered = buildSchema('type Query { products(filter: ProductFilter): [String] } input ProductFilter { category: String }');
    const source = 'query ($filter: ProductFilter) { products(filter: $filter) }';
    const document = parse(source);
    const variableValues = {filter: {categry: 'lamps'}};
    for (const hideSuggestions of [false, true]) {
      const [message] = messagesOf(await execute({schema: filtered, document, variableValues, hideSuggestions}));
      assert.equal(message.includes('Did you mean "category"?'), !hideSuggestions);
      const answered = messagesOf(await graphql({schema: filtered, source: '{ product }', hideSuggestions}));
      assert.deepEqual(answered, [`Cannot query field "product" on type "Query".${hideSuggestions ? '' : ' Did you mean "products"?'}`]);
      const [validationMessage] = messagesOf({errors: validate(filtered, parse('{ product }'), specifiedRules, {hideSuggestions})});
      assert.equal(validationMessage.includes('Did you mean "products"?'), !hideSuggestions);
    }
  });

  test('"graphql 17 publishes graphql:parse, graphql:validate, graphql:execute, graphql:execute:variableCoercion, graphql:execute:rootSelectionSet, graphql:subscribe and graphql:resolve as node:diagnostics_channel tracing channels; graphql 16 publishes none"', async () => {
    const channels = [
      'graphql:parse',
      'graphql:validate',
      'graphql:execute',
      'graphql:execute:variableCoercion',
      'graphql:execute:rootSelectionSet',
      'graphql:subscribe',
      'graphql:resolve',
    ];
    const started = new Set();
    const subscribers = channels.map((name) => {
      const handlers = {start: () => started.add(name), end() {}, asyncStart() {}, asyncEnd() {}, error() {}};
      diagnosticsChannel.tracingChannel(name).subscribe(handlers);
      return [name, handlers];
    });
    try {
      const traced = buildSchema('type Query { price(id: ID): Float } type Subscription { priceChanged: Float }');
      await graphql({
        schema: traced,
        source: 'query ($id: ID) { price(id: $id) }',
        variableValues: {id: '1'},
        rootValue: {price: () => 9.5},
      });
      const stream = await subscribe({
        schema: traced,
        document: parse('subscription { priceChanged }'),
        rootValue: {
          async *priceChanged() {
            yield {priceChanged: 9.5};
          },
        },
      });
      for await (const event of stream) {
        assert.deepEqual(JSON.parse(JSON.stringify(event)), {data: {priceChanged: 9.5}});
      }
    } finally {
      for (const [name, handlers] of subscribers) {
        diagnosticsChannel.tracingChannel(name).unsubscribe(handlers);
      }
    }
    assert.deepEqual([...started].sort(), is17 ? [...channels].sort() : []);
  });
});

describe('The ecosystem', () => {
  test('"A library that declares graphql as a peer dependency gets no copy of its own: it uses the graphql your project installs" (graphql-http)', () => {
    const graphqlHttpDir = path.dirname(createRequire(import.meta.url).resolve('graphql-http/package.json'));
    assert.ok('graphql' in packageJsonIn(graphqlHttpDir).peerDependencies);
    assert.equal(packageJsonIn(graphqlHttpDir).dependencies?.graphql, undefined);
    assert.equal(existsSync(path.join(graphqlHttpDir, 'node_modules')), false);
    const fromGraphqlHttp = createRequire(path.join(graphqlHttpDir, 'package.json')).resolve('graphql');
    assert.equal(fromGraphqlHttp, createRequire(import.meta.url).resolve('graphql'));
  });

  test('"npm refuses to install a graphql that a peer range excludes (ERESOLVE) unless you pass --legacy-peer-deps"', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'upgrade-guide-npm-'));
    try {
      const plugin = packPackage(work, {name: 'graphql-plugin', version: '1.0.0', peerDependencies: {graphql: '^16.0.0'}});
      const graphql17 = packPackage(work, {name: 'graphql', version: '17.1.0'});
      const refused = npmInstall(work, 'refused', [plugin, graphql17]);
      assert.notEqual(refused.status, 0);
      assert.match(refused.stderr, /npm error code ERESOLVE/);
      const forced = npmInstall(work, 'legacy', [plugin, graphql17, '--legacy-peer-deps']);
      assert.equal(forced.status, 0, forced.stderr);
      assert.equal(JSON.parse(readFileSync(path.join(work, 'legacy/node_modules/graphql/package.json'), 'utf8')).version, '17.1.0');
    } finally {
      rmSync(work, {recursive: true, force: true});
    }
  });
});
