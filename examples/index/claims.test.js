// Claim tests of Getting started (docs/tutorials/index.mdx): each test backs one sentence of the
// page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildSchema, execute, graphql, GraphQLSchema, parse, validate, versionInfo } from 'graphql';
import semver from 'semver';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);

/** A result as JSON sees it: graphql-js builds `data` objects without a prototype. */
const json = (value) => JSON.parse(JSON.stringify(value));

/** The package.json of an installed package (graphql's `exports` hide it). */
function manifestOf(name) {
  // Looked up in the folders Node.js searches, not resolved: on the graphql 16 run a resolve hook
  // sends `graphql` to graphql-16, and this asks for the package installed under the name.
  for (const folder of require.resolve.paths(name) ?? []) {
    const manifest = path.join(folder, name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8'));
  }
  throw new Error(`${name} is not installed`);
}

test('the table: "graphql 17 declares Node.js 22, 24, and 26 or later; graphql 16 declares 12.22+ on 12, 14.16+ on 14, 16, and 17 or later"', () => {
  assert.equal(manifestOf('graphql').engines.node, '^22.0.0 || ^24.0.0 || >=26.0.0');
  assert.equal(manifestOf('graphql-16').engines.node, '^12.22.0 || ^14.16.0 || ^16.0.0 || >=17.0.0');
});

test('"if you must stay on Node.js 18 or 20, use graphql 16": only graphql 16 declares them', () => {
  for (const version of ['18.20.0', '20.19.0']) {
    assert.equal(semver.satisfies(version, manifestOf('graphql').engines.node), false);
    assert.equal(semver.satisfies(version, manifestOf('graphql-16').engines.node), true);
  }
});

test('"the other packages accept every version graphql 17 does: Express 5 declares Node.js 18 or later, graphql-http 12 or later"', () => {
  assert.equal(manifestOf('express').version.split('.')[0], '5');
  assert.equal(manifestOf('express').engines.node, '>= 18');
  assert.equal(manifestOf('graphql-http').engines.node, '>=12');
  for (const name of ['express', 'graphql-http']) {
    assert.ok(semver.subset(manifestOf('graphql').engines.node, manifestOf(name).engines.node), name);
  }
});

test('"the command prints function function function" on the Node.js the samples run on', () => {
  const check = spawnSync(process.execPath, ['-p', '[typeof fetch, typeof TextDecoderStream, typeof AbortSignal.any].join(" ")'], {
    encoding: 'utf8',
  });
  assert.equal(check.stdout.trim(), 'function function function');
});

test('"type=module makes Node.js treat the project\'s .js files as ES modules": import and top-level await run', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tutorial-index-'));
  try {
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(folder, 'sample.js'), "import { sep } from 'node:path';\nconsole.log(await Promise.resolve(typeof sep));\n");
    const run = spawnSync(process.execPath, ['sample.js'], { cwd: folder, encoding: 'utf8' });
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, 'string\n');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('"graphql 17 exposes subpaths such as graphql/execution to ES modules; graphql 16 has no exports map, so Node.js refuses"', async () => {
  if (is17) {
    const execution = await import('graphql/execution');
    assert.equal(execution.execute, execute);
  } else {
    assert.equal(manifestOf('graphql-16').exports, undefined);
    await assert.rejects(import('graphql/execution'), { code: 'ERR_UNSUPPORTED_DIR_IMPORT' });
  }
});

const schema = buildSchema(`
  type Query {
    "The name of the tool library."
    libraryName: String
    availableToolCount: Int
  }
`);

test('"buildSchema turns SDL into a GraphQLSchema"; "the quoted text above each field is its description"', () => {
  assert.ok(schema instanceof GraphQLSchema);
  assert.equal(schema.getQueryType().getFields().libraryName.description, 'The name of the tool library.');
  assert.equal(schema.getQueryType().getFields().availableToolCount.description, undefined);
});

test('"a property can hold a plain value or a function, called when a query asks for that field; its promise is awaited"', async () => {
  const called = [];
  const rootValue = {
    libraryName: 'Elm Street Tool Library',
    availableToolCount: () => {
      called.push('availableToolCount');
      return Promise.resolve(12);
    },
  };
  assert.deepEqual(json(await graphql({ schema, source: '{ libraryName }', rootValue })), {
    data: { libraryName: 'Elm Street Tool Library' },
  });
  assert.deepEqual(called, []);
  assert.deepEqual(json(await graphql({ schema, source: '{ availableToolCount }', rootValue })), {
    data: { availableToolCount: 12 },
  });
  assert.deepEqual(called, ['availableToolCount']);
});

test('"graphql takes the schema, the request text and the root value, and returns a promise of the result"', async () => {
  const pending = graphql({ schema, source: '{ libraryName }', rootValue: { libraryName: 'x' } });
  assert.ok(pending instanceof Promise);
  assert.deepEqual(json(await pending), { data: { libraryName: 'x' } });
});

test('"behind the single call, graphql-js parsed, validated and executed": same results as the three steps', async () => {
  const rootValue = {
    libraryName: () => 'Elm Street Tool Library',
    availableToolCount: () => {
      throw new Error('Not counted yet.');
    },
  };
  const viaSteps = (source) => {
    let document;
    try {
      document = parse(source);
    } catch (syntaxError) {
      return { errors: [syntaxError] };
    }
    const errors = validate(schema, document);
    return errors.length > 0 ? { errors } : execute({ schema, document, rootValue });
  };
  for (const source of ['{ libraryName', '{ libraryNam }', '{ libraryName availableToolCount }']) {
    const together = await graphql({ schema, source, rootValue });
    assert.equal(JSON.stringify(together), JSON.stringify(await viaSteps(source)), source);
  }
});

test('"data: absent when the request never started executing"; "errors: present only when something went wrong"', async () => {
  const rootValue = { libraryName: () => 'Elm Street Tool Library' };
  const syntax = await graphql({ schema, source: '{ libraryName', rootValue });
  assert.equal('data' in syntax, false);
  const invalid = await graphql({ schema, source: '{ libraryNam }', rootValue });
  assert.equal('data' in invalid, false);
  const fine = await graphql({ schema, source: '{ libraryName }', rootValue });
  assert.equal('errors' in fine, false);
});

test('"extensions: graphql-js itself adds none"', async () => {
  const rootValue = {
    libraryName: () => 'Elm Street Tool Library',
    availableToolCount: () => {
      throw new Error('Not counted yet.');
    },
  };
  for (const source of ['{ libraryName }', '{ libraryName availableToolCount }', '{ libraryNam }', '{']) {
    assert.equal('extensions' in (await graphql({ schema, source, rootValue })), false, source);
  }
});

test('"column 14 is the end of the text, where it expected a field name"', async () => {
  const source = '{ libraryName';
  const { errors } = await graphql({ schema, source });
  assert.equal(source.length, 13);
  assert.deepEqual(errors[0].locations, [{ line: 1, column: 14 }]);
  assert.equal(errors[0].message, 'Syntax Error: Expected Name, found <EOF>.');
});

test('"for a field inside lists and objects the path reads like ["tools", 2, "owner"]"', async () => {
  const nested = buildSchema(`
    type Member { name: String }
    type Tool { owner: Member }
    type Query { tools: [Tool] }
  `);
  const tools = [0, 1, 2].map((index) => ({
    owner: () => {
      if (index === 2) {
        throw new Error('Owner record missing.');
      }
      return { name: 'Ines' };
    },
  }));
  const result = await graphql({ schema: nested, source: '{ tools { owner { name } } }', rootValue: { tools } });
  assert.deepEqual(result.errors[0].path, ['tools', 2, 'owner']);
  assert.equal(result.data.tools[2].owner, null);
  assert.deepEqual(json(result.data.tools[1]), { owner: { name: 'Ines' } });
});

test('the docs landing page: "JavaScript GraphQL servers such as graphql-http run every operation they receive through it" (parse, validate, execute)', async () => {
  assert.ok(manifestOf('graphql-http').peerDependencies.graphql);
  const { createHandler } = await import('graphql-http');
  const request = (query) => ({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    raw: null,
    context: null,
  });
  // The handler's steps are graphql-js's functions, in that order: replacing them shows the calls.
  const calls = [];
  const spy =
    (name, fn) =>
    (...args) => (calls.push(name), fn(...args));
  const spied = createHandler({
    schema,
    rootValue: { libraryName: 'Elm Street Tool Library' },
    parse: spy('parse', parse),
    validate: spy('validate', validate),
    execute: spy('execute', execute),
  });
  const [body, init] = await spied(request('{ libraryName }'));
  assert.equal(init.status, 200);
  assert.equal(body, '{"data":{"libraryName":"Elm Street Tool Library"}}');
  assert.deepEqual(calls, ['parse', 'validate', 'execute']);

  // Left to its defaults, the handler answers with graphql-js's own parser and validation
  // messages, and (graphql 17) graphql-js reports each step on its tracing channels.
  const { tracingChannel } = await import('node:diagnostics_channel');
  const traced = [];
  const steps = ['graphql:parse', 'graphql:validate', 'graphql:execute'];
  const subscribers = steps.map((name) => [name, { start: () => traced.push(name), end() {}, asyncStart() {}, asyncEnd() {}, error() {} }]);
  for (const [name, handlers] of subscribers) {
    tracingChannel(name).subscribe(handlers);
  }
  try {
    const plain = createHandler({ schema, rootValue: { libraryName: 'Elm Street Tool Library' } });
    assert.equal((await plain(request('{ libraryName }')))[0], '{"data":{"libraryName":"Elm Street Tool Library"}}');
    assert.deepEqual(JSON.parse((await plain(request('{ libraryName')))[0]).errors[0].message, 'Syntax Error: Expected Name, found <EOF>.');
    assert.deepEqual(
      JSON.parse((await plain(request('{ libraryNam }')))[0]).errors[0].message,
      'Cannot query field "libraryNam" on type "Query". Did you mean "libraryName"?',
    );
  } finally {
    for (const [name, handlers] of subscribers) {
      tracingChannel(name).unsubscribe(handlers);
    }
  }
  assert.deepEqual(traced, versionInfo.major === 17 ? [...steps, 'graphql:parse', 'graphql:parse', 'graphql:validate'] : []);
});
