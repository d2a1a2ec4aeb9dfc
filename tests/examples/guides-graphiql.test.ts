import assert from 'node:assert/strict';
import {execFile, spawn} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {createPnpmProject} from './support/pnpm-project';
import {SAMPLE_NODE} from './support/runtime';
import {BOTH_VERSIONS, type GraphQLVersion, samplePath, withServer} from './support/samples';

const SERVER = 'guides/graphiql/server.js';
const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const FILES = ['guides/graphiql/server.js', 'guides/graphiql/graphiql.html', 'guides/graphiql/graphiql-app.js'];

// What the page's server must answer in development: the IDE page, and the bundle's files.
const ASSETS = [
  {path: '/graphiql/graphiql.js', type: 'text/javascript'},
  {path: '/graphiql/graphiql.css', type: 'text/css'},
  {path: '/graphiql/editor.worker.js', type: 'text/javascript'},
  {path: '/graphiql/json.worker.js', type: 'text/javascript'},
  {path: '/graphiql/graphql.worker.js', type: 'text/javascript'},
];

// In development the server bundles GraphiQL and its editor with esbuild before it listens: about
// 5 s on an idle two-core machine, over 30 s when the sample and claim tests run eight files at once on two cores.
const SERVER_LIFETIME_MS = 120_000;

/** Starts the server with NODE_ENV set (or removed), which startServer passes on from our environment. */
async function withNodeEnv(
  nodeEnv: string | undefined,
  version: GraphQLVersion,
  body: (endpoint: string, base: string) => Promise<void>,
): Promise<string> {
  const saved = process.env.NODE_ENV;
  if (nodeEnv === undefined) {
    delete process.env.NODE_ENV;
  } else {
    process.env.NODE_ENV = nodeEnv;
  }
  try {
    return await withServer(SERVER, version, ({endpoint}) => body(endpoint, endpoint.replace(/\/graphql$/, '')), {}, SERVER_LIFETIME_MS);
  } finally {
    if (saved === undefined) {
      delete process.env.NODE_ENV;
    } else {
      process.env.NODE_ENV = saved;
    }
  }
}

async function assertApiAnswers(endpoint: string): Promise<void> {
  const response = await fetch(`${endpoint}?query=${encodeURIComponent('{ libraryName }')}`);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {data: {libraryName: 'Elm Street Tool Library'}});
}

/** The page, every file of the bundle with its type, and nothing else under /graphiql. */
async function assertServesTheIde(base: string): Promise<void> {
  const page = await fetch(`${base}/graphiql`);
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.match(await page.text(), /<div id="graphiql">/);

  for (const asset of ASSETS) {
    const response = await fetch(`${base}${asset.path}`);
    assert.equal(response.status, 200, asset.path);
    assert.equal(response.headers.get('content-type'), `${asset.type}; charset=utf-8`, asset.path);
    assert.ok((await response.arrayBuffer()).byteLength > 10_000, asset.path);
  }
  // The editor's icon font, inlined by the dataurl loader.
  assert.match(await (await fetch(`${base}/graphiql/graphiql.css`)).text(), /url\(data:font\/ttf;base64,/);
  // minify: true gives React's production build, whose errors are links instead of messages.
  assert.match(await (await fetch(`${base}/graphiql/graphiql.js`)).text(), /Minified React error/);

  // Only the bundle: not the sources beside server.js, not node_modules.
  for (const other of ['/graphiql/graphiql-app.js', '/graphiql/server.js', '/graphiql/package.json', '/graphiql/..%2Fserver.js']) {
    assert.equal((await fetch(`${base}${other}`)).status, 404, other);
  }
}

/**
 * Runs server.js in a temporary project that has only `dependencies`, installed like pnpm, with
 * graphql 16 as `graphql`; `body` gets the server's base URL. Asserts the server wrote no error.
 */
async function withPnpmProject(dependencies: string[], nodeEnv: string, body: (base: string) => Promise<void>): Promise<void> {
  const project = await createPnpmProject({
    sourceNodeModules: NODE_MODULES,
    files: FILES.map(samplePath),
    dependencies,
    replacements: {graphql: path.join(NODE_MODULES, 'graphql-16')},
  });
  const child = spawn(SAMPLE_NODE.executable, ['server.js'], {cwd: project, env: {...process.env, PORT: '0', NODE_ENV: nodeEnv}});
  const closed = once(child, 'close');
  try {
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        const match = /^GraphQL API listening at (http:\/\/127\.0\.0\.1:\d+)\/graphql$/m.exec(stdout);
        if (match) resolve(match[1]!);
      });
      void closed.then(([code]) => reject(new Error(`server.js exited (${code}):\n${stderr}`)));
    });
    await body(base);
    assert.equal(stderr, '');
  } finally {
    child.kill('SIGTERM');
    await closed;
    await rm(project, {recursive: true, force: true});
  }
}

describe('guides/graphiql', () => {
  test('the IDE page loads nothing from another origin', () => {
    const html = readFileSync(samplePath('guides/graphiql/graphiql.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    assert.deepEqual(urls, ['data:,', '/graphiql/graphiql.css', '/graphiql/graphiql.js']);
  });

  test('integrity.js prints the sha384 integrity value of a file', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'guides-graphiql-'));
    try {
      const file = path.join(directory, 'lib.js');
      await writeFile(file, "console.log('loaded');\n");
      // The value `openssl dgst -sha384 -binary lib.js | openssl base64 -A` prints for this file.
      const result = await promisify(execFile)(SAMPLE_NODE.executable, [samplePath('guides/graphiql/integrity.js'), file]);
      assert.equal(result.stderr, '');
      assert.equal(result.stdout, 'sha384-ZPwLBACJdzOUr+HpEpZcnuCMNkNcj7IRwFLWcG7TFeP1DyOcuB1DEvJCe3dUQGVz\n');
    } finally {
      await rm(directory, {recursive: true, force: true});
    }
  });

  for (const version of BOTH_VERSIONS) {
    test(`in development, server.js serves GraphiQL and its bundle with graphql ${version}`, async () => {
      const stderr = await withNodeEnv(undefined, version, async (endpoint, base) => {
        await assertServesTheIde(base);
        await assertApiAnswers(endpoint);
      });
      assert.equal(stderr, '');
    });

    test(`with NODE_ENV=production, server.js has no IDE routes with graphql ${version}`, async () => {
      const stderr = await withNodeEnv('production', version, async (endpoint, base) => {
        for (const url of ['/graphiql', ...ASSETS.map((asset) => asset.path)]) {
          assert.equal((await fetch(`${base}${url}`)).status, 404, url);
        }
        await assertApiAnswers(endpoint);
      });
      assert.equal(stderr, '');
    });
  }

  // pnpm puts every package under node_modules/.pnpm and lets a package reach only what it
  // declares: monaco-editor, which the workers come from, is not one of the project's packages.
  test('server.js serves the IDE from a project installed by pnpm, on graphql 16', () =>
    withPnpmProject(['esbuild', 'express', 'graphiql', 'graphql', 'graphql-http', 'react', 'react-dom'], 'development', async (base) => {
      await assertServesTheIde(base);
      await assertApiAnswers(`${base}/graphql`);
    }));

  test('in production, server.js starts without esbuild, graphiql or React installed', () =>
    withPnpmProject(['express', 'graphql', 'graphql-http'], 'production', async (base) => {
      assert.equal((await fetch(`${base}/graphiql`)).status, 404);
      await assertApiAnswers(`${base}/graphql`);
    }));
});
