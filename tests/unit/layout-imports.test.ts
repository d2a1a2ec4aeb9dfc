import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

const SITE_DIR = join(__dirname, '..', '..');
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsUnder(folder: string): {file: string; specifier: string}[] {
  const dir = join(SITE_DIR, folder);
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(tsx?|mjs|js)$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(IMPORT)].map((match) => ({
        file: join(folder, file),
        specifier: (match[1] ?? match[2] ?? match[3])!,
      })),
    );
}

function resolvesInto(file: string, specifier: string, folder: string): boolean {
  if (specifier.startsWith('@site/')) return specifier.startsWith(`@site/${folder}/`);
  if (!specifier.startsWith('.')) return false;
  return !relative(join(SITE_DIR, folder), join(SITE_DIR, file, '..', specifier)).startsWith('..');
}

// Shapes both sides need live in contracts/ (README "Layout").
// The lean client is a package of its own: the site hands it what it needs as options.
for (const [from, forbidden] of [
  ['src', 'plugins'],
  ['scripts', 'tests'],
  ['contracts', 'plugins'],
  ['contracts', 'src'],
  ['src', 'packages'],
  ['contracts', 'packages'],
  ['packages', 'src'],
  ['packages', 'plugins'],
  ['packages', 'contracts'],
  ['packages', 'tests'],
] as const) {
  test(`${from}/ imports nothing from ${forbidden}/`, () => {
    const found = importsUnder(from).filter(({file, specifier}) => resolvesInto(file, specifier, forbidden));
    assert.deepEqual(found, []);
  });
}

test('the import scan sees relative and @site imports', () => {
  const imports = importsUnder('src').map(({specifier}) => specifier);
  assert.ok(imports.includes('@site/contracts/search'));
  assert.ok(imports.some((specifier) => specifier.startsWith('./')));
});
