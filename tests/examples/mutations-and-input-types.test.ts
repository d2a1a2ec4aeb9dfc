import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('tutorials/mutations-and-input-types', () => {
  for (const version of BOTH_VERSIONS) {
    test(`tool-store.js with graphql ${version}`, () =>
      assertSamplePrints('mutations-and-input-types/tool-store.js', 'mutations-and-input-types/tool-store.output.txt', {version}));
  }
});
