import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, BOTH_VERSIONS, readExpectedOutput, runCurlCommand, withDefaultPort, withServer} from './support/samples';

const SERVER = 'running-an-express-graphql-server/server.js';

describe('tutorials/running-an-express-graphql-server', () => {
  for (const version of BOTH_VERSIONS) {
    test(`server.js answers the curl query with graphql ${version}`, async () => {
      const stderr = await withServer(SERVER, version, async ({endpoint, readyLine}) => {
        assertSameOutput(
          withDefaultPort(readyLine),
          await readExpectedOutput('running-an-express-graphql-server/server.output.txt', version),
          'server.js',
        );

        const curl = await runCurlCommand('running-an-express-graphql-server/query.sh', endpoint);
        assert.equal(curl.code, 0, curl.stderr);
        assertSameOutput(curl.stdout, await readExpectedOutput('running-an-express-graphql-server/query.output.txt', version), 'query.sh');

        // The page says other methods are refused with 405 and an Allow header.
        const put = await fetch(endpoint, {method: 'PUT'});
        assert.equal(put.status, 405);
        assert.equal(put.headers.get('allow'), 'GET, POST');
      });
      assert.equal(stderr, '');
    });
  }
});
