import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {GRAPHQL_VERSION_TABS, RUNNABLE_SAMPLES, isRunnableSample, sampleOutputPath} from '../../contracts/samples';

const SITE_DIR = join(__dirname, '..', '..');
const EXAMPLES_DIR = join(SITE_DIR, 'examples');
const DOCS_DIR = join(SITE_DIR, 'docs');

/** The folders of the pages whose samples the Run button covers (issue 15). */
const RUN_FOLDERS = [
  'index',
  'basic-types',
  'passing-arguments',
  'object-types',
  'mutations-and-input-types',
  'constructing-types',
  'guides',
];
/** Globals of Node.js that a worker lacks: a sample naming one cannot run in the page. */
const NODE_ONLY_GLOBALS = /\b(?:Buffer|process|require|__dirname|__filename|setImmediate)\b/;

const pages = readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => readFileSync(join(DOCS_DIR, file), 'utf8'));

const IMPORT = /^\s*import\b[^'"]*['"]([^'"]+)['"]/gm;
const importsOnlyGraphQL = (code: string) => [...code.matchAll(IMPORT)].every((match) => match[1] === 'graphql');

test('every runnable sample imports only graphql, uses no Node.js-only global and has an expected output', () => {
  for (const sample of Object.keys(RUNNABLE_SAMPLES)) {
    assert.ok(isRunnableSample(sample));
    const code = readFileSync(join(EXAMPLES_DIR, sample), 'utf8');
    assert.ok(importsOnlyGraphQL(code), sample);
    assert.doesNotMatch(code, NODE_ONLY_GLOBALS, sample);
    assert.ok(existsSync(join(EXAMPLES_DIR, sampleOutputPath(sample))), sample);
  }
});

// A client of a sample server reads its address from process.env, and so is left to Node.js.
test('every sample of the covered pages that prints, imports only graphql and needs nothing of Node.js is runnable', () => {
  const candidates = RUN_FOLDERS.flatMap((folder) =>
    readdirSync(join(EXAMPLES_DIR, folder), {recursive: true, encoding: 'utf8'}).map((file) => `${folder}/${file}`),
  ).filter(
    (file) =>
      file.endsWith('.js') &&
      existsSync(join(EXAMPLES_DIR, file.replace(/\.js$/, '.output.txt'))) &&
      importsOnlyGraphQL(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) &&
      !NODE_ONLY_GLOBALS.test(readFileSync(join(EXAMPLES_DIR, file), 'utf8')),
  );
  assert.deepEqual(
    candidates.filter((file) => !isRunnableSample(file)),
    [],
  );
});

test('each runnable sample has its Run button on the page that imports it, and only those', () => {
  const marked = pages.flatMap((page) =>
    [...page.matchAll(/<CodeBlock [^>]*runnable="([^"]+)"[^>]*>\{(\w+)\}<\/CodeBlock>/g)].map(([, sample, variable]) => {
      // The block shows the very file it names.
      assert.ok(page.includes(`import ${variable} from '@site/examples/${sample}?raw';`), `${sample} shows {${variable}}`);
      return sample!;
    }),
  );
  assert.equal(pages.join('\n').split('runnable="').length - 1, marked.length, 'a runnable attribute the check did not read');
  assert.deepEqual([...marked].sort(), Object.keys(RUNNABLE_SAMPLES).sort());
});

test('on pages with Run, the output tabs by graphql version use the group id the runner switches', () => {
  const versionTabs = pages
    .filter((page) => page.includes('runnable="'))
    .flatMap((page) => [...page.matchAll(/<Tabs([^>]*)>\s*<TabItem value="17"/g)].map((match) => match[1]!));
  assert.ok(versionTabs.length > 0);
  for (const attributes of versionTabs) assert.match(attributes, new RegExp(`groupId="${GRAPHQL_VERSION_TABS}"`));
});
