import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertSameOutput, BOTH_VERSIONS, readExpectedOutput, runClient, withServer } from './support/samples';

const PAGE = 'authentication-and-express-middleware';

describe(`tutorials/${PAGE}`, () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer(`${PAGE}/server.js`, version, async ({ endpoint }) => {
        const client = await runClient(`${PAGE}/client.js`, endpoint);
        assert.equal(client.stderr, '');
        assert.equal(client.code, 0);
        assertSameOutput(client.stdout, await readExpectedOutput(`${PAGE}/client.output.txt`, version), 'client.js');
      });
      assert.equal(stderr, '');
    });
  }
});
