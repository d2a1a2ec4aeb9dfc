import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/errors', () => {
  for (const version of BOTH_VERSIONS) {
    test(`request-vs-field.js with graphql ${version}`, () =>
      assertSamplePrints('guides/errors/request-vs-field.js', 'guides/errors/request-vs-field.output.txt', {version}));

    // masking.js imports error-classes.js and mask-error.js.
    test(`masking.js with graphql ${version}`, () =>
      assertSamplePrints('guides/errors/masking.js', 'guides/errors/masking.output.txt', {version}));

    // graphql 16 ignores the `cause` option: cause.output.v16.txt shows it.
    test(`cause.js with graphql ${version}`, () =>
      assertSamplePrints('guides/errors/cause.js', 'guides/errors/cause.output.txt', {version}));
  }
});
