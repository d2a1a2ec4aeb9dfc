import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, assertSameOutput, BOTH_VERSIONS, readExpectedOutput, runCurlCommand, withServer} from './support/samples';

// The clients on this page talk to the server of the previous page.
const SERVER = 'running-an-express-graphql-server/server.js';

describe('tutorials/graphql-clients', () => {
  for (const version of BOTH_VERSIONS) {
    test(`curl and fetch clients against the server on graphql ${version}`, async () => {
      const stderr = await withServer(SERVER, version, async ({endpoint}) => {
        for (const [command, output] of [
          ['graphql-clients/post.sh', 'graphql-clients/post.output.txt'],
          ['graphql-clients/get.sh', 'graphql-clients/get.output.txt'],
        ]) {
          const curl = await runCurlCommand(command, endpoint);
          assert.equal(curl.code, 0, curl.stderr);
          assertSameOutput(curl.stdout, await readExpectedOutput(output, version), command);
        }

        await assertClientPrints('graphql-clients/client.js', endpoint, 'graphql-clients/client.output.txt', version);
      });
      assert.equal(stderr, '');
    });
  }
});
