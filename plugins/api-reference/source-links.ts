import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {DeclarationReflection} from 'typedoc';
import type {ApiEntry} from './model';
import {memberName, relativeSourcePath} from './model';
import type {DocumentedPackage} from './packages';

export const REPOSITORY_URL = 'https://github.com/graphql/graphql-js';

export interface SourceLink {
  href: string;
  /** Repository path, e.g. `src/language/parser.ts`. */
  path: string;
  /** 1-based line of the declaration, when the package's source maps tell it. */
  line?: number;
}

export interface SourceLinker {
  /** Where an export is declared. */
  entry(entry: ApiEntry): SourceLink | undefined;
  /** Where a member is declared, inside the declaration of `owner` (the class or interface that declares it). */
  member(member: DeclarationReflection, owner: DeclarationReflection | string): SourceLink | undefined;
}

const DECLARATION_KEYWORDS = '(?:function\\*?|class|interface|type|const|let|var|enum)';
const MEMBER_MODIFIERS = '(?:(?:public|private|protected|static|readonly|abstract|declare|override|async|get|set)\\s+)*';

/**
 * Links exports and their members to their TypeScript source in graphql-js at the release tag.
 * Declaration files carry no line numbers of the source; where the package ships source maps
 * with the original text (graphql 17), the line is looked up there: the `export` statement of
 * an export, the first line of a member inside its owner's body. Without source maps (graphql
 * 16) the link names the file only, since a line of the compiled file would be a guess.
 */
export function createSourceLinker(pkg: DocumentedPackage): SourceLinker {
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
  const declarationIndex = (lines: string[] | undefined, name: string) => {
    const declaration = new RegExp(
      `^export\\s+(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?${DECLARATION_KEYWORDS}\\s+${escapeRegExp(name)}\\b`,
    );
    return lines?.findIndex((line) => declaration.test(line)) ?? -1;
  };
  const link = (declarationPath: string, index: number): SourceLink => {
    const sourcePath = `src/${declarationPath.replace(/\.d\.ts$/, '.ts')}`;
    const line = index >= 0 ? index + 1 : undefined;
    return {href: `${REPOSITORY_URL}/blob/${pkg.gitTag}/${sourcePath}${line ? `#L${line}` : ''}`, path: sourcePath, line};
  };
  // The name a declaration has in its own file, which an export may rename (`Path` is exported
  // as `ResponsePath`): read off the declaration's line of the .d.ts file.
  const declarationFiles = new Map<string, string[]>();
  const declaredName = (reflection: DeclarationReflection) => {
    const source = reflection.sources?.[0];
    if (!source) return reflection.name;
    if (!declarationFiles.has(source.fullFileName))
      declarationFiles.set(source.fullFileName, readFileSync(source.fullFileName, 'utf8').split('\n'));
    const line = declarationFiles.get(source.fullFileName)![source.line - 1] ?? '';
    return new RegExp(`\\b${DECLARATION_KEYWORDS}\\s+([\\w$]+)`).exec(line)?.[1] ?? reflection.name;
  };
  const declarationPathOf = (reflection: DeclarationReflection) => {
    const declarationPath = relativeSourcePath(reflection, pkg);
    return declarationPath.endsWith('.d.ts') && !declarationPath.startsWith('..') ? declarationPath : undefined;
  };

  // Asked once for the page and again by each member, to tell whether they share a file.
  const entryLinks = new Map<ApiEntry, SourceLink | undefined>();
  return {
    entry(entry) {
      if (!entryLinks.has(entry)) {
        const declarationPath = declarationPathOf(entry.reflection);
        entryLinks.set(
          entry,
          declarationPath === undefined
            ? undefined
            : link(declarationPath, declarationIndex(linesOf(declarationPath), declaredName(entry.reflection))),
        );
      }
      return entryLinks.get(entry);
    },
    member(member, owner) {
      const declarationPath = declarationPathOf(member);
      if (!declarationPath) return undefined;
      const lines = linesOf(declarationPath);
      const start = declarationIndex(lines, typeof owner === 'string' ? owner : declaredName(owner));
      if (!lines || start < 0) return link(declarationPath, -1);
      const name = escapeRegExp(memberName(member));
      const memberLine = new RegExp(`^\\s+${MEMBER_MODIFIERS}(?:${name}|'${name}'|"${name}")\\s*[?!]?\\s*[(:<;=]`);
      for (let index = start + 1; index < lines.length && !lines[index].startsWith('}'); index++) {
        if (memberLine.test(lines[index])) return link(declarationPath, index);
      }
      return link(declarationPath, -1);
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
