import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/one-of-input-objects', () => {
  // graphql 16.15 supports @oneOf too; only some error messages differ (sdl.output.v16.txt).
  for (const version of BOTH_VERSIONS) {
    test(`sdl.js with graphql ${version}`, () =>
      assertSamplePrints('guides/one-of-input-objects/sdl.js', 'guides/one-of-input-objects/sdl.output.txt', {version}));

    test(`code-first.js with graphql ${version}`, () =>
      assertSamplePrints('guides/one-of-input-objects/code-first.js', 'guides/one-of-input-objects/code-first.output.txt', {
        version,
      }));
  }
});
