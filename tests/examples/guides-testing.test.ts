import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {cp, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {rawExchange} from './support/attack-battery';
import {SAMPLE_NODE} from './support/runtime';
import {BOTH_VERSIONS, type GraphQLVersion, samplePath, withServer} from './support/samples';

// The samples of this guide are themselves test files: each is run with `node --test`, as the
// page tells the reader to, and must pass.

const DIR = 'guides/testing';
const USE_GRAPHQL_16 = fileURLToPath(new URL('./support/use-graphql-16.mjs', import.meta.url));
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

function nodeTest(cwd: string, files: string[], version: GraphQLVersion) {
  const args = [...(version === '16' ? ['--import', USE_GRAPHQL_16] : []), '--test', ...files];
  // Outside this test runner's own context, the child runs its files as a reader's `node --test` would.
  const {NODE_TEST_CONTEXT: _ownContext, ...env} = process.env;
  const child = spawn(SAMPLE_NODE.executable, args, {cwd, env});
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{code: number | null; stdout: string; stderr: string}>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

/** The spec reporter's output without durations, which change from run to run. */
function withoutTimings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => !line.startsWith('ℹ duration_ms'))
    .map((line) => line.replace(/ \(\d+(\.\d+)?ms\)$/, '').trimEnd());
}

describe('guides/testing', () => {
  test('node --test in the folder passes and prints the page output (graphql 17)', async () => {
    const result = await nodeTest(samplePath(DIR), [], '17');
    assert.equal(result.stderr, '');
    assert.equal(result.code, 0, result.stdout);
    // It runs every *.test.js here, among them 'guides/testing/defer.test.js'.
    const expected = await readFile(samplePath('guides/testing/run.output.txt'), 'utf8');
    // Test files run in parallel, so their lines arrive in any order.
    assert.deepEqual(withoutTimings(result.stdout).filter(Boolean).sort(), withoutTimings(expected).filter(Boolean).sort());
  });

  // breaking-changes.test.js (findSchemaChanges) and defer.test.js (@defer) are graphql 17 only.
  test('the portable test files pass with graphql 16', async () => {
    const files = ['guides/testing/resolvers.test.js', 'guides/testing/http.test.js', 'guides/testing/schema-snapshot.test.js'];
    const result = await nodeTest(
      samplePath(DIR),
      files.map((file) => path.basename(file)),
      '16',
    );
    assert.equal(result.stderr, '');
    assert.equal(result.code, 0, result.stdout);
    assert.match(result.stdout, /^ℹ pass 8$/m);
  });

  test('breaking-changes.test.js fails with the page message after a field is renamed (graphql 17)', async () => {
    // The page's scenario, in a copy: Tool.available becomes Tool.isAvailable in schema.js.
    const copy = await mkdtemp(path.join(tmpdir(), 'guides-testing-'));
    try {
      for (const file of ['guides/testing/breaking-changes.test.js', 'guides/testing/schema.graphql']) {
        await cp(samplePath(file), path.join(copy, path.basename(file)));
      }
      const schema = await readFile(samplePath('guides/testing/schema.js'), 'utf8');
      const renamed = schema.replace('available: { type', 'isAvailable: { type').replaceAll('available', 'isAvailable');
      assert.notEqual(renamed, schema);
      await writeFile(path.join(copy, 'schema.js'), renamed);
      await writeFile(path.join(copy, 'package.json'), '{"type": "module"}\n');
      await symlink(NODE_MODULES, path.join(copy, 'node_modules'), 'dir');

      const result = await nodeTest(copy, ['breaking-changes.test.js'], '17');
      assert.equal(result.code, 1, result.stdout);
      const expected = await readFile(samplePath('guides/testing/breaking-changes.failure.output.txt'), 'utf8');
      assert.ok(withoutTimings(result.stdout).join('\n').includes(withoutTimings(expected).join('\n').trimEnd()), result.stdout);
    } finally {
      await rm(copy, {recursive: true, force: true});
    }
  });

  test('server.js serves the catalogue when started on its own', async () => {
    await withServer('guides/testing/server.js', '17', async ({endpoint}) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({query: '{ tools { name } }'}),
      });
      assert.deepEqual(await response.json(), {data: {tools: [{name: 'Cordless drill'}]}});
    });
  });

  for (const version of BOTH_VERSIONS) {
    test(`attack: server.js answers a target that new URL() cannot parse, \`//[\`, with 400 and keeps running with graphql ${version}`, async () => {
      await withServer('guides/testing/server.js', version, async ({endpoint}) => {
        const port = Number(new URL(endpoint).port);
        assert.equal(await rawExchange(port, `GET //[ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`), 400);
        const response = await fetch(`${endpoint}?query=%7B__typename%7D`);
        assert.deepEqual(await response.json(), {data: {__typename: 'Query'}});
      });
    });
  }
});
