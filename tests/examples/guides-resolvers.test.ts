import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/resolvers', () => {
  for (const version of BOTH_VERSIONS) {
    // info.variableValues differs: four-arguments.output.v16.txt shows graphql 16's map.
    test(`four-arguments.js with graphql ${version}`, () =>
      assertSamplePrints('guides/resolvers/four-arguments.js', 'guides/resolvers/four-arguments.output.txt', {version}));

    test(`default-resolver.js with graphql ${version}`, () =>
      assertSamplePrints('guides/resolvers/default-resolver.js', 'guides/resolvers/default-resolver.output.txt', {version}));

    test(`requested-fields.js with graphql ${version}`, () =>
      assertSamplePrints('guides/resolvers/requested-fields.js', 'guides/resolvers/requested-fields.output.txt', {version}));

    test(`return-values.js with graphql ${version}`, () =>
      assertSamplePrints('guides/resolvers/return-values.js', 'guides/resolvers/return-values.output.txt', {version}));
  }
});
