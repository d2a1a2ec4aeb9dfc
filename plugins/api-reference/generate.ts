import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {readExportModules} from './exports';
import {readDocumentedPackages, type DocumentedPackage} from './packages';
import type {ApiSymbol} from '../../contracts/api';
import type {UnresolvedLink} from './comment-markdown';
import {docsUsage, usageSourcesHash, type DocsUsage} from '../docs-usage/usage';

/** Where the docs plugin instance `api` reads each version (Docusaurus fixes the versioned paths). */
export const GENERATED_DIR = '.generated/api';
export const CURRENT_DOCS_DIR = `${GENERATED_DIR}/docs`;
export const CURRENT_SIDEBAR_FILE = `${GENERATED_DIR}/sidebars.json`;
export const SYMBOLS_FILE = `${GENERATED_DIR}/symbols.json`;
const VERSIONS_FILE = 'api_versions.json';
const VERSIONED_DOCS_DIR = 'api_versioned_docs';
const VERSIONED_SIDEBARS_DIR = 'api_versioned_sidebars';

// Kept inside each version's docs folder, so deleting the folder also drops its cache entry.
// The docs plugin only reads .md/.mdx files.
const STAMP_FILE = '.api-reference-stamp.json';
const VERSION_SYMBOLS_FILE = '.api-reference-symbols.json';
const GENERATOR_DIR = path.dirname(__filename);

interface VersionPaths {
  docsDir: string;
  sidebarFile: string;
}

export function versionPaths(outputDir: string, pkg: DocumentedPackage): VersionPaths {
  return pkg.isCurrent
    ? {docsDir: path.join(outputDir, CURRENT_DOCS_DIR), sidebarFile: path.join(outputDir, CURRENT_SIDEBAR_FILE)}
    : {
        docsDir: path.join(outputDir, VERSIONED_DOCS_DIR, `version-${pkg.label}`),
        sidebarFile: path.join(outputDir, VERSIONED_SIDEBARS_DIR, `version-${pkg.label}-sidebars.json`),
      };
}

/**
 * What the pages depend on: every documented package version, TypeDoc's, this generator's own
 * code, and the docs pages and samples their "Used in the docs" lists come from. While it is
 * unchanged, a build or a dev-server restart reuses the pages on disk.
 */
function cacheKey(siteDir: string, packages: readonly DocumentedPackage[]): string {
  const generatorHash = createHash('sha256');
  for (const file of readdirSync(GENERATOR_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()) {
    generatorHash.update(file).update(readFileSync(path.join(GENERATOR_DIR, file)));
  }
  // The history lines: their code and the committed data file (npm run api-history).
  for (const file of readdirSync(path.join(GENERATOR_DIR, 'history')).sort()) {
    generatorHash.update(file).update(readFileSync(path.join(GENERATOR_DIR, 'history', file)));
  }
  const typedocVersion = (JSON.parse(readFileSync(path.join(siteDir, 'node_modules/typedoc/package.json'), 'utf8')) as {version: string})
    .version;
  return JSON.stringify({
    packages: packages.map((pkg) => `${pkg.packageName}@${pkg.version}`),
    typedoc: typedocVersion,
    generator: generatorHash.digest('hex'),
    usage: usageSourcesHash(siteDir),
  });
}

function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/**
 * Whether `outputDir` holds the pages of every version as the generator would write them now
 * (their cache stamps match): tests read them instead of generating their own.
 */
export function isGenerated(siteDir: string, packageNames: readonly string[], outputDir: string): boolean {
  const packages = readDocumentedPackages(siteDir, packageNames);
  const key = cacheKey(siteDir, packages);
  return packages.every((pkg) => isCachedVersion(outputDir, pkg, key)) && existsSync(path.join(outputDir, SYMBOLS_FILE));
}

function isCachedVersion(outputDir: string, pkg: DocumentedPackage, key: string): boolean {
  const {docsDir, sidebarFile} = versionPaths(outputDir, pkg);
  const stampFile = path.join(docsDir, STAMP_FILE);
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === key && existsSync(sidebarFile);
}

export interface GenerationResult {
  packages: DocumentedPackage[];
  /** Versions whose pages were (re)generated; the others came from the cache. */
  generated: string[];
  unresolvedLinks: UnresolvedLink[];
}

/**
 * Generates the MDX pages, sidebars and symbol list of every documented version, reusing what
 * is on disk when nothing it depends on changed. Runs before Docusaurus loads its plugins.
 * The packages, docs and samples are read from `siteDir`; the output goes to `outputDir` (tests
 * pass a temporary folder of their own). `usage` is the docs' use of the packages when the caller
 * has it already (plugins/docs-usage); otherwise it is computed when pages are generated.
 */
export async function generateApiReference(
  siteDir: string,
  packageNames: readonly string[],
  outputDir: string = siteDir,
  usage?: DocsUsage,
): Promise<GenerationResult> {
  const packages = readDocumentedPackages(siteDir, packageNames);
  const generated: string[] = [];
  const unresolvedLinks: UnresolvedLink[] = [];
  const symbols: ApiSymbol[] = [];

  // Pages compare the versions with each other, so the key of each covers all of them, and
  // a change to any regenerates every version.
  const key = cacheKey(siteDir, packages);
  if (!packages.every((pkg) => isCachedVersion(outputDir, pkg, key))) {
    // The rendering modules load TypeDoc; a cache hit never loads them. (require: a dynamic
    // import from this CommonJS module fails under tsx and the config loader.)
    const {renderVersions} = require('./render-version') as typeof import('./render-version');
    const outputs = await renderVersions(
      packages.map((pkg) => ({pkg, exportModules: readExportModules(path.join(pkg.packageDir, 'index.d.ts'))})),
      (usage ?? docsUsage(siteDir)).majors,
    );
    packages.forEach((pkg, index) => {
      const output = outputs[index];
      const {docsDir, sidebarFile} = versionPaths(outputDir, pkg);
      rmSync(docsDir, {recursive: true, force: true});
      for (const page of output.pages) writeIfChanged(path.join(docsDir, page.path), page.content);
      writeIfChanged(sidebarFile, `${JSON.stringify(output.sidebar, null, 2)}\n`);
      writeFileSync(path.join(docsDir, VERSION_SYMBOLS_FILE), JSON.stringify(output.symbols));
      writeFileSync(path.join(docsDir, STAMP_FILE), key);
      generated.push(pkg.label);
      unresolvedLinks.push(...output.unresolvedLinks);
    });
  }
  for (const pkg of packages) {
    symbols.push(
      ...(JSON.parse(readFileSync(path.join(versionPaths(outputDir, pkg).docsDir, VERSION_SYMBOLS_FILE), 'utf8')) as ApiSymbol[]),
    );
  }

  const olderLabels = packages.filter((pkg) => !pkg.isCurrent).map((pkg) => pkg.label);
  writeIfChanged(path.join(outputDir, VERSIONS_FILE), `${JSON.stringify(olderLabels)}\n`);
  removeStaleVersions(outputDir, olderLabels);
  writeIfChanged(path.join(outputDir, SYMBOLS_FILE), `${JSON.stringify(symbols, null, 1)}\n`);
  return {packages, generated, unresolvedLinks};
}

/** A version dropped from the list would otherwise linger in the versioned folders. */
function removeStaleVersions(outputDir: string, labels: readonly string[]): void {
  for (const [dir, toLabel] of [
    [VERSIONED_DOCS_DIR, (name: string) => name.replace(/^version-/, '')],
    [VERSIONED_SIDEBARS_DIR, (name: string) => name.replace(/^version-/, '').replace(/-sidebars\.json$/, '')],
  ] as const) {
    const root = path.join(outputDir, dir);
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root)) {
      if (!labels.includes(toLabel(name))) rmSync(path.join(root, name), {recursive: true, force: true});
    }
  }
}
