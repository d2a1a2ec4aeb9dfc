import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, assertSamplePrints, BOTH_VERSIONS, type GraphQLVersion, readExpectedOutput, runSample} from './support/samples';
import {typecheckSample} from './support/typecheck';

// docs/upgrade-guides/v16-v17.mdx. Naming: `x.v16.js` is the graphql 16 code ("before"), run on
// 16 and printing `x.v16.output.txt`; where the page shows what that old code does on 17, it
// prints `x.v16.on-17.output.txt` there. `x.js` is the code to write ("after"): run on both
// versions where the page says so (the step-by-step migration), on 17 only where it uses
// graphql 17 API. Paths are written out in full: tests/examples/suite.test.ts looks for them.

type Run = readonly [sample: string, output: string, versions: readonly GraphQLVersion[]];
const ONLY_16: readonly GraphQLVersion[] = ['16'];
const ONLY_17: readonly GraphQLVersion[] = ['17'];

const RUNS: readonly Run[] = [
  // Node.js and packaging
  ['upgrade-guides/v16-v17/package-layout.js', 'upgrade-guides/v16-v17/package-layout.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/subscription-module.v16.js', 'upgrade-guides/v16-v17/subscription-module.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/subscription-module.js', 'upgrade-guides/v16-v17/subscription-module.output.txt', BOTH_VERSIONS],
  // Removed exports
  ['upgrade-guides/v16-v17/removed-exports.v16.js', 'upgrade-guides/v16-v17/removed-exports.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/removed-exports.js', 'upgrade-guides/v16-v17/removed-exports.output.txt', BOTH_VERSIONS],
  // Changed signatures
  ['upgrade-guides/v16-v17/error-constructor.v16.js', 'upgrade-guides/v16-v17/error-constructor.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/error-constructor.v16.js', 'upgrade-guides/v16-v17/error-constructor.v16.on-17.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/error-constructor.js', 'upgrade-guides/v16-v17/error-constructor.output.txt', BOTH_VERSIONS],
  // Execution
  ['upgrade-guides/v16-v17/incremental.js', 'upgrade-guides/v16-v17/incremental.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/variable-values.v16.js', 'upgrade-guides/v16-v17/variable-values.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/variable-values.v16.js', 'upgrade-guides/v16-v17/variable-values.v16.on-17.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/variable-values.js', 'upgrade-guides/v16-v17/variable-values.output.txt', BOTH_VERSIONS],
  ['upgrade-guides/v16-v17/null-prototype.v16.js', 'upgrade-guides/v16-v17/null-prototype.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/null-prototype.v16.js', 'upgrade-guides/v16-v17/null-prototype.v16.on-17.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/null-prototype.js', 'upgrade-guides/v16-v17/null-prototype.output.txt', BOTH_VERSIONS],
  ['upgrade-guides/v16-v17/messages.js', 'upgrade-guides/v16-v17/messages.output.txt', BOTH_VERSIONS],
  // Documents, printing and introspection
  ['upgrade-guides/v16-v17/ast-lists.js', 'upgrade-guides/v16-v17/ast-lists.output.txt', BOTH_VERSIONS],
  ['upgrade-guides/v16-v17/printing.js', 'upgrade-guides/v16-v17/printing.output.txt', BOTH_VERSIONS],
  // Values and defaults. The deprecated scalar methods still work on 17: same code, same output.
  ['upgrade-guides/v16-v17/scalar.v16.js', 'upgrade-guides/v16-v17/scalar.v16.output.txt', BOTH_VERSIONS],
  ['upgrade-guides/v16-v17/scalar.js', 'upgrade-guides/v16-v17/scalar.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/defaults.v16.js', 'upgrade-guides/v16-v17/defaults.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/defaults.v16.js', 'upgrade-guides/v16-v17/defaults.v16.on-17.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/defaults.js', 'upgrade-guides/v16-v17/defaults.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/value-helpers.v16.js', 'upgrade-guides/v16-v17/value-helpers.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/value-helpers.v16.js', 'upgrade-guides/v16-v17/value-helpers.v16.on-17.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/value-helpers.js', 'upgrade-guides/v16-v17/value-helpers.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/schema-changes.v16.js', 'upgrade-guides/v16-v17/schema-changes.v16.output.txt', ONLY_16],
  ['upgrade-guides/v16-v17/schema-changes.v16.js', 'upgrade-guides/v16-v17/schema-changes.v16.on-17.output.txt', ONLY_17],
  ['upgrade-guides/v16-v17/schema-changes.js', 'upgrade-guides/v16-v17/schema-changes.output.txt', ONLY_17],
  // Errors and results
  ['upgrade-guides/v16-v17/error-cause.js', 'upgrade-guides/v16-v17/error-cause.output.txt', BOTH_VERSIONS],
  ['upgrade-guides/v16-v17/results.js', 'upgrade-guides/v16-v17/results.output.txt', BOTH_VERSIONS],
  // New features: hideSuggestions exists in graphql 16.15 too; diagnostics channels are 17 only.
  ['upgrade-guides/v16-v17/hide-suggestions.js', 'upgrade-guides/v16-v17/hide-suggestions.output.txt', BOTH_VERSIONS],
  ['upgrade-guides/v16-v17/diagnostics.js', 'upgrade-guides/v16-v17/diagnostics.output.txt', ONLY_17],
];

describe('upgrade-guides/v16-v17', () => {
  for (const [sample, output, versions] of RUNS) {
    for (const version of versions) {
      test(`${sample} prints ${output.split('/').pop()} on graphql ${version}`, () => assertSamplePrints(sample, output, {version}));
    }
  }

  test('the removed exports and the removed subpath fail to load on graphql 17', async () => {
    const removed = await runSample('upgrade-guides/v16-v17/removed-exports.v16.js', {version: '17'});
    assert.notEqual(removed.code, 0);
    assert.match(removed.stderr, /SyntaxError: The requested module 'graphql' does not provide an export named 'assertValidName'/);
    const subpath = await runSample('upgrade-guides/v16-v17/subscription-module.v16.js', {version: '17'});
    assert.notEqual(subpath.code, 0);
    assert.match(subpath.stderr, /ERR_MODULE_NOT_FOUND/);
  });

  test('kinds.v16.ts type-checks with graphql 16, and fails with 17 as the page shows', async () => {
    assert.equal(typecheckSample('upgrade-guides/v16-v17/kinds.v16.ts', '16'), '');
    assertSameOutput(
      typecheckSample('upgrade-guides/v16-v17/kinds.v16.ts', '17'),
      await readExpectedOutput('upgrade-guides/v16-v17/kinds.v16.on-17.output.txt', '17'),
      'tsc on kinds.v16.ts',
    );
  });

  for (const version of BOTH_VERSIONS) {
    test(`kinds.ts type-checks with graphql ${version}`, () =>
      assert.equal(typecheckSample('upgrade-guides/v16-v17/kinds.ts', version), ''));
  }

  // graphql 17 only: string literals as Kind and DirectiveLocation.
  test('kinds-strings.ts type-checks with graphql 17, not 16', () => {
    assert.equal(typecheckSample('upgrade-guides/v16-v17/kinds-strings.ts', '17'), '');
    assert.match(
      typecheckSample('upgrade-guides/v16-v17/kinds-strings.ts', '16'),
      /error TS2322: Type '"Field"' is not assignable to type 'Kind'/,
    );
  });
});
