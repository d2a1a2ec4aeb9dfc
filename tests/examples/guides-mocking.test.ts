import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/mocking', () => {
  for (const version of BOTH_VERSIONS) {
    test(`mock-schema.js with graphql ${version}`, () =>
      assertSamplePrints('guides/mocking/mock-schema.js', 'guides/mocking/mock-schema.output.txt', {version}));

    // @graphql-tools/mock 9.1.14, whose own imports of graphql resolve to the version under test.
    test(`mock-store.js with graphql ${version}`, () =>
      assertSamplePrints('guides/mocking/mock-store.js', 'guides/mocking/mock-store.output.txt', {version}));
  }
});
