import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BOTH_VERSIONS, CLAIM_FILE, EXAMPLES_DIR, runSample, summaryOf} from './support/samples';

// A page's claim tests (`examples/<page>/claims.test.js`) back the sentences of its prose that
// state a behaviour of graphql-js or of a named library, as the page's samples back its code.
// Each is a node:test file that imports `graphql` like a sample, so it runs on graphql 17 and,
// through the same resolve hook, on 16; a claim that differs between the majors asserts each
// major's behaviour (`versionInfo.major`). A test's name quotes the sentence it backs.

const claimFiles = readdirSync(EXAMPLES_DIR, {recursive: true, withFileTypes: true})
  // A workspace's installed packages may ship files of the same name.
  .filter((entry) => entry.isFile() && entry.name === CLAIM_FILE && !entry.parentPath.split(path.sep).includes('node_modules'))
  .map((entry) => path.relative(EXAMPLES_DIR, path.join(entry.parentPath, entry.name)))
  .sort();

// A claim file is a whole test suite, not one sample: the upgrade guide's compiles TypeScript and
// installs packages, 4 s on an idle 2-core machine and over 40 s with eight test files beside it.
const CLAIM_FILE_TIMEOUT_MS = 120_000;

// Each claim file is its own process, so they run side by side, one per core: in sequence the 78
// runs took 104 s on a 2-core machine and were the last test file to finish.
describe('claim tests', {concurrency: Math.max(2, availableParallelism())}, () => {
  test('there are claim files to run', () => {
    assert.ok(claimFiles.length > 0);
  });

  for (const file of claimFiles) {
    for (const version of BOTH_VERSIONS) {
      test(`${file} with graphql ${version}`, async () => {
        const result = await runSample(file, {version, nodeArgs: ['--test-reporter=tap'], timeoutMs: CLAIM_FILE_TIMEOUT_MS});
        const summary = summaryOf(result.stdout);
        const failures = result.stdout
          .split('\n')
          .filter((line) => /^\s*not ok /.test(line) || /^\s+(error|expected|actual|message):/.test(line))
          .join('\n');
        assert.equal(result.code, 0, `${file} failed on graphql ${version}:\n${failures}\n${result.stderr}`);
        assert.ok((summary.tests ?? 0) > 0, `${file} ran no test`);
        assert.deepEqual(
          {fail: summary.fail, cancelled: summary.cancelled, skipped: summary.skipped, todo: summary.todo},
          {fail: 0, cancelled: 0, skipped: 0, todo: 0},
          `${file} on graphql ${version}: claims are asserted on every version, never skipped`,
        );
      });
    }
  }
});
