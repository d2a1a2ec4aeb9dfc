import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('tutorials/index', () => {
  for (const version of BOTH_VERSIONS) {
    test(`first-query.js with graphql ${version}`, () =>
      assertSamplePrints('index/first-query.js', 'index/first-query.output.txt', {version}));

    test(`errors.js with graphql ${version}`, () => assertSamplePrints('index/errors.js', 'index/errors.output.txt', {version}));
  }
});
