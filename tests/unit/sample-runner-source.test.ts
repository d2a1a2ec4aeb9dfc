import assert from 'node:assert/strict';
import {test} from 'node:test';
import {inspect} from 'node:util';
import {formatLogArguments} from '../../src/components/SampleRunner/formatLog';
import {
  compileSample,
  errorLine,
  rewriteImports,
  syntaxErrorLine,
  UnsupportedImportError,
} from '../../src/components/SampleRunner/sampleSource';

test('graphql imports become destructurings on the same lines', () => {
  const code = "import { a, b as c } from 'graphql';\nimport {\n  d,\n} from \"graphql\"\nimport * as g from 'graphql';\nconsole.log(a);";
  const rewritten = rewriteImports(code);
  assert.equal(rewritten, 'const { a, b: c } = __graphql;\nconst {\n  d,\n} = __graphql;\nconst g = __graphql;\nconsole.log(a);');
  assert.equal(rewritten.split('\n').length, code.split('\n').length);
});

test('an import of anything else is refused with its line', () => {
  assert.throws(
    () => rewriteImports("import { a } from 'graphql';\n\nimport fs from 'node:fs';"),
    (error: unknown) => error instanceof UnsupportedImportError && error.line === 3,
  );
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

test("errors point at the sample's line", async () => {
  const code = "import { version } from 'graphql';\n\nconst tool = null;\nconsole.log(tool.name);";
  const error = await compileSample(code)({}, {} as never).catch((thrown: unknown) => thrown);
  assert.equal(errorLine(error), 4);
  const broken = 'const a = 1;\nconst b = {;\nconst c = 3;';
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

test('printing never runs a getter, and cuts long arrays, collections and strings as Node.js does', () => {
  let calls = 0;
  const accessors = {
    plain: 1,
    get read() {
      calls++;
      throw new Error('a getter ran');
    },
    set write(_: unknown) {
      calls++;
    },
    get both() {
      calls++;
      return 1;
    },
    set both(_: unknown) {
      calls++;
    },
  };
  const values: unknown[][] = [
    [accessors],
    // Long entries: Node.js sets short ones out in columns, which formatLog does not.
    [Array.from({length: 103}, (_, index) => `entry ${String(index).padStart(30, '0')}`)],
    [Array.from({length: 101}, (_, index) => ({index, label: 'an entry of its own'}))],
    [new Map(Array.from({length: 102}, (_, index) => [index, index]))],
    [new Set(Array.from({length: 102}, (_, index) => index))],
    [['y'.repeat(10_005)]],
  ];
  for (const args of values) {
    assert.equal(formatLogArguments(args), args.map((arg) => inspect(arg)).join(' '));
  }
  assert.equal(calls, 0);
});

test('a value that throws when looked at prints as [unreadable], and the rest of the line still prints', () => {
  const hostile = new Proxy(
    {},
    {
      getPrototypeOf() {
        throw new Error('trap');
      },
    },
  );
  const namedBadly = Object.defineProperty(() => {}, 'name', {
    get() {
      throw new Error('trap');
    },
  });
  assert.equal(
    formatLogArguments(['before', hostile, {inner: hostile}, namedBadly, 'after']),
    'before [unreadable] { inner: [unreadable] } [unreadable] after',
  );
});

test('printing stops soon after the line is longer than the room given, whatever the size of the value', () => {
  const huge = Array.from({length: 50}, () =>
    Object.fromEntries(Array.from({length: 5_000}, (_, index) => [`key${index}`, 'v'.repeat(50)])),
  );
  const started = performance.now();
  const line = formatLogArguments([huge, 'never printed'], 1_000);
  assert.ok(line.length >= 1_000 && line.length < 10_000, `${line.length} characters`);
  assert.ok(!line.includes('never printed'));
  assert.ok(performance.now() - started < 1_000);
});
