import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {rm} from 'node:fs/promises';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {createPnpmProject} from './support/pnpm-project';
import {SAMPLE_NODE} from './support/runtime';
import {assertSameOutput, assertSamplePrints, readExpectedOutput, samplePath} from './support/samples';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

describe('guides/observability', () => {
  // The graphql:* tracing channels exist in graphql 17 only.
  test('trace.js on graphql 17', () =>
    assertSamplePrints('guides/observability/trace.js', 'guides/observability/trace.output.txt', {version: '17'}));

  test('channel-spans.js turns the channels into OpenTelemetry spans on graphql 17', () =>
    assertSamplePrints('guides/observability/channel-spans.js', 'guides/observability/channel-spans.output.txt', {version: '17'}));

  test('instrumentation.js records no span on graphql 17', () =>
    assertSamplePrints('guides/observability/instrumentation.js', 'guides/observability/instrumentation.output.txt', {version: '17'}));

  // The instrumentation recognises graphql by its folder, node_modules/graphql, not by the
  // `graphql-16` folder the resolve hook maps `graphql` to; so graphql 16 runs here from a project
  // of its own that installs it as `graphql`.
  test('instrumentation.js records spans on graphql 16, installed as graphql', async () => {
    const project = await createPnpmProject({
      sourceNodeModules: NODE_MODULES,
      files: ['guides/observability/instrumentation.js', 'guides/observability/span-tree.js'].map(samplePath),
      dependencies: ['@opentelemetry/api', '@opentelemetry/sdk-trace', '@opentelemetry/instrumentation-graphql', 'graphql'],
      replacements: {graphql: `${NODE_MODULES}graphql-16`},
    });
    try {
      const {stdout, stderr} = await promisify(execFile)(SAMPLE_NODE.executable, ['instrumentation.js'], {cwd: project});
      assert.equal(stderr, '');
      assertSameOutput(stdout, await readExpectedOutput('guides/observability/instrumentation.output.txt', '16'), 'instrumentation.js');

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
      const late = await promisify(execFile)(SAMPLE_NODE.executable, ['--input-type=module', '-e', importedFirst], {cwd: project});
      assert.equal(late.stdout, '0\n');
    } finally {
      await rm(project, {recursive: true, force: true});
    }
  });
});
