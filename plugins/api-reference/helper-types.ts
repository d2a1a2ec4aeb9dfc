import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {ReferenceType} from 'typedoc';
import type {DocumentedPackage} from './packages';

// Types that signatures name but the package does not export (`Maybe`, `ObjMap`,
// `PromiseOrValue`, …) get an entry on the page that uses them, with the declaration as the
// package's .d.ts writes it, so no name in a signature is a dead end. Types from outside the
// package must be globals that every TypeScript reader knows (GLOBAL_TYPES); generation fails
// on any other.

/** TypeScript's own global types that the declarations use; anything else from outside the package is reported. */
export const GLOBAL_TYPES = new Set([
  'AbortSignal',
  'Array',
  'AsyncGenerator',
  'AsyncIterable',
  'AsyncIterableIterator',
  'AsyncIterator',
  'Error',
  'ErrorOptions',
  'Generator',
  'Iterable',
  'IterableIterator',
  'Iterator',
  'Map',
  'Omit',
  'Parameters',
  'Partial',
  'Pick',
  'Promise',
  'PromiseLike',
  'Readonly',
  'ReadonlyArray',
  'ReadonlyMap',
  'Record',
  'Required',
  'ReturnType',
  'Set',
  'Symbol',
  'WeakMap',
]);

export interface HelperType {
  name: string;
  /** Where the package declares it, relative to the package folder, e.g. `jsutils/Maybe.d.ts`. */
  file: string;
  /** The declaration as written, without `export`/`declare` and doc comment. */
  declaration: string;
  /** The doc comment's text, tags removed; empty when there is none. */
  description: string;
}

export function helperAnchor(name: string): string {
  return `helper-${name}`;
}

/** Reads the declarations of the package's unexported types on demand, once each. */
export class HelperTypes {
  private readonly found = new Map<string, HelperType | null>();
  /** Types a signature names that resolve nowhere: outside the package and not in GLOBAL_TYPES, or not found in it. */
  readonly unresolved = new Set<string>();

  constructor(private readonly pkg: DocumentedPackage) {}

  /** The package's own unexported type a reference names, or undefined (and a report if it is not a known global). */
  of(type: ReferenceType): HelperType | undefined {
    const id = type.symbolId;
    const inPackage = id && !path.isAbsolute(id.packagePath) && !id.packagePath.startsWith('..') && id.packageName === this.pkg.packageName;
    if (!inPackage) {
      if (!GLOBAL_TYPES.has(type.name)) this.unresolved.add(`${type.name} (from ${id?.packageName ?? 'nowhere'})`);
      return undefined;
    }
    const key = `${id.packagePath}#${id.qualifiedName}`;
    if (!this.found.has(key))
      this.found.set(key, readDeclaration(path.join(this.pkg.packageDir, id.packagePath), id.packagePath, id.qualifiedName));
    const helper = this.found.get(key);
    if (!helper) this.unresolved.add(`${type.name} (not found in ${id.packagePath})`);
    return helper ?? undefined;
  }
}

function readDeclaration(file: string, relativeFile: string, name: string): HelperType | null {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const named =
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement);
    if (!named || statement.name?.text !== name) continue;
    const declaration = statement.getText(source).replace(/^(export\s+)?(declare\s+)?/, '');
    const description = ts
      .getJSDocCommentsAndTags(statement)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join('\n\n')
      .trim();
    return {name, file: relativeFile, declaration, description};
  }
  return null;
}
