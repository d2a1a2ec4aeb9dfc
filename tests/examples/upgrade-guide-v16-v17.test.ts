import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertSameOutput, assertSamplePrints, BOTH_VERSIONS, readExpectedOutput, runSample} from './support/samples';
import {typecheckSample} from './support/typecheck';

// docs/upgrade-guides/v16-v17.mdx. Naming: `x.v16.js` is the graphql 16 code ("before"), run on
// 16 and printing `x.v16.output.txt`; where the page shows what that old code does on 17,
// `x.v16.on-17.output.txt`. `x.js` is the code to write ("after"): run on both versions when the
// page says so, on 17 only when it uses graphql 17 API.
const DIR = 'upgrade-guides/v16-v17';

/** Samples whose "after" runs on graphql 16 and 17: the step-by-step migration. */
const AFTER_ON_BOTH = ['removed-exports', 'subscription-module', 'error-constructor', 'variable-values', 'error-cause', 'results', 'messages'];

/** Samples that use graphql 17 API only. */
const AFTER_ON_17 = ['package-layout', 'incremental', 'scalar', 'defaults', 'value-helpers', 'schema-changes', 'hide-suggestions', 'diagnostics'];

/** graphql 16 code that also runs on 17, printing `x.v16.on-17.output.txt` there. */
const BEFORE_CHANGES_ON_17 = ['error-constructor', 'variable-values', 'defaults', 'value-helpers', 'schema-changes'];

describe('upgrade-guides/v16-v17', () => {
  for (const name of AFTER_ON_BOTH) {
    for (const version of BOTH_VERSIONS) {
      test(`${name}.js on graphql ${version}`, () =>
        assertSamplePrints(`${DIR}/${name}.js`, `${DIR}/${name}.output.txt`, {version}));
    }
  }

  // graphql 17 only, as the page says.
  for (const name of AFTER_ON_17) {
    test(`${name}.js on graphql 17`, () => assertSamplePrints(`${DIR}/${name}.js`, `${DIR}/${name}.output.txt`, {version: '17'}));
  }

  test('the "before" samples run on graphql 16', async () => {
    for (const name of ['removed-exports', 'subscription-module', 'error-constructor', 'variable-values', 'defaults', 'value-helpers', 'schema-changes']) {
      await assertSamplePrints(`${DIR}/${name}.v16.js`, `${DIR}/${name}.v16.output.txt`, {version: '16'});
    }
  });

  test('old code that still runs on graphql 17 prints what the page shows', async () => {
    for (const name of BEFORE_CHANGES_ON_17) {
      await assertSamplePrints(`${DIR}/${name}.v16.js`, `${DIR}/${name}.v16.on-17.output.txt`, {version: '17'});
    }
  });

  // The deprecated scalar method names still work on 17: the same code, the same output.
  for (const version of BOTH_VERSIONS) {
    test(`scalar.v16.js on graphql ${version}`, () =>
      assertSamplePrints(`${DIR}/scalar.v16.js`, `${DIR}/scalar.v16.output.txt`, {version}));
  }

  test('the removed exports and the removed subpath fail to load on graphql 17', async () => {
    const removed = await runSample(`${DIR}/removed-exports.v16.js`, {version: '17'});
    assert.notEqual(removed.code, 0);
    assert.match(removed.stderr, /SyntaxError: The requested module 'graphql' does not provide an export named 'assertValidName'/);
    const subpath = await runSample(`${DIR}/subscription-module.v16.js`, {version: '17'});
    assert.notEqual(subpath.code, 0);
    assert.match(subpath.stderr, /ERR_MODULE_NOT_FOUND/);
  });

  test('kinds.v16.ts type-checks with graphql 16, and fails with 17 as the page shows', async () => {
    assert.equal(typecheckSample(`${DIR}/kinds.v16.ts`, '16'), '');
    assertSameOutput(typecheckSample(`${DIR}/kinds.v16.ts`, '17'), await readExpectedOutput(`${DIR}/kinds.v16.on-17.output.txt`, '17'), 'tsc on kinds.v16.ts');
  });

  for (const version of BOTH_VERSIONS) {
    test(`kinds.ts type-checks with graphql ${version}`, () => assert.equal(typecheckSample(`${DIR}/kinds.ts`, version), ''));
  }

  test('kinds-strings.ts type-checks with graphql 17 only', () => {
    assert.equal(typecheckSample(`${DIR}/kinds-strings.ts`, '17'), '');
    assert.match(typecheckSample(`${DIR}/kinds-strings.ts`, '16'), /error TS2322: Type '"Field"' is not assignable to type 'Kind'/);
  });
});
