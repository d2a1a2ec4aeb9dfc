import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('tutorials/object-types', () => {
  for (const version of BOTH_VERSIONS) {
    test(`classes.js with graphql ${version}`, () =>
      assertSamplePrints('object-types/classes.js', 'object-types/classes.output.txt', {version}));
  }
});
