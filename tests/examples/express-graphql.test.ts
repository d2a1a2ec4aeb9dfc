import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';

// Only the "after" side of the migration runs: express-graphql itself is not installed.
describe('tutorials/express-graphql', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against the migrated server.js on graphql ${version}`, async () => {
      const stderr = await withServer('express-graphql/server.js', version, async ({endpoint}) => {
        await assertClientPrints('express-graphql/client.js', endpoint, 'express-graphql/client.output.txt', version);
      });
      assert.equal(stderr, '');
    });
  }
});
