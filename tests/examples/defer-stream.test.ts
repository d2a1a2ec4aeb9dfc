import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, assertSamplePrints, readExpectedOutput, runClient, withServer} from './support/samples';

// @defer and @stream exist only in graphql 17.
describe('tutorials/defer-stream', () => {
  test('incremental.js with graphql 17', () =>
    assertSamplePrints('defer-stream/incremental.js', 'defer-stream/incremental.output.txt', {version: '17'}));

  test('client.js reads the multipart response of server.js with graphql 17', async () => {
    const stderr = await withServer('defer-stream/server.js', '17', async ({endpoint}) => {
      const client = await runClient('defer-stream/client.js', endpoint);
      assert.equal(client.stderr, '');
      assert.equal(client.code, 0);
      assertSameOutput(client.stdout, await readExpectedOutput('defer-stream/client.output.txt', '17'), 'client.js');
    });
    assert.equal(stderr, '');
  });
});
