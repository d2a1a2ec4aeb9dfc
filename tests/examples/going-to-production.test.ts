import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, assertSamplePrints, BOTH_VERSIONS, withServer} from './support/samples';

describe('tutorials/going-to-production', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against the hardened server.js on graphql ${version}`, async () => {
      const stderr = await withServer('going-to-production/server.js', version, async ({endpoint}) => {
        await assertClientPrints('going-to-production/client.js', endpoint, 'going-to-production/client.output.txt', version);
      });
      // The masked failure is logged on the server, in full, and only there.
      assert.match(stderr, /^Unexpected error at \[ 'inventoryReport' \] Error: connect ECONNREFUSED 10\.0\.0\.7:5432/);
      // No other error is logged as unexpected: a timeout or a cancellation is not a failure.
      assert.equal(stderr.match(/^Unexpected error/gm)?.length, 1);
      // graphql 17 stops the operation of the client that left; graphql 16 cannot.
      const stopped = /^Stopped an operation: The client disconnected\.$/m;
      if (version === '17') {
        assert.match(stderr, stopped);
      } else {
        assert.doesNotMatch(stderr, stopped);
      }
    });
  }

  // graphql 16 has no development-mode switch and no execution cancellation.
  test('dev-mode.js is off by default with graphql 17', () =>
    assertSamplePrints('going-to-production/dev-mode.js', 'going-to-production/dev-mode.output.txt', {version: '17'}));

  test('dev-mode.js is on under --conditions=development with graphql 17', () =>
    assertSamplePrints('going-to-production/dev-mode.js', 'going-to-production/dev-mode.development.output.txt', {
      version: '17',
      nodeArgs: ['--conditions=development'],
    }));

  test('cancellation.js with graphql 17', () =>
    assertSamplePrints('going-to-production/cancellation.js', 'going-to-production/cancellation.output.txt', {version: '17'}));
});
