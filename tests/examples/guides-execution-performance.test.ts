import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/execution-performance', () => {
  for (const version of BOTH_VERSIONS) {
    // The promise counts differ: work-counts.output.v16.txt shows graphql 16's.
    test(`work-counts.js with graphql ${version}`, () =>
      assertSamplePrints('guides/execution-performance/work-counts.js', 'guides/execution-performance/work-counts.output.txt', {version}));

    // Prints bounds, not times: each case is compared with its baseline in turns, fastest of 15.
    test(`bench.js with graphql ${version}`, () =>
      assertSamplePrints('guides/execution-performance/bench.js', 'guides/execution-performance/bench.output.txt', {version}));
  }
});
