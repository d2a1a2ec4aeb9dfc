import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/security-limits', () => {
  // limits.js imports './rules.js'.
  for (const version of BOTH_VERSIONS) {
    test(`limits.js on graphql ${version}`, () =>
      assertSamplePrints('guides/security-limits/limits.js', 'guides/security-limits/limits.output.txt', {version}));
  }

  // abortSignal, info.getAbortSignal() and AbortedGraphQLExecutionError are graphql 17 only.
  test('timeout.js on graphql 17', () =>
    assertSamplePrints('guides/security-limits/timeout.js', 'guides/security-limits/timeout.output.txt', {version: '17'}));
});
