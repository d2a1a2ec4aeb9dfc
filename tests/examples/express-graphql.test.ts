import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, BOTH_VERSIONS, runSample, summaryOf, withServer} from './support/samples';

// The "after" side of the migration runs on graphql 17 and 16. express-graphql, the "before" side,
// runs only in its own workspace (examples/express-graphql/legacy), which installs graphql 15 for
// it: its tests back the page's express-graphql column.
const LEGACY_TESTS = 'express-graphql/legacy/express-graphql.test.js';

describe('tutorials/express-graphql', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against the migrated server.js on graphql ${version}`, async () => {
      const stderr = await withServer('express-graphql/server.js', version, async ({endpoint}) => {
        await assertClientPrints('express-graphql/client.js', endpoint, 'express-graphql/client.output.txt', version);
      });
      assert.equal(stderr, '');
    });
  }

  test('the express-graphql column, on express-graphql 0.12.0 with graphql 15', async () => {
    // No graphql 16 hook: the file imports graphql 15 from its workspace's node_modules.
    const result = await runSample(LEGACY_TESTS, {version: '17', nodeArgs: ['--test-reporter=tap']});
    assert.equal(result.code, 0, `${result.stdout}\n${result.stderr}`);
    const summary = summaryOf(result.stdout);
    assert.ok((summary.tests ?? 0) > 0, `${LEGACY_TESTS} ran no test`);
    assert.deepEqual(
      {pass: summary.pass, fail: summary.fail, cancelled: summary.cancelled, skipped: summary.skipped, todo: summary.todo},
      {pass: summary.tests, fail: 0, cancelled: 0, skipped: 0, todo: 0},
    );
  });
});
