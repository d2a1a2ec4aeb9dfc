import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, assertSamplePrints, BOTH_VERSIONS, type GraphQLVersion, readExpectedOutput, runSample} from './support/samples';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Numbers each distinct id in order of appearance, so that the same id reads the same everywhere. */
function withNumberedIds(output: string): string {
  const numbers = new Map<string, number>();
  return output.replace(UUID, (id) => {
    if (!numbers.has(id)) {
      numbers.set(id, numbers.size + 1);
    }
    return `<id ${numbers.get(id)}>`;
  });
}

/**
 * masking.js prints random error ids. Its output matches the page's once each id is numbered: the
 * log line and the masked error carry the same id, and each masked error a new one.
 */
async function assertMaskingPrints(version: GraphQLVersion): Promise<void> {
  const result = await runSample('guides/errors/masking.js', {version});
  assert.equal(result.stderr, '');
  assert.equal(result.code, 0);
  const expected = await readExpectedOutput('guides/errors/masking.output.txt', version);
  assert.equal(new Set(result.stdout.match(UUID)).size, 2, 'one new id per masked error');
  assertSameOutput(withNumberedIds(result.stdout), withNumberedIds(expected), 'guides/errors/masking.js');
}

describe('guides/errors', () => {
  for (const version of BOTH_VERSIONS) {
    test(`request-vs-field.js with graphql ${version}`, () =>
      assertSamplePrints('guides/errors/request-vs-field.js', 'guides/errors/request-vs-field.output.txt', {version}));

    // masking.js imports error-classes.js and mask-error.js.
    test(`masking.js with graphql ${version}`, () => assertMaskingPrints(version));

    // graphql 16 ignores the `cause` option: cause.output.v16.txt shows it.
    test(`cause.js with graphql ${version}`, () =>
      assertSamplePrints('guides/errors/cause.js', 'guides/errors/cause.output.txt', {version}));
  }
});
