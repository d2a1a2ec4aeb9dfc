import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';

describe('tutorials/authentication-and-express-middleware', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        await assertClientPrints('authentication-and-express-middleware/client.js', endpoint, 'authentication-and-express-middleware/client.output.txt', version);
      });
      assert.equal(stderr, '');
    });
  }
});
