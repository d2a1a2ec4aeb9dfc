import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/object-identification', () => {
  for (const version of BOTH_VERSIONS) {
    test(`node-field.js with graphql ${version}`, () =>
      assertSamplePrints('guides/object-identification/node-field.js', 'guides/object-identification/node-field.output.txt', {version}));

    // graphql-relay 0.11.0, whose own require of graphql resolves to the version under test.
    test(`relay-helpers.js with graphql ${version}`, () =>
      assertSamplePrints('guides/object-identification/relay-helpers.js', 'guides/object-identification/relay-helpers.output.txt', {
        version,
      }));
  }
});
