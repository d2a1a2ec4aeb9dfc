import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {SAMPLE_NODE} from './support/runtime';
import {assertSamplePrints, BOTH_VERSIONS, readExpectedOutput, samplePath} from './support/samples';

// The samples are TypeScript: checked by the repository's own `typescript` with the folder's
// tsconfig.json, and run by Node.js's type stripping (`node main.ts`, no flags).

const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');
const FOLDER = samplePath('guides/typescript');
const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

function tsc(project: string) {
  return spawnSync(SAMPLE_NODE.executable, [TSC, '-p', project, '--pretty', 'false'], {cwd: FOLDER, encoding: 'utf8'});
}

/** A tsconfig beside nothing, extending the sample's, with `graphql` mapped to graphql 16's types. */
async function withGraphQL16Project(include: string[], body: (project: string) => void): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'guides-typescript-'));
  try {
    const project = path.join(directory, 'tsconfig.json');
    const config = {
      extends: path.join(FOLDER, 'tsconfig.json'),
      compilerOptions: {
        typeRoots: [path.join(NODE_MODULES, '@types')],
        paths: {graphql: [path.join(NODE_MODULES, 'graphql-16/index.d.ts')]},
      },
      include: include.map((file) => path.join(FOLDER, file)),
      exclude: [],
    };
    await writeFile(project, JSON.stringify(config));
    body(project);
  } finally {
    await rm(directory, {recursive: true, force: true});
  }
}

describe('guides/typescript', () => {
  test('tsconfig.json type-checks context.ts, schema.ts and main.ts with graphql 17', () => {
    const result = tsc(samplePath('guides/typescript/tsconfig.json'));
    assert.equal(result.stdout + result.stderr, '');
    assert.equal(result.status, 0);
  });

  test('the same files type-check against graphql 16 typings', () =>
    withGraphQL16Project(['context.ts', 'schema.ts', 'main.ts'], (project) => {
      const result = spawnSync(SAMPLE_NODE.executable, [TSC, '-p', project, '--traceResolution'], {encoding: 'utf8'});
      assert.equal(result.status, 0, result.stdout);
      assert.match(result.stdout, /Module name 'graphql' was successfully resolved to '[^']*graphql-16\/index\.d\.ts'/);
      assert.doesNotMatch(result.stdout, /error TS/);
    }));

  test('tsconfig.wrong.json reports the error the page shows', async () => {
    // 'guides/typescript/wrong.ts' is only ever type-checked, never run.
    const result = tsc(samplePath('guides/typescript/tsconfig.wrong.json'));
    assert.equal(result.status, 2);
    assert.equal(result.stdout.trim(), (await readExpectedOutput('guides/typescript/wrong.output.txt', '17')).trim());
  });

  test('wrong.ts fails the same way against graphql 16 typings', () =>
    withGraphQL16Project(['wrong.ts'], (project) => {
      const result = spawnSync(SAMPLE_NODE.executable, [TSC, '-p', project, '--pretty', 'false'], {encoding: 'utf8'});
      assert.equal(result.status, 2);
      assert.match(result.stdout, /wrong\.ts\(10,70\): error TS2339: Property 'user' does not exist on type 'Context'\./);
    }));

  for (const version of BOTH_VERSIONS) {
    test(`node main.ts runs with type stripping on graphql ${version}`, () =>
      assertSamplePrints('guides/typescript/main.ts', 'guides/typescript/main.output.txt', {version}));
  }

  test('the samples use the Node.js that strips types without flags', () => {
    assert.match(SAMPLE_NODE.version, /^v(2[4-9]|[3-9]\d)\./);
  });
});
