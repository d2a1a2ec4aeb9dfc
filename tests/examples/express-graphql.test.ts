import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, BOTH_VERSIONS, readExpectedOutput, runClient, withServer} from './support/samples';

// Only the "after" side of the migration runs: express-graphql itself is not installed.
describe('tutorials/express-graphql', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against the migrated server.js on graphql ${version}`, async () => {
      const stderr = await withServer('express-graphql/server.js', version, async ({endpoint}) => {
        const client = await runClient('express-graphql/client.js', endpoint);
        assert.equal(client.stderr, '');
        assert.equal(client.code, 0);
        assertSameOutput(
          client.stdout,
          await readExpectedOutput('express-graphql/client.output.txt', version),
          'client.js',
        );
      });
      assert.equal(stderr, '');
    });
  }
});
