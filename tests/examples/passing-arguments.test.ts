import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('tutorials/passing-arguments', () => {
  for (const version of BOTH_VERSIONS) {
    test(`arguments.js with graphql ${version}`, () =>
      assertSamplePrints('passing-arguments/arguments.js', 'passing-arguments/arguments.output.txt', {
        version,
      }));
  }
});
