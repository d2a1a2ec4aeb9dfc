import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, BOTH_VERSIONS, readExpectedOutput, runClient, withServer} from './support/samples';

describe('tutorials/authentication-and-express-middleware', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        const client = await runClient('authentication-and-express-middleware/client.js', endpoint);
        assert.equal(client.stderr, '');
        assert.equal(client.code, 0);
        assertSameOutput(client.stdout, await readExpectedOutput('authentication-and-express-middleware/client.output.txt', version), 'client.js');
      });
      assert.equal(stderr, '');
    });
  }
});
