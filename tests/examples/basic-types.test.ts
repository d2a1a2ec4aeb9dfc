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
});
