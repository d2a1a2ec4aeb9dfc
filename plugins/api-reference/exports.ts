import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
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
  /** The entry points other than the root that also export each name (`graphql/execution`, `graphql/subscription`). */
  subpaths: Map<string, string[]>;
}

export function readExportDetails(indexDtsPath: string, packageName = 'graphql'): ExportDetails {
  const source = ts.createSourceFile(indexDtsPath, readFileSync(indexDtsPath, 'utf8'), ts.ScriptTarget.Latest);
  const typeOnly = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      if (statement.isTypeOnly || element.isTypeOnly) typeOnly.add(element.name.text);
    }
  }
  const subpaths = new Map<string, string[]>();
  for (const [entryPoint, names] of readEntryPoints(path.dirname(indexDtsPath), packageName)) {
    for (const name of names) subpaths.set(name, [...(subpaths.get(name) ?? []), entryPoint]);
  }
  return {typeOnly, subpaths};
}

/**
 * The entry points a package offers besides its root, each with the names it exports: the
 * folders its `exports` map names (graphql 17), or, without one, every folder with an
 * index.d.ts (graphql 16, where `graphql/subscription` is one). Read from the syntax only.
 */
export function readEntryPoints(packageDir: string, packageName = 'graphql'): Map<string, string[]> {
  const manifestFile = path.join(packageDir, 'package.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as {exports?: Record<string, unknown>}) : {};
  const folders = manifest.exports
    ? Object.keys(manifest.exports)
        .filter((key) => /^\.\/[\w-]+$/.test(key))
        .map((key) => key.slice(2))
    : readdirSync(packageDir, {withFileTypes: true})
        .filter((entry) => entry.isDirectory() && existsSync(path.join(packageDir, entry.name, 'index.d.ts')))
        .map((entry) => entry.name);
  const entryPoints = new Map<string, string[]>();
  for (const folder of folders.sort()) {
    const indexDts = path.join(packageDir, folder, 'index.d.ts');
    if (existsSync(indexDts)) entryPoints.set(`${packageName}/${folder}`, exportedNames(indexDts));
  }
  return entryPoints;
}

/** The names a declaration file exports: re-exported ones and its own exported declarations. */
function exportedNames(dtsPath: string): string[] {
  const source = ts.createSourceFile(dtsPath, readFileSync(dtsPath, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) throw new Error(`api-reference: "export *" in ${dtsPath} is not supported; name the exports`);
      if (ts.isNamespaceExport(statement.exportClause)) names.push(statement.exportClause.name.text);
      else names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement)) {
        names.push(...statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])));
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) names.push(name.text);
      }
    }
  }
  return [...new Set(names)].sort();
}
