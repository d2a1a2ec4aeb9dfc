import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('tutorials/constructing-types', () => {
  for (const version of BOTH_VERSIONS) {
    test(`code-first.js with graphql ${version}`, () =>
      assertSamplePrints('constructing-types/code-first.js', 'constructing-types/code-first.output.txt', {
        version,
      }));

    test(`enum-type.js with graphql ${version}`, () =>
      assertSamplePrints('constructing-types/enum-type.js', 'constructing-types/enum-type.output.txt', {
        version,
      }));
  }
});
