import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/interfaces-and-unions', () => {
  for (const version of BOTH_VERSIONS) {
    test(`sdl.js with graphql ${version}`, () =>
      assertSamplePrints('guides/interfaces-and-unions/sdl.js', 'guides/interfaces-and-unions/sdl.output.txt', {version}));

    test(`code-first.js with graphql ${version}`, () =>
      assertSamplePrints('guides/interfaces-and-unions/code-first.js', 'guides/interfaces-and-unions/code-first.output.txt', {
        version,
      }));

    // graphql 16 words the error for a type object returned from resolveType differently.
    test(`mistakes.js with graphql ${version}`, () =>
      assertSamplePrints('guides/interfaces-and-unions/mistakes.js', 'guides/interfaces-and-unions/mistakes.output.txt', {
        version,
      }));
  }
});
