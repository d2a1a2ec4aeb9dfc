import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFile, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {createPnpmProject} from './support/pnpm-project';
import {SAMPLE_NODE} from './support/runtime';
import {assertSamplePrints, BOTH_VERSIONS, readExpectedOutput, runSample, samplePath} from './support/samples';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const SAMPLE_DIR = samplePath('guides/execution-performance');
const COMPILED_FILES = ['compiled.js', 'measure.js', 'schema.js'].map((file) => path.join(SAMPLE_DIR, file));

// What the page says graphql-jit does differently from execute, printed as JSON by one program
// that runs in the folder given: the samples' folder (graphql 17) or a project with graphql 16.
const JIT_TRADE_OFFS = `
  import diagnosticsChannel from 'node:diagnostics_channel';
  import { execute, parse } from 'graphql';
  import { compileQuery } from 'graphql-jit';
  import { plainTools, schema } from './schema.js';

  const facts = {};
  // The root value's tools as a method, which graphql's default resolver calls.
  const withMethod = { tools: () => plainTools(1) };
  const document = parse('{ tools { id } }');
  facts.methodOnParent = {
    compiled: (await compileQuery(schema, document).query(withMethod, {}, {})).errors?.map((error) => error.message),
    execute: (await execute({ schema, document, rootValue: withMethod })).data,
  };
  // Neither validates: an unknown field is left out without an error.
  facts.unknownField = await compileQuery(schema, parse('{ nope }')).query({}, {}, {});
  // A missing variable: the message of the compiled query and of execute.
  const needsFirst = parse('query ($first: Int!) { tools(first: $first) { id } }');
  facts.missingVariable = {
    compiled: (await compileQuery(schema, needsFirst).query({ tools: [] }, {}, {})).errors[0].message,
    execute: (await execute({ schema, document: needsFirst, rootValue: { tools: [] } })).errors[0].message,
  };
  // graphql 17's tracing channels: events published while each runs the same query.
  let events = 0;
  const count = () => void (events += 1);
  for (const name of ['graphql:execute', 'graphql:resolve']) diagnosticsChannel.tracingChannel(name).subscribe({ start: count });
  await compileQuery(schema, document).query({ tools: plainTools(2) }, {}, {});
  facts.channelEvents = { compiled: events };
  events = 0;
  await execute({ schema, document, rootValue: { tools: plainTools(2) } });
  facts.channelEvents.execute = events;
  console.log(JSON.stringify(facts));
`;

// Code generation from strings refused, as some hardened deployments do.
const WITHOUT_CODE_GENERATION = `
  import { parse } from 'graphql';
  import { compileQuery } from 'graphql-jit';
  import { schema } from './schema.js';
  console.log(JSON.stringify(compileQuery(schema, parse('{ tools { id } }')).errors?.map((error) => error.message)));
`;

const RATIO_LINE = /^(.+): (\d+\.\d) times as long$/;

/**
 * The output of a sample that prints ratios: the page's lines, each with a ratio of its own. Times
 * depend on the machine and its load, so only their presence is checked (the page shows one
 * machine's and claims no figure); the counts of work-counts.js back the page's statements.
 */
function assertPrintsRatios(stdout: string, expected: string, what: string): void {
  const shape = (text: string) =>
    text
      .replace(/\n+$/, '')
      .split('\n')
      .map((line) => line.replace(RATIO_LINE, '$1: (ratio) times as long'));
  assert.deepEqual(shape(stdout), shape(expected), `output of ${what}`);
  const ratios = stdout.split('\n').flatMap((line) => {
    const match = RATIO_LINE.exec(line);
    return match ? [[match[1]!, Number(match[2])] as const] : [];
  });
  assert.ok(ratios.length > 0, `${what} printed no ratio`);
  for (const [label, ratio] of ratios) assert.ok(ratio > 0, `${what}: ${label} printed ${ratio}`);
}

async function runProgram(program: string, cwd: string, nodeArgs: string[] = []): Promise<string> {
  const {stdout, stderr} = await promisify(execFile)(SAMPLE_NODE.executable, [...nodeArgs, '--input-type=module', '-e', program], {cwd});
  assert.equal(stderr, '');
  return stdout;
}

function expectedTradeOffs(version: '17' | '16') {
  return {
    methodOnParent: {compiled: ['Expected Iterable, but did not find one for field Query.tools.'], execute: {tools: [{id: 't0'}]}},
    unknownField: {data: {}},
    missingVariable: {
      compiled: 'Variable "$first" of required type "Int!" was not provided.',
      execute:
        version === '17'
          ? 'Variable "$first" has invalid value: Expected a value of non-null type "Int!" to be provided.'
          : 'Variable "$first" of required type "Int!" was not provided.',
    },
    channelEvents: {compiled: 0, execute: version === '17' ? 4 : 0},
  };
}

const EXPECTED_WITHOUT_CODE_GENERATION = '["Code generation from strings disallowed for this context"]\n';

describe('guides/execution-performance', () => {
  for (const version of BOTH_VERSIONS) {
    // The promise counts differ: work-counts.output.v16.txt shows graphql 16's.
    test(`work-counts.js with graphql ${version}`, () =>
      assertSamplePrints('guides/execution-performance/work-counts.js', 'guides/execution-performance/work-counts.output.txt', {version}));

    test(`bench.js with graphql ${version}`, async () => {
      const result = await runSample('guides/execution-performance/bench.js', {version});
      assert.deepEqual([result.code, result.stderr], [0, '']);
      assertPrintsRatios(result.stdout, await readExpectedOutput('guides/execution-performance/bench.output.txt', version), 'bench.js');
    });
  }

  test('graphql-jit 0.8.9 declares graphql >=15 as its peer', async () => {
    const require = createRequire(import.meta.url);
    const manifest = JSON.parse(await readFile(require.resolve('graphql-jit/package.json'), 'utf8')) as {
      version: string;
      peerDependencies: Record<string, string>;
    };
    assert.deepEqual([manifest.version, manifest.peerDependencies], ['0.8.9', {graphql: '>=15'}]);
  });

  test('compiled.js and the trade-offs of graphql-jit on graphql 17', async () => {
    const result = await runSample('guides/execution-performance/compiled.js', {version: '17'});
    assert.deepEqual([result.code, result.stderr], [0, '']);
    assertPrintsRatios(result.stdout, await readExpectedOutput('guides/execution-performance/compiled.output.txt', '17'), 'compiled.js');
    assert.deepEqual(JSON.parse(await runProgram(JIT_TRADE_OFFS, SAMPLE_DIR)), expectedTradeOffs('17'));
    assert.equal(
      await runProgram(WITHOUT_CODE_GENERATION, SAMPLE_DIR, ['--disallow-code-generation-from-strings']),
      EXPECTED_WITHOUT_CODE_GENERATION,
    );
  });

  // graphql-jit's ESM entry loads its CommonJS build, whose require('graphql') the resolve hook
  // does not map to graphql-16; so graphql 16 runs here from a project that installs it as graphql.
  test('compiled.js and the trade-offs of graphql-jit on graphql 16, installed as graphql', async () => {
    const project = await createPnpmProject({
      sourceNodeModules: NODE_MODULES,
      files: COMPILED_FILES,
      dependencies: ['graphql-jit', 'graphql'],
      replacements: {graphql: `${NODE_MODULES}graphql-16`},
    });
    try {
      const {stdout, stderr} = await promisify(execFile)(SAMPLE_NODE.executable, ['compiled.js'], {cwd: project});
      assert.equal(stderr, '');
      assertPrintsRatios(stdout, await readExpectedOutput('guides/execution-performance/compiled.output.txt', '16'), 'compiled.js');
      assert.deepEqual(JSON.parse(await runProgram(JIT_TRADE_OFFS, project)), expectedTradeOffs('16'));
      assert.equal(
        await runProgram(WITHOUT_CODE_GENERATION, project, ['--disallow-code-generation-from-strings']),
        EXPECTED_WITHOUT_CODE_GENERATION,
      );
    } finally {
      await rm(project, {recursive: true, force: true});
    }
  });
});
