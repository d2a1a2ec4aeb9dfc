// Claim tests of the testing guide (docs/guides/testing.mdx): each test backs one sentence of the
// page's prose, quoted or paraphrased in its name, on graphql 17 and 16. They live outside
// examples/guides/testing because the page runs `node --test` in that folder, which would run
// every *.test.js there, these included.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as graphqlPackage from 'graphql';
import { buildSchema, graphql, GraphQLError, parse, validate, versionInfo } from 'graphql';

const is17 = versionInfo.major === 17;

async function withTempDir(body) {
  const dir = await mkdtemp(path.join(tmpdir(), 'testing-claims-'));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `node --test` (with `args`) in `cwd` to completion; a test file here has no hook to inherit. */
async function nodeTest(cwd, args, extraEnv = {}) {
  const { NODE_TEST_CONTEXT: _ownContext, ...env } = process.env;
  const child = spawn(process.execPath, ['--test', ...args], { cwd, env: { ...env, ...extraEnv } });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  const [code] = await once(child, 'close');
  return { code, stdout };
}

test('"The last test never reaches a resolver: validation stops { tools { price } }"', async () => {
  let calls = 0;
  const result = await graphql({
    schema: buildSchema('type Tool { name: String } type Query { tools: [Tool] }'),
    source: '{ tools { price } }',
    rootValue: { tools: () => (calls++, []) },
  });
  assert.equal(calls, 0);
  assert.deepEqual(
    result.errors.map((error) => error.message),
    ['Cannot query field "price" on type "Tool".'],
  );
});

test('"The objects in a result\'s data are created without a prototype", so deepStrictEqual reports a difference from an identical-looking literal', async () => {
  const result = await graphql({ schema: buildSchema('type Query { a: String }'), source: '{ a }', rootValue: { a: 'x' } });
  assert.equal(Object.getPrototypeOf(result), Object.prototype);
  assert.equal(Object.getPrototypeOf(result.data), null);
  assert.throws(() => assert.deepStrictEqual(result, { data: { a: 'x' } }));
  assert.deepStrictEqual(JSON.parse(JSON.stringify(result)), { data: { a: 'x' } });
});

test('"@defer, @stream and experimentalExecuteIncrementally do not exist in graphql 16"', () => {
  for (const name of ['GraphQLDeferDirective', 'GraphQLStreamDirective', 'experimentalExecuteIncrementally']) {
    assert.equal(name in graphqlPackage, is17, name);
  }
});

test('validation refuses @defer unless the schema lists GraphQLDeferDirective; experimentalExecuteIncrementally does not validate, and "returns an ordinary result" without @defer', async () => {
  const schema = buildSchema('type Query { a: String }');
  const document = parse('{ ... @defer { a } }');
  assert.deepEqual(
    validate(schema, document).map((error) => error.message),
    ['Unknown directive "@defer".'],
  );
  if (is17) {
    const { experimentalExecuteIncrementally, GraphQLDeferDirective, GraphQLSchema, specifiedDirectives } = graphqlPackage;
    const deferSchema = new GraphQLSchema({ ...schema.toConfig(), directives: [...specifiedDirectives, GraphQLDeferDirective] });
    assert.deepEqual(validate(deferSchema, document), []);
    const unvalidated = await experimentalExecuteIncrementally({ schema, document, rootValue: { a: 'x' } });
    assert.equal('initialResult' in unvalidated, true);
    const plain = await experimentalExecuteIncrementally({ schema, document: parse('{ a }'), rootValue: { a: 'x' } });
    assert.equal('initialResult' in plain, false);
    assert.deepEqual(JSON.parse(JSON.stringify(plain)), { data: { a: 'x' } });
  }
});

test('"without after, the open server keeps the test process alive"', async () => {
  await withTempDir(async (dir) => {
    await writeFile(
      path.join(dir, 'open.test.mjs'),
      [
        "import { test } from 'node:test';",
        "import { createServer } from 'node:http';",
        "test('listens', () => new Promise((resolve) => createServer().listen(0, '127.0.0.1', resolve)));",
      ].join('\n'),
    );
    // Run as `node open.test.mjs`, the test process itself, so that killing it leaves nothing
    // behind (`node --test` would run the file in a child process of its own).
    const { NODE_TEST_CONTEXT: _ownContext, ...env } = process.env;
    const child = spawn(process.execPath, ['--test-reporter=tap', 'open.test.mjs'], { cwd: dir, env });
    let stdout = '';
    const exited = once(child, 'close').then(() => 'exited');
    try {
      await new Promise((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (chunk) => {
          stdout += chunk;
          if (/^ok 1 - listens$/m.test(stdout)) resolve();
        });
        exited.then(() => reject(new Error(`the test process exited before its test passed:\n${stdout}`)));
      });
      // The test has passed; the process stays, held by the server nobody closed.
      assert.equal(await Promise.race([exited, delay(3000).then(() => 'still running')]), 'still running');
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  });
});

test('"without it [the serializer], the runner stores the string in a quoted, escaped form"', async () => {
  await withTempDir(async (dir) => {
    await writeFile(
      path.join(dir, 'snapshot.test.mjs'),
      [
        "import { test } from 'node:test';",
        "test('sdl', (t) => t.assert.fileSnapshot('type Query {\\n  a: String\\n}', new URL('./schema.graphql', import.meta.url).pathname));",
      ].join('\n'),
    );
    const { code } = await nodeTest(dir, ['--test-update-snapshots', 'snapshot.test.mjs']);
    assert.equal(code, 0);
    assert.equal(await readFile(path.join(dir, 'schema.graphql'), 'utf8'), '"type Query {\\n  a: String\\n}"');
  });
});

test('"node --test with no file names runs every *.test.js file below the current directory, each in a process of its own", several at once with --test-concurrency', async () => {
  await withTempDir(async (dir) => {
    await writeFile(path.join(dir, 'package.json'), '{"type": "module"}\n');
    await mkdir(path.join(dir, 'nested'));
    // Each file writes its process id; with RENDEZVOUS set it also waits for the other's, which
    // it sees only if both run at the same time.
    for (const [file, own, other] of [
      ['a.test.js', 'a', 'b'],
      ['nested/b.test.js', 'b', 'a'],
    ]) {
      await writeFile(
        path.join(dir, file),
        [
          "import { test } from 'node:test';",
          "import { readFile, writeFile } from 'node:fs/promises';",
          "import { setTimeout as delay } from 'node:timers/promises';",
          `test('${own}', async () => {`,
          `  await writeFile('${own}.pid', String(process.pid));`,
          '  if (!process.env.RENDEZVOUS) return;',
          '  for (let tries = 0; tries < 200; tries += 1) {',
          `    if (await readFile('${other}.pid', 'utf8').catch(() => '')) return;`,
          '    await delay(50);',
          '  }',
          "  throw new Error('the other file did not run at the same time');",
          '});',
        ].join('\n'),
      );
    }
    const alone = await nodeTest(dir, []);
    assert.equal(alone.code, 0, alone.stdout);
    assert.match(alone.stdout, /^ℹ pass 2$/m);
    const pids = await Promise.all(['a.pid', 'b.pid'].map((file) => readFile(path.join(dir, file), 'utf8')));
    assert.notEqual(pids[0], pids[1]);
    assert.ok(!pids.includes(String(process.pid)));

    const together = await nodeTest(dir, ['--test-concurrency=2'], { RENDEZVOUS: '1' });
    assert.equal(together.code, 0, together.stdout);
    assert.match(together.stdout, /^ℹ pass 2$/m);
  });
});

test('"Two test files listening on 4000 fail as soon as they run in parallel"', async () => {
  const first = createServer();
  await new Promise((resolve) => first.listen(0, '127.0.0.1', resolve));
  try {
    const second = createServer();
    const [error] = await once(second.listen(first.address().port, '127.0.0.1'), 'error');
    assert.equal(error.code, 'EADDRINUSE');
  } finally {
    first.close();
  }
});

test('"GraphQLError instances carry more than their JSON form (the original error, the AST nodes)"', async () => {
  const result = await graphql({
    schema: buildSchema('type Query { a: String }'),
    source: '{ a }',
    rootValue: {
      a: () => {
        throw new Error('Database unavailable');
      },
    },
  });
  const [error] = result.errors;
  assert.ok(error instanceof GraphQLError);
  assert.equal(error.originalError.message, 'Database unavailable');
  assert.equal(error.nodes[0].kind, 'Field');
  assert.deepEqual(Object.keys(JSON.parse(JSON.stringify(error))).sort(), ['locations', 'message', 'path']);
});

test('"A resolver that returns null for a non-null field passes a unit test and fails the operation"', async () => {
  const resolver = () => null;
  assert.equal(resolver(), null);
  const result = await graphql({ schema: buildSchema('type Query { name: String! }'), source: '{ name }', rootValue: { name: resolver } });
  assert.equal(result.data, null);
  assert.deepEqual(
    result.errors.map((error) => error.message),
    ['Cannot return null for non-nullable field Query.name.'],
  );
});

test('"findBreakingChanges still exists in graphql 17 but is deprecated, to be removed in 18", and returns the breaking changes only', async () => {
  const before = buildSchema('type Query { a: String b: Int }');
  const after = buildSchema('type Query { a: String c(x: Int): Int }');
  assert.deepEqual(
    graphqlPackage.findBreakingChanges(before, after).map((change) => change.type),
    ['FIELD_REMOVED'],
  );
  assert.equal(typeof graphqlPackage.findSchemaChanges, is17 ? 'function' : 'undefined');
  // Through import.meta.resolve, so that graphql 16's run reads graphql 16's declarations.
  const folder = path.dirname(fileURLToPath(import.meta.resolve('graphql')));
  const declarations = await readFile(
    path.join(folder, is17 ? 'utilities/findSchemaChanges.d.ts' : 'utilities/findBreakingChanges.d.ts'),
    'utf8',
  );
  assert.equal(
    /@deprecated Please use `findSchemaChanges` instead\. Will be removed in v18\.\n\s*\*\/\nexport declare function findBreakingChanges/.test(
      declarations,
    ),
    is17,
  );
});

test('"Removing a field, making an argument required or removing an enum value breaks clients ...; adding a field or an optional argument does not"', () => {
  const before = buildSchema('enum Status { AVAILABLE LOST } type Query { tools(status: Status, first: Int): [String] count: Int }');
  const breaking = buildSchema('enum Status { AVAILABLE } type Query { tools(status: Status, first: Int!): [String] }');
  const additive = buildSchema(
    'enum Status { AVAILABLE LOST } type Query { tools(status: Status, first: Int, after: String): [String] count: Int total: Int }',
  );
  assert.deepEqual(
    graphqlPackage
      .findBreakingChanges(before, breaking)
      .map((change) => change.type)
      .sort(),
    ['ARG_CHANGED_KIND', 'FIELD_REMOVED', 'VALUE_REMOVED_FROM_ENUM'],
  );
  assert.deepEqual(graphqlPackage.findBreakingChanges(before, additive), []);
});

test('"The 400 depends on the Accept header": a client that accepts only application/json gets the validation errors with 200', async () => {
  const { createApp } = await import('../testing/server.js');
  const { createToolStore } = await import('../testing/schema.js');
  const server = createApp(createToolStore([]));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const statusFor = async (accept) => {
      const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ tools { price } }' }),
      });
      const { errors } = await response.json();
      return `${response.status} ${response.headers.get('content-type')} ${errors[0].message}`;
    };
    assert.equal(
      await statusFor('application/graphql-response+json'),
      '400 application/graphql-response+json; charset=utf-8 Cannot query field "price" on type "Tool".',
    );
    assert.equal(await statusFor('application/json'), '200 application/json; charset=utf-8 Cannot query field "price" on type "Tool".');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('"A request target that new URL() cannot parse, such as //[ … thrown in the request listener, the error would end the process"', () => {
  // The process sends the request to itself, and the throw in its listener ends it.
  const script = `
    import { createServer, request } from 'node:http';
    const server = createServer((req, res) => res.end(new URL(req.url, 'http://localhost').pathname));
    server.listen(0, '127.0.0.1', () =>
      request({ host: '127.0.0.1', port: server.address().port, path: '//[' }).on('error', () => {}).end(),
    );
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /TypeError: Invalid URL/);
});
