import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/schema-evolution', () => {
  for (const version of BOTH_VERSIONS) {
    test(`deprecations.js on graphql ${version}`, () =>
      assertSamplePrints('guides/schema-evolution/deprecations.js', 'guides/schema-evolution/deprecations.output.txt', {
        version,
      }));
  }

  // findSchemaChanges is graphql 17 only (graphql 16 has findBreakingChanges and findDangerousChanges).
  test('changes.js on graphql 17', () =>
    assertSamplePrints('guides/schema-evolution/changes.js', 'guides/schema-evolution/changes.output.txt', {version: '17'}));
});
