import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ApiEntry} from './model';
import {relativeSourcePath} from './model';
import type {DocumentedPackage} from './packages';

export const REPOSITORY_URL = 'https://github.com/graphql/graphql-js';

export interface SourceLink {
  href: string;
  /** Repository path, e.g. `src/language/parser.ts`. */
  path: string;
}

/**
 * Links an export to its TypeScript source in graphql-js at the release tag. Declaration files
 * carry no line numbers of the source; where the package ships source maps with the original
 * text (graphql 17), the line of the `export` statement is looked up there.
 */
export function createSourceLinker(pkg: DocumentedPackage): (entry: ApiEntry) => SourceLink | undefined {
  const sourceLines = new Map<string, string[] | undefined>();
  const linesOf = (declarationPath: string) => {
    if (!sourceLines.has(declarationPath)) {
      const mapPath = path.join(pkg.packageDir, declarationPath.replace(/\.d\.ts$/, '.js.map'));
      const text = existsSync(mapPath)
        ? (JSON.parse(readFileSync(mapPath, 'utf8')) as {sourcesContent?: string[]}).sourcesContent?.[0]
        : undefined;
      sourceLines.set(declarationPath, text?.split('\n'));
    }
    return sourceLines.get(declarationPath);
  };

  return (entry) => {
    const declarationPath = relativeSourcePath(entry.reflection, pkg);
    if (!declarationPath.endsWith('.d.ts') || declarationPath.startsWith('..')) return undefined;
    const sourcePath = `src/${declarationPath.replace(/\.d\.ts$/, '.ts')}`;
    const declaration = new RegExp(
      `^export\\s+(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?(?:function\\*?|class|interface|type|const|let|var|enum)\\s+${entry.name}\\b`,
    );
    const index = linesOf(declarationPath)?.findIndex((line) => declaration.test(line)) ?? -1;
    const line = index >= 0 ? `#L${index + 1}` : '';
    return {href: `${REPOSITORY_URL}/blob/${pkg.gitTag}/${sourcePath}${line}`, path: sourcePath};
  };
}
