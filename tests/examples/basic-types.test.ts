import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('tutorials/basic-types', () => {
  for (const version of BOTH_VERSIONS) {
    test(`scalars.js with graphql ${version}`, () =>
      assertSamplePrints('basic-types/scalars.js', 'basic-types/scalars.output.txt', {version}));

    test(`coercion-errors.js with graphql ${version}`, () =>
      assertSamplePrints('basic-types/coercion-errors.js', 'basic-types/coercion-errors.output.txt', {
        version,
      }));
  }

  // coerceOutputValue, coerceInputValue and coerceInputLiteral are graphql 17 names: graphql 16
  // ignores them and would pass values through unchecked.
  test('custom-scalar.js with graphql 17', () =>
    assertSamplePrints('basic-types/custom-scalar.js', 'basic-types/custom-scalar.output.txt', {version: '17'}));
});
