import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS, versionsOf} from './support/samples';

describe('tutorials/basic-types', () => {
  for (const version of BOTH_VERSIONS) {
    test(`scalars.js with graphql ${version}`, () =>
      assertSamplePrints('basic-types/scalars.js', 'basic-types/scalars.output.txt', {version}));

    test(`coercion-errors.js with graphql ${version}`, () =>
      assertSamplePrints('basic-types/coercion-errors.js', 'basic-types/coercion-errors.output.txt', {
        version,
      }));
  }

  // graphql 17 only (contracts/samples.ts): graphql 16 ignores coerceOutputValue, coerceInputValue
  // and coerceInputLiteral and would pass values through unchecked.
  for (const version of versionsOf('basic-types/custom-scalar.js')) {
    test(`custom-scalar.js with graphql ${version}`, () =>
      assertSamplePrints('basic-types/custom-scalar.js', 'basic-types/custom-scalar.output.txt', {version}));
  }
});
