import {describe, test} from 'node:test';
import {assertSamplePrints} from './support/samples';

describe('guides/observability', () => {
  // The graphql:* tracing channels exist in graphql 17 only.
  test('trace.js on graphql 17', () =>
    assertSamplePrints('guides/observability/trace.js', 'guides/observability/trace.output.txt', {version: '17'}));
});
