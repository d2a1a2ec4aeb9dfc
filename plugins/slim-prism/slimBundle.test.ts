import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {slimPrismBundle} from './slimBundle';

const siteRequire = createRequire(join(__dirname, '..', '..', 'package.json'));
const original = readFileSync(siteRequire.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');

interface PrismModule {
  Prism: {languages: Record<string, unknown>; tokenize(code: string, grammar: unknown): unknown[]};
  Highlight: unknown;
  themes: Record<string, unknown>;
}

// The slimmed file is imported from inside the site, so its `react` and `clsx` imports resolve.
async function importSlimmed(): Promise<PrismModule> {
  const dir = join(__dirname, '..', '..', 'node_modules', '.cache', 'slim-prism-test');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, `prism-react-renderer-${process.pid}.mjs`);
  writeFileSync(file, slimPrismBundle(original));
  return (await import(pathToFileURL(file).href)) as PrismModule;
}

test('the installed bundle shrinks to less than half', () => {
  assert.ok(slimPrismBundle(original).length < original.length / 2);
});

test('the slimmed bundle keeps Prism and Highlight but no grammar or extra theme', async () => {
  const slimmed = await importSlimmed();
  assert.equal(typeof slimmed.Highlight, 'function');
  assert.deepEqual(Object.keys(slimmed.themes), []);
  for (const unused of ['swift', 'kotlin', 'python', 'go', 'sql', 'javascript']) {
    assert.equal(slimmed.Prism.languages[unused], undefined, unused);
  }
});

test('grammars registered the way Docusaurus does (prismjs components) highlight TypeScript', async () => {
  const {Prism} = await importSlimmed();
  const global = globalThis as {Prism?: unknown};
  global.Prism = Prism;
  for (const language of ['clike', 'javascript', 'typescript']) siteRequire(`prismjs/components/prism-${language}`);
  delete global.Prism;
  const tokens = Prism.tokenize('const count: number = 1;', Prism.languages.typescript);
  const keywords = tokens.filter((token) => typeof token === 'object' && (token as {type: string}).type === 'keyword');
  assert.deepEqual(keywords.map((token) => (token as {content: string}).content), ['const']);
});

test('a bundle without the expected sections is refused with a clear message', () => {
  assert.throws(() => slimPrismBundle('export const Highlight = 1;\n'), /layout changed, so update plugins\/slim-prism/);
});
