import {readFileSync} from 'node:fs';
import ts from 'typescript';
import {moduleOfSpecifier, type ApiModuleId} from './modules';

/**
 * The names index.d.ts exports, each with the module it is re-exported from. Only the syntax
 * of the entry file is read (no type checking), which takes a few milliseconds.
 */
export function readExportModules(indexDtsPath: string): Map<string, ApiModuleId> {
  const source = ts.createSourceFile(indexDtsPath, readFileSync(indexDtsPath, 'utf8'), ts.ScriptTarget.Latest);
  const modules = new Map<string, ApiModuleId>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '.';
    const module = specifier === '.' ? 'graphql' : moduleOfSpecifier(specifier);
    const clause = statement.exportClause;
    if (!clause) throw new Error(`api-reference: "export * from '${specifier}'" is not supported; name the exports`);
    if (ts.isNamespaceExport(clause)) modules.set(clause.name.text, module);
    else for (const element of clause.elements) modules.set(element.name.text, module);
  }
  return modules;
}

export interface ExportDetails {
  /** Names exported with `export type { ... }` or `export { type X }`: types only. */
  typeOnly: Set<string>;
  /** The subpath module each name is re-exported from (`graphql/language`); none for root files. */
  subpaths: Map<string, string>;
}

export function readExportDetails(indexDtsPath: string, packageName = 'graphql'): ExportDetails {
  const source = ts.createSourceFile(indexDtsPath, readFileSync(indexDtsPath, 'utf8'), ts.ScriptTarget.Latest);
  const typeOnly = new Set<string>();
  const subpaths = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    const folder = /^\.\/([^/]+)\//.exec(specifier)?.[1];
    for (const element of statement.exportClause.elements) {
      if (statement.isTypeOnly || element.isTypeOnly) typeOnly.add(element.name.text);
      if (folder) subpaths.set(element.name.text, `${packageName}/${folder}`);
    }
  }
  return {typeOnly, subpaths};
}
