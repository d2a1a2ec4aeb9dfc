import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS, runSample} from './support/samples';

describe('guides/batching-with-dataloader', () => {
  for (const version of BOTH_VERSIONS) {
    test(`n-plus-one.js makes one backend call per tool with graphql ${version}`, async () => {
      await assertSamplePrints('guides/batching-with-dataloader/n-plus-one.js', 'guides/batching-with-dataloader/n-plus-one.output.txt', {
        version,
      });
      // The page's claim in numbers: 1 call for the list + 4 for the owners.
      const {stdout} = await runSample('guides/batching-with-dataloader/n-plus-one.js', {version});
      assert.match(stdout, /^backend calls: 5$/m);
    });

    test(`dataloader.js makes two calls per request with graphql ${version}`, async () => {
      await assertSamplePrints('guides/batching-with-dataloader/dataloader.js', 'guides/batching-with-dataloader/dataloader.output.txt', {
        version,
      });
      // Two per request, and the second request is not served from the first one's cache.
      const {stdout} = await runSample('guides/batching-with-dataloader/dataloader.js', {version});
      assert.deepEqual(stdout.match(/^ {2}total: \d+$/gm), ['  total: 2', '  total: 2']);
    });
  }
});
