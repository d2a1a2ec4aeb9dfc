import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/observability', () => {
  // The graphql:* tracing channels exist in graphql 17 only.
  test('trace.js on graphql 17', () =>
    assertSamplePrints('guides/observability/trace.js', 'guides/observability/trace.output.txt', {version: '17'}));

  for (const version of BOTH_VERSIONS) {
    test(`wrap-resolvers.js on graphql ${version}`, () =>
      assertSamplePrints('guides/observability/wrap-resolvers.js', 'guides/observability/wrap-resolvers.output.txt', {
        version,
      }));
  }
});
