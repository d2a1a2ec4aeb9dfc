import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS, versionsOf} from './support/samples';

describe('guides/schema-evolution', () => {
  for (const version of BOTH_VERSIONS) {
    test(`deprecations.js on graphql ${version}`, () =>
      assertSamplePrints('guides/schema-evolution/deprecations.js', 'guides/schema-evolution/deprecations.output.txt', {
        version,
      }));
  }

  // graphql 17 only (contracts/samples.ts): graphql 16 has findBreakingChanges and
  // findDangerousChanges, not findSchemaChanges.
  for (const version of versionsOf('guides/schema-evolution/changes.js')) {
    test(`changes.js on graphql ${version}`, () =>
      assertSamplePrints('guides/schema-evolution/changes.js', 'guides/schema-evolution/changes.output.txt', {version}));
  }
});
