// Claim tests of the GraphiQL guide (docs/guides/graphiql.mdx): each test backs one sentence of
// the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import express from 'express';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const manifest = async (name) => JSON.parse(await readFile(path.join(packageDir(name), 'package.json'), 'utf8'));

async function withTempDir(body) {
  const dir = await mkdtemp(path.join(tmpdir(), 'graphiql-claims-'));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Starts `app` on a free port, hands its base URL to `body`, and closes it. Express's final
 * handler writes every error to stderr a moment after answering; that output is dropped here.
 */
async function withApp(app, body) {
  const consoleError = console.error;
  console.error = () => {};
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    return await body(`http://127.0.0.1:${server.address().port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    console.error = consoleError;
  }
}

test('"graphiql 5.4.0 accepts graphql 15.5, 16 and 17, and React 18 or 19, as peer dependencies"', async () => {
  const graphiql = await manifest('graphiql');
  assert.equal(graphiql.version, '5.4.0');
  assert.deepEqual(graphiql.peerDependencies, {
    graphql: '^15.5.0 || ^16.0.0 || ^17.0.0',
    react: '^18 || ^19',
    'react-dom': '^18 || ^19',
  });
});

test('"graphiql 5 ships ES modules only, which import other packages by name"', async () => {
  const graphiql = await manifest('graphiql');
  assert.equal(graphiql.exports['.'], './dist/index.js');
  const files = await readdir(packageDir('graphiql'), { recursive: true });
  assert.deepEqual(
    files.filter((file) => /umd|\.min\.js$/.test(file)),
    [],
  );
  const entry = await readFile(path.join(packageDir('graphiql'), 'dist/GraphiQL.js'), 'utf8');
  assert.match(entry, /^import .* from "@graphiql\/react";$/m);
  assert.match(entry, /^import .* from "react";$/m);
  const graphiqlReact = JSON.parse(
    await readFile(createRequire(require.resolve('graphiql')).resolve('@graphiql/react/package.json'), 'utf8'),
  );
  assert.ok('monaco-editor' in graphiqlReact.dependencies);
  assert.ok('monaco-graphql' in graphiqlReact.dependencies);
});

test('"its README calls the UMD build of earlier releases deprecated, to be removed", "and points to an example page that loads it from a CDN"', async () => {
  const readme = await readFile(path.join(packageDir('graphiql'), 'README.md'), 'utf8');
  assert.match(readme, /The UMD CDN build is \*\*deprecated\*\* and will be removed/);
  assert.match(readme, /\[`CDN \(ESM-based\)`\]\(\.\.\/\.\.\/examples\/graphiql-cdn\)/);
});

test('"React\'s packages are CommonJS"', async () => {
  for (const name of ['react', 'react-dom']) {
    const { type } = await manifest(name);
    assert.equal(type, undefined, name);
  }
  assert.match(await readFile(path.join(packageDir('react'), 'index.js'), 'utf8'), /module\.exports = require\(/);
  assert.match(await readFile(path.join(packageDir('react-dom'), 'client.js'), 'utf8'), /exports\.createRoot = /);
});

test('"@graphiql/react sets up the editor\'s workers for Vite, webpack and esm.sh only"', async () => {
  const graphiqlReact = path.dirname(createRequire(require.resolve('graphiql')).resolve('@graphiql/react/package.json'));
  const setups = (await readdir(path.join(graphiqlReact, 'dist/setup-workers'))).filter((file) => file.endsWith('.js'));
  assert.deepEqual(setups.sort(), ['esm.sh.js', 'vite.js', 'webpack.js']);
});

test('"with write: false, esbuild returns the files in outputFiles and writes nothing"', async () => {
  const esbuild = await import('esbuild');
  await withTempDir(async (dir) => {
    const entry = path.join(dir, 'entry.js');
    await writeFile(entry, 'console.log("bundled");\n');
    const result = await esbuild.build({ entryPoints: [entry], bundle: true, outdir: path.join(dir, 'out'), write: false });
    assert.deepEqual(
      result.outputFiles.map((file) => path.relative(dir, file.path)),
      [path.join('out', 'entry.js')],
    );
    assert.deepEqual(await readdir(dir), ['entry.js']);
  });
});

test('"npm puts packages in one node_modules tree and lifts each to its top level unless another version is already there"', () => {
  // This project is installed by npm: graphiql's @graphiql/react, which the project does not
  // depend on, sits at the top; graphql-armor's graphql 16, beside the project's graphql, cannot.
  const nodeModules = path.join(packageDir('graphiql'), '..');
  const graphiqlReact = require.resolve('@graphiql/react/package.json', { paths: [packageDir('graphiql')] });
  assert.equal(path.dirname(graphiqlReact), path.join(nodeModules, '@graphiql', 'react'));
  const armor = packageDir('@escape.tech/graphql-armor-cost-limit');
  assert.equal(path.dirname(armor), path.join(nodeModules, '@escape.tech'));
  const armorGraphql = path.dirname(createRequire(path.join(armor, 'package.json')).resolve('graphql/package.json'));
  assert.equal(armorGraphql, path.join(armor, 'node_modules', 'graphql'));
  assert.equal(JSON.parse(readFileSync(path.join(armorGraphql, 'package.json'), 'utf8')).version.split('.')[0], '16');
});

test('"res.sendFile answers 404 for a file whose path goes through node_modules/.pnpm, unless told dotfiles: allow or given a root"', async () => {
  await withTempDir(async (dir) => {
    const folder = path.join(dir, 'node_modules/.pnpm/graphiql@5.4.0/node_modules/graphiql');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'file.css');
    await writeFile(file, 'body {}\n');

    const app = express();
    app.get('/plain', (_req, res) => res.sendFile(file));
    app.get('/allow', (_req, res) => res.sendFile(file, { dotfiles: 'allow' }));
    app.get('/root', (_req, res) => res.sendFile('file.css', { root: folder }));
    app.use('/static', express.static(folder));
    await withApp(app, async (base) => {
      assert.equal((await fetch(`${base}/plain`)).status, 404);
      for (const url of ['/allow', '/root', '/static/file.css']) {
        const response = await fetch(`${base}${url}`);
        assert.equal(response.status, 200, url);
        assert.equal(await response.text(), 'body {}\n', url);
      }
    });
  });
});

test('"in production, Express caches view templates and leaves stack traces out of its error pages"', async () => {
  const saved = process.env.NODE_ENV;
  try {
    for (const env of ['development', 'production']) {
      // Express reads NODE_ENV when the app is created.
      process.env.NODE_ENV = env;
      const app = express();
      app.get('/fail', () => {
        throw new Error('Resolver exploded');
      });
      assert.equal(app.get('view cache'), env === 'production' ? true : undefined, env);
      await withApp(app, async (base) => {
        const page = await (await fetch(`${base}/fail`)).text();
        assert.equal(/Resolver exploded|at .*claims\.test\.js/.test(page), env !== 'production', env);
      });
    }
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
});
