import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {rspack, type Configuration, type RuleSetRule} from '@rspack/core';
import sourceImportPlugin from '../../plugins/source-import';

const SAMPLE = 'export const double = (n: number): number => n * 2;\n';

/** The plugin applied to `config` as Docusaurus applies it: it edits the rules, then its own are added. */
function withSourceImport(config: Configuration): Configuration {
  const added = sourceImportPlugin().configureWebpack!(config as never, false, {} as never, {} as never) as Configuration;
  return {...config, module: {...config.module, rules: [...(config.module?.rules ?? []), ...(added.module?.rules ?? [])]}};
}

test('a ?raw import gives the file as it is, while the same file imported plainly is compiled', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'source-import-'));
  try {
    await writeFile(path.join(dir, 'sample.ts'), SAMPLE);
    await writeFile(
      path.join(dir, 'entry.js'),
      "import text from './sample.ts?raw';\nimport {double} from './sample.ts';\nexport {text, double};\n",
    );
    const config = withSourceImport({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out'), filename: 'bundle.cjs', library: {type: 'commonjs2'}},
      module: {
        rules: [{test: /\.tsx?$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}}}}],
      },
    });
    const stats = await new Promise<{hasErrors(): boolean; toString(): string}>((resolve, reject) =>
      rspack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    assert.equal(stats.hasErrors(), false, stats.toString());
    const bundle = createRequire(import.meta.url)(path.join(dir, 'out', 'bundle.cjs')) as {text: string; double: (n: number) => number};
    // Compiled first, the text would have lost its types.
    assert.equal(bundle.text, SAMPLE);
    assert.equal(bundle.double(21), 42);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test("a rule's own query condition is kept beside the raw exclusion", () => {
  const own = /worker/;
  const config = withSourceImport({module: {rules: [{test: /\.ts$/, resourceQuery: own}, {test: /\.tsx?$/}, {test: /\.css$/}]}});
  const [withOwn, plain, css, raw] = config.module!.rules as RuleSetRule[];
  assert.deepEqual(withOwn!.resourceQuery, {and: [own, {not: [/(^|[?&])raw($|&)/]}]});
  assert.deepEqual(plain!.resourceQuery, {not: [/(^|[?&])raw($|&)/]});
  assert.equal(css!.resourceQuery, undefined);
  assert.equal(raw!.type, 'asset/source');
});
