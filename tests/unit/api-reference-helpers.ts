import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {DOCUMENTED_PACKAGES} from '../../plugins/api-reference';
import {generateApiReference, isGenerated, SYMBOLS_FILE, versionPaths} from '../../plugins/api-reference/generate';
import {readDocumentedPackages, type DocumentedPackage} from '../../plugins/api-reference/packages';
import type {ApiSymbol} from '../../contracts/api';

export const siteDir = path.resolve(__dirname, '../..');

/**
 * A temporary output folder of this test process's own, removed when the process exits (a
 * node:test `after` would bind to whichever hook or test happens to be running).
 */
export function temporaryOutputDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-reference-'));
  process.on('exit', () => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

export interface GeneratedReference {
  packages: DocumentedPackage[];
  symbols: ApiSymbol[];
  /** The generated MDX of a page, by site path (`/api/16.x/enum/Kind`); an anchor is ignored. */
  pageAt(url: string): string;
  sidebarOf(pkg: DocumentedPackage): Record<string, unknown[]>;
}

let generated: Promise<GeneratedReference> | undefined;

/**
 * The reference as the build generates it: the site's own pages when its cache is up to date
 * (read only), otherwise generated into a temporary folder of this test file's own (test files
 * run in parallel), once per file.
 */
export function generatedReference(): Promise<GeneratedReference> {
  generated ??= isGenerated(siteDir, DOCUMENTED_PACKAGES, siteDir)
    ? Promise.resolve(readFrom(siteDir, readDocumentedPackages(siteDir, DOCUMENTED_PACKAGES)))
    : generateInto(temporaryOutputDir());
  return generated;
}

async function generateInto(outputDir: string): Promise<GeneratedReference> {
  const {packages} = await generateApiReference(siteDir, DOCUMENTED_PACKAGES, outputDir);
  return readFrom(outputDir, packages);
}

function readFrom(outputDir: string, packages: DocumentedPackage[]): GeneratedReference {
  const symbols = JSON.parse(readFileSync(path.join(outputDir, SYMBOLS_FILE), 'utf8')) as ApiSymbol[];
  const pkgOf = (url: string) =>
    [...packages].sort((a, b) => b.basePath.length - a.basePath.length).find((pkg) => url.startsWith(`${pkg.basePath}/`))!;
  return {
    packages,
    symbols,
    pageAt(url) {
      const pkg = pkgOf(url);
      const docId = url.slice(pkg.basePath.length + 1).split('#')[0] || 'index';
      return readFileSync(path.join(versionPaths(outputDir, pkg).docsDir, `${docId}.mdx`), 'utf8');
    },
    sidebarOf(pkg) {
      return JSON.parse(readFileSync(versionPaths(outputDir, pkg).sidebarFile, 'utf8')) as Record<string, unknown[]>;
    },
  };
}

/** A package's index.d.ts as the TypeScript compiler reads it, with no TypeDoc in between: its exports, aliases resolved. */
export function declarationExports(indexDts: string): {checker: ts.TypeChecker; exports: {name: string; symbol: ts.Symbol}[]} {
  const program = ts.createProgram([indexDts], {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(indexDts)!)!).map((exported) => ({
    name: exported.name,
    symbol: exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
  }));
  return {checker, exports};
}
