import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DOCUMENTED_PACKAGES} from '../../plugins/api-reference';
import {generateApiReference, SYMBOLS_FILE, versionPaths} from '../../plugins/api-reference/generate';
import type {DocumentedPackage} from '../../plugins/api-reference/packages';
import type {ApiSymbol} from '../../plugins/api-reference/symbols';

export const siteDir = path.resolve(__dirname, '../..');

export interface GeneratedReference {
  packages: DocumentedPackage[];
  symbols: ApiSymbol[];
  /** The generated MDX of a page, by site path (`/api/16.x/enum/Kind`); an anchor is ignored. */
  pageAt(url: string): string;
  sidebarOf(pkg: DocumentedPackage): Record<string, unknown[]>;
}

/** Generates the reference the way the build does (reusing the cache when it is valid). */
export async function generatedReference(): Promise<GeneratedReference> {
  const {packages} = await generateApiReference(siteDir, DOCUMENTED_PACKAGES);
  const symbols = JSON.parse(readFileSync(path.join(siteDir, SYMBOLS_FILE), 'utf8')) as ApiSymbol[];
  const pkgOf = (url: string) =>
    [...packages].sort((a, b) => b.basePath.length - a.basePath.length).find((pkg) => url.startsWith(`${pkg.basePath}/`))!;
  return {
    packages,
    symbols,
    pageAt(url) {
      const pkg = pkgOf(url);
      const docId = url.slice(pkg.basePath.length + 1).split('#')[0] || 'index';
      return readFileSync(path.join(versionPaths(siteDir, pkg).docsDir, `${docId}.mdx`), 'utf8');
    },
    sidebarOf(pkg) {
      return JSON.parse(readFileSync(versionPaths(siteDir, pkg).sidebarFile, 'utf8')) as Record<string, unknown[]>;
    },
  };
}
