import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, assertSamplePrints, withServer} from './support/samples';

// @defer and @stream exist only in graphql 17.
describe('tutorials/defer-stream', () => {
  test('incremental.js with graphql 17', () =>
    assertSamplePrints('defer-stream/incremental.js', 'defer-stream/incremental.output.txt', {version: '17'}));

  test('deferred-error.js with graphql 17', () =>
    assertSamplePrints('defer-stream/deferred-error.js', 'defer-stream/deferred-error.output.txt', {version: '17'}));

  test('client.js reads the multipart response of server.js with graphql 17', async () => {
    const stderr = await withServer('defer-stream/server.js', '17', async ({endpoint}) => {
      await assertClientPrints('defer-stream/client.js', endpoint, 'defer-stream/client.output.txt', '17');
    });
    assert.equal(stderr, '');
  });
});
