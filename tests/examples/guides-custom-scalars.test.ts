import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/custom-scalars', () => {
  // date-time.js uses graphql 17's names (coerceOutputValue, ...) and `default`. It runs on
  // graphql 16 too, because the page shows what 16 does with it: it ignores those names, so the
  // scalar passes every value through unchecked.
  for (const version of BOTH_VERSIONS) {
    test(`date-time.js with graphql ${version}`, () =>
      assertSamplePrints('guides/custom-scalars/date-time.js', 'guides/custom-scalars/date-time.output.txt', {version}));

    test(`portable.js with graphql ${version}`, () =>
      assertSamplePrints('guides/custom-scalars/portable.js', 'guides/custom-scalars/portable.output.txt', {version}));
  }
});
