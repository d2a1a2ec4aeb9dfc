import assert from 'node:assert/strict';
import {test} from 'node:test';
import {inspect} from 'node:util';
import {formatLogArguments} from '../../src/components/SampleRunner/formatLog';
import {compileSample, errorLine, rewriteImports, syntaxErrorLine, UnsupportedImportError} from '../../src/components/SampleRunner/sampleSource';

test('graphql imports become destructurings on the same lines', () => {
  const code = "import { a, b as c } from 'graphql';\nimport {\n  d,\n} from \"graphql\"\nimport * as g from 'graphql';\nconsole.log(a);";
  const rewritten = rewriteImports(code);
  assert.equal(rewritten, 'const { a, b: c } = __graphql;\nconst {\n  d,\n} = __graphql;\nconst g = __graphql;\nconsole.log(a);');
  assert.equal(rewritten.split('\n').length, code.split('\n').length);
});

test('an import of anything else is refused with its line', () => {
  assert.throws(() => rewriteImports("import { a } from 'graphql';\n\nimport fs from 'node:fs';"), (error: unknown) => error instanceof UnsupportedImportError && error.line === 3);
  // A dynamic import() is code, not an import declaration; it fails when it runs.
  assert.doesNotThrow(() => rewriteImports("const m = await import('x');"));
});

test('a compiled sample runs with the given graphql and console, top-level await included', async () => {
  const printed: unknown[][] = [];
  const log = (...args: unknown[]) => printed.push(args);
  const sample = compileSample("import { version } from 'graphql';\nconsole.log(await Promise.resolve(version));");
  await sample({version: '17.1.0'}, {log, info: log, warn: log, error: log, debug: log});
  assert.deepEqual(printed, [['17.1.0']]);
});

test('errors point at the sample\'s line', async () => {
  const code = "import { version } from 'graphql';\n\nconst tool = null;\nconsole.log(tool.name);";
  const error = await compileSample(code)({}, {} as never).catch((thrown: unknown) => thrown);
  assert.equal(errorLine(error), 4);
  const broken = "const a = 1;\nconst b = {;\nconst c = 3;";
  const syntaxError = (() => {
    try {
      compileSample(broken);
    } catch (thrown) {
      return thrown;
    }
  })();
  assert.ok(syntaxError instanceof SyntaxError);
  assert.equal(syntaxErrorLine(broken, syntaxError), 2);
});

test('console.log output reads as Node.js prints it', () => {
  const values: unknown[][] = [
    ['offset page 1:', ['Cordless drill', 'Hand plane']],
    ['Standard validation errors:', 0],
    [{a: 1, 'b-c': [true, null, undefined], d: {e: {f: {g: 1}}}}],
    [[]],
    [{}],
    [new Map([['a', 1]]), new Set([1n])],
    ["it's"],
    [["it's"]],
  ];
  for (const args of values) {
    const expected = args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' ');
    assert.equal(formatLogArguments(args), expected);
  }
});
