import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/pagination', () => {
  for (const version of BOTH_VERSIONS) {
    test(`offset-drift.js with graphql ${version}`, () =>
      assertSamplePrints('guides/pagination/offset-drift.js', 'guides/pagination/offset-drift.output.txt', {version}));

    test(`connection.js with graphql ${version}`, () =>
      assertSamplePrints('guides/pagination/connection.js', 'guides/pagination/connection.output.txt', {version}));
  }
});
