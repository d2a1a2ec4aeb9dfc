import {transform} from 'esbuild';
import {existsSync, readFileSync} from 'node:fs';
import {readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {PAGEFIND_DIR} from '../../contracts/search';

type PagefindModule = typeof import('pagefind');

// Pagefind is an ES module whose package "exports" has only an "import" condition, and
// Docusaurus loads plugins through jiti 1, which resolves bare imports with CommonJS rules and
// so cannot find it. Importing its entry file by URL works under jiti and plain Node alike.
async function importPagefind(): Promise<PagefindModule> {
  const packageDir = (require.resolve.paths('pagefind') ?? [])
    .map((nodeModules) => path.join(nodeModules, 'pagefind'))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!packageDir) {
    throw new Error('[search-index] the "pagefind" package is not installed');
  }
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: {'.': {import: string}};
  };
  return (await import(pathToFileURL(path.join(packageDir, manifest.exports['.'].import)).href)) as PagefindModule;
}

function failOn(step: string, errors: readonly string[]): void {
  if (errors.length > 0) {
    throw new Error(`[search-index] Pagefind ${step} failed: ${errors.join('; ')}`);
  }
}

/** Pages in a written index: Pagefind's own count of indexed pages, unlike addDirectory's file count. */
async function indexedPageCount(bundleDir: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {page_count: number}>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

// Pagefind also writes its ready-made interfaces and a Web Worker; the dialog is its own
// interface and runs Pagefind without a worker, so they would only be deployed, never fetched.
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\.(js|css)$/;

/**
 * Pagefind's script comes with its whitespace removed but its names long: minified, what the
 * first opening of search downloads is about 1.8 KB (brotli) smaller.
 */
async function slimBundle(bundleDir: string): Promise<void> {
  await Promise.all(
    (await readdir(bundleDir)).filter((file) => UNUSED_BUNDLE_FILES.test(file)).map((file) => rm(path.join(bundleDir, file))),
  );
  const script = path.join(bundleDir, 'pagefind.js');
  const {code} = await transform(await readFile(script, 'utf8'), {minify: true, format: 'esm', sourcefile: 'pagefind.js'});
  await writeFile(script, code);
}

/** Indexes the marked pages of the build folder into `<outDir>/pagefind`; returns the page count. */
export async function buildPagefindIndex(outDir: string): Promise<number> {
  const pagefind = await importPagefind();
  try {
    const {index, errors} = await pagefind.createIndex({
      // The heading anchor links hold only a zero-width space; keep them out of section titles.
      excludeSelectors: ['.hash-link'],
    });
    failOn('startup', errors);
    if (!index) {
      throw new Error('[search-index] Pagefind returned no index');
    }
    const added = await index.addDirectory({path: outDir});
    failOn('indexing', added.errors);
    const bundleDir = path.join(outDir, PAGEFIND_DIR);
    const written = await index.writeFiles({outputPath: bundleDir});
    failOn('writing', written.errors);
    await slimBundle(bundleDir);
    return await indexedPageCount(bundleDir);
  } finally {
    await pagefind.close();
  }
}
