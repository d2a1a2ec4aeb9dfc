import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

// The home page's quick start (src/components/QuickStart).
describe('quick start', () => {
  for (const version of BOTH_VERSIONS) {
    test(`hello.js prints hello.output.txt with graphql ${version}`, () =>
      assertSamplePrints('quick-start/hello.js', 'quick-start/hello.output.txt', {version}));
  }
});
