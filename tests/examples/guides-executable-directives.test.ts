import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/executable-directives', () => {
  for (const version of BOTH_VERSIONS) {
    // field-directives.js imports apply-field-directives.js. graphql 16 words the missing
    // argument differently: field-directives.output.v16.txt shows it.
    test(`field-directives.js with graphql ${version}`, () =>
      assertSamplePrints('guides/executable-directives/field-directives.js', 'guides/executable-directives/field-directives.output.txt', {
        version,
      }));

    test(`document-directives.js with graphql ${version}`, () =>
      assertSamplePrints(
        'guides/executable-directives/document-directives.js',
        'guides/executable-directives/document-directives.output.txt',
        {version},
      ));

    test(`schema-directives.js with graphql ${version}`, () =>
      assertSamplePrints('guides/executable-directives/schema-directives.js', 'guides/executable-directives/schema-directives.output.txt', {
        version,
      }));
  }
});
