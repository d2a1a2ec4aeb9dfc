import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/nullability', () => {
  for (const version of BOTH_VERSIONS) {
    test(`propagation.js with graphql ${version}`, () =>
      assertSamplePrints('guides/nullability/propagation.js', 'guides/nullability/propagation.output.txt', {version}));

    // graphql 16 ignores @experimental_disableErrorPropagation: disable-propagation.output.v16.txt shows it.
    test(`disable-propagation.js with graphql ${version}`, () =>
      assertSamplePrints('guides/nullability/disable-propagation.js', 'guides/nullability/disable-propagation.output.txt', {version}));
  }
});
