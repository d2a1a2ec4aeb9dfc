import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {createPnpmProject} from './support/pnpm-project';
import {SAMPLE_NODE} from './support/runtime';
import {assertSameOutput, assertSamplePrints, readExpectedOutput, samplePath} from './support/samples';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const TRACING_DIR = samplePath('guides/tracing');

/**
 * Runs the instrumentation as the page sets it up, on a signing-in query, and prints whether
 * graphql's execute was wrapped and the attributes of the operation's span.
 */
function instrumentationProbe(config: string): string {
  return [
    "import { trace } from '@opentelemetry/api';",
    "import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';",
    "import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';",
    'const exporter = new InMemorySpanExporter();',
    'const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });',
    'trace.setGlobalTracerProvider(provider);',
    `new GraphQLInstrumentation(${config});`,
    "const { buildSchema, execute, graphql } = await import('graphql');",
    "const schema = buildSchema('type Query { signIn(email: String!, password: String!): String }');",
    'await graphql({',
    '  schema,',
    '  source: \'query SignIn($password: String!) { signIn(email: "ines@example.com", password: $password) }\',',
    "  rootValue: { signIn: () => 'token' },",
    "  variableValues: { password: 'hunter2' },",
    '});',
    'await provider.forceFlush();',
    "const operation = exporter.getFinishedSpans().find((span) => span.name === 'query SignIn');",
    'console.log(JSON.stringify({ wrapped: execute.__wrapped === true, attributes: operation?.attributes ?? null }));',
  ].join('\n');
}

/**
 * The instrumentation with its default options, on a document that fails to parse and on a
 * resolver whose error quotes its argument, both carrying a password; prints what the graphql.parse
 * and resolver spans recorded of each error.
 */
const INSTRUMENTATION_ERRORS = [
  "import { trace } from '@opentelemetry/api';",
  "import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';",
  "import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';",
  'const exporter = new InMemorySpanExporter();',
  'const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });',
  'trace.setGlobalTracerProvider(provider);',
  'new GraphQLInstrumentation();',
  "const { buildSchema, graphql } = await import('graphql');",
  "const schema = buildSchema('type Query { signIn(email: String!, password: String!): String }');",
  'await graphql({ schema, source: \'{ signIn(email: "ines@example.com" "hunter2") }\' });',
  'await graphql({',
  '  schema,',
  '  source: \'query ($password: String!) { signIn(email: "ines@example.com", password: $password) }\',',
  '  rootValue: { signIn: ({ password }) => { throw new Error(`Wrong password: ${password}`); } },',
  "  variableValues: { password: 'hunter2' },",
  '});',
  'await provider.forceFlush();',
  'const failed = exporter.getFinishedSpans().filter((span) => span.events.length > 0);',
  "console.log(JSON.stringify(failed.map((span) => [span.name, span.status.message ?? null, span.events[0].attributes['exception.message']])));",
].join('\n');

async function runProgram(program: string, cwd: string): Promise<string> {
  const {stdout, stderr} = await promisify(execFile)(SAMPLE_NODE.executable, ['--input-type=module', '-e', program], {cwd});
  assert.equal(stderr, '');
  return stdout;
}

describe('guides/tracing', () => {
  // The graphql:* tracing channels exist in graphql 17 only.
  test('spans.js turns the channels into nested OpenTelemetry spans on graphql 17', () =>
    assertSamplePrints('guides/tracing/spans.js', 'guides/tracing/spans.output.txt', {version: '17'}));

  test('instrumentation.js records no span on graphql 17', () =>
    assertSamplePrints('guides/tracing/instrumentation.js', 'guides/tracing/instrumentation.output.txt', {version: '17'}));

  test('the instrumentation leaves graphql 17 unpatched', async () => {
    const output = await runProgram(instrumentationProbe('{ allowValues: true }'), TRACING_DIR);
    assert.deepEqual(JSON.parse(output), {wrapped: false, attributes: null});
  });

  // The instrumentation recognises graphql by its folder, node_modules/graphql, not by the
  // `graphql-16` folder the resolve hook maps `graphql` to; so graphql 16 runs here from a project
  // of its own that installs it as `graphql`.
  test('instrumentation.js records spans on graphql 16, installed as graphql', async () => {
    const project = await createPnpmProject({
      sourceNodeModules: NODE_MODULES,
      files: ['guides/tracing/instrumentation.js', 'guides/tracing/span-tree.js'].map(samplePath),
      dependencies: ['@opentelemetry/api', '@opentelemetry/sdk-trace', '@opentelemetry/instrumentation-graphql', 'graphql'],
      replacements: {graphql: `${NODE_MODULES}graphql-16`},
    });
    try {
      const {stdout, stderr} = await promisify(execFile)(SAMPLE_NODE.executable, ['instrumentation.js'], {cwd: project});
      assert.equal(stderr, '');
      assertSameOutput(stdout, await readExpectedOutput('guides/tracing/instrumentation.output.txt', '16'), 'instrumentation.js');

      // "It wraps graphql's execute"; "by default it records no variable value and hides the
      // literals of graphql.source"; "allowValues: true records both".
      assert.deepEqual(JSON.parse(await runProgram(instrumentationProbe('{}'), project)), {
        wrapped: true,
        attributes: {
          'graphql.operation.type': 'query',
          'graphql.operation.name': 'SignIn',
          'graphql.source': 'query SignIn($password: String!) { signIn(email: "*"  password: $password) }',
        },
      });
      assert.deepEqual(JSON.parse(await runProgram(instrumentationProbe('{ allowValues: true }'), project)), {
        wrapped: true,
        attributes: {
          'graphql.operation.type': 'query',
          'graphql.operation.name': 'SignIn',
          'graphql.source': 'query SignIn($password: String!) { signIn(email: "ines@example.com"  password: $password) }',
          'graphql.variables.password': 'hunter2',
        },
      });

      // "ignoreTrivialResolveSpans: true leaves out fields read from a property that is not a
      // function, here the two name fields": without it, the same program records them.
      const sample = await readFile(samplePath('guides/tracing/instrumentation.js'), 'utf8');
      const withTrivial = sample.replace('{ ignoreTrivialResolveSpans: true }', '{}');
      assert.notEqual(withTrivial, sample);
      await writeFile(path.join(project, 'with-trivial.js'), withTrivial);
      const all = await promisify(execFile)(SAMPLE_NODE.executable, ['with-trivial.js'], {cwd: project});
      assert.match(all.stdout, /^9 spans$/m);
      assert.equal(all.stdout.match(/graphql\.resolve tools\.\d\.name/g)?.length, 2);

      // "Whatever allowValues says, it records each error's message in the exception event": the
      // literal graphql-js's syntax error quotes on graphql.parse, the argument a resolver's error
      // quotes on the resolver's span and its status.
      assert.deepEqual(JSON.parse(await runProgram(INSTRUMENTATION_ERRORS, project)), [
        ['graphql.parse', null, 'Syntax Error: Expected Name, found String "hunter2".'],
        ['graphql.resolve signIn', 'Wrong password: hunter2', 'Wrong password: hunter2'],
      ]);

      // The page: "graphql must be imported after this line". Loaded before, it stays unpatched.
      const importedFirst = [
        "import { buildSchema, graphql } from 'graphql';",
        "import { trace } from '@opentelemetry/api';",
        "import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';",
        "import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';",
        'const exporter = new InMemorySpanExporter();',
        'const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });',
        'trace.setGlobalTracerProvider(provider);',
        'new GraphQLInstrumentation();',
        "await graphql({ schema: buildSchema('type Query { a: String }'), source: '{ a }' });",
        'await provider.forceFlush();',
        'console.log(exporter.getFinishedSpans().length);',
      ].join('\n');
      assert.equal(await runProgram(importedFirst, project), '0\n');
    } finally {
      await rm(project, {recursive: true, force: true});
    }
  });
});
