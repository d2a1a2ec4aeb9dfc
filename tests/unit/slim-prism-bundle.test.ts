import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {slimPrismBundle} from '../../packages/docusaurus-lean-client/slim-prism/slim-bundle';

const siteRequire = createRequire(join(__dirname, '..', '..', 'package.json'));
const original = readFileSync(siteRequire.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');

interface PrismModule {
  Prism: {languages: Record<string, unknown>; tokenize(code: string, grammar: unknown): unknown[]};
  Highlight: unknown;
  themes: Record<string, unknown>;
}

const workDir = mkdtempSync(join(tmpdir(), 'slim-prism-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

// Imported from a temporary folder, so the bundle's `react` and `clsx` imports point at the
// site's own packages by file URL.
async function importSlimmed(): Promise<PrismModule> {
  const file = join(workDir, `prism-react-renderer-${Math.random().toString(36).slice(2)}.mjs`);
  const slimmed = slimPrismBundle(original).replace(
    /from "(react|clsx)"/g,
    (_, name: string) => `from ${JSON.stringify(pathToFileURL(siteRequire.resolve(name)).href)}`,
  );
  writeFileSync(file, slimmed);
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
  assert.throws(() => slimPrismBundle('export const Highlight = 1;\n'), /layout changed, so update packages\/docusaurus-lean-client\/slim-prism/);
});
