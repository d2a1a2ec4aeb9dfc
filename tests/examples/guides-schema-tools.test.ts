import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

// @graphql-tools/schema, @graphql-tools/merge and @pothos/core import graphql themselves; on
// graphql 16 the resolve hook sends their imports to the same graphql 16 as the sample's.
describe('guides/schema-tools', () => {
  for (const version of BOTH_VERSIONS) {
    test(`resolver-map.js with graphql ${version}`, () =>
      assertSamplePrints('guides/schema-tools/resolver-map.js', 'guides/schema-tools/resolver-map.output.txt', {version}));

    test(`pothos.js with graphql ${version}`, () =>
      assertSamplePrints('guides/schema-tools/pothos.js', 'guides/schema-tools/pothos.output.txt', {version}));
  }
});
