// The site leans on parts of Docusaurus that are not its public API: names from
// `@docusaurus/theme-common/internal`, deep `lib/` paths (the theme's CSS modules, mdx-loader's
// processor, modules the build swaps for its own), and `@theme-original/*`. A Docusaurus release
// may move or drop any of them, and the first sign was a page failing to render
// (`useTabsContextValue is not a function`). This check reads the imports of src/, plugins/ and packages/
// and the installed packages' files, without a build, and names each file and name that no
// longer exists. tests/unit/framework-internals.test.ts runs it in `npm test`;
// `tsx scripts/framework-internals.ts` runs it alone.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Module specifiers that reach past a package's public entry points. */
const INTERNAL_SPECIFIER = /^(?:@docusaurus\/[^/]+\/(?:internal|lib(?:\/.*)?)|@theme-(?:original|init)\/.+)$/;

export interface InternalUse {
  /** The file of the site that uses it, relative to the site. */
  file: string;
  specifier: string;
  /** Named imports; empty for a default or side-effect import, or a path named in a string. */
  names: string[];
}

const SOURCE_EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs)$/;

function sourceFiles(siteDir: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) => {
    const dir = path.join(siteDir, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => SOURCE_EXTENSIONS.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file));
  });
}

/** Every import of an internal module, and every string literal that names one, in a file. */
export function internalUsesIn(file: string, text: string): InternalUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: InternalUse[] = [];
  const imported = new Set<ts.Node>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifierNode = statement.moduleSpecifier;
    if (!specifierNode || !ts.isStringLiteral(specifierNode)) continue;
    imported.add(specifierNode);
    if (!INTERNAL_SPECIFIER.test(specifierNode.text)) continue;
    const names: string[] = [];
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => (element.propertyName ?? element.name).text));
    }
    uses.push({file, specifier: specifierNode.text, names});
  }
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !imported.has(node) &&
      INTERNAL_SPECIFIER.test(node.text)
    ) {
      uses.push({file, specifier: node.text, names: []});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function packageNameOf(specifier: string): string {
  return specifier.split('/').slice(0, 2).join('/');
}

const RESOLVE_SUFFIXES = ['', '.js', '.cjs', '.mjs', '/index.js'];

/** The installed file (or folder) a specifier names, or undefined when it does not exist. */
export function resolveInternal(specifier: string, nodeModules: string): string | undefined {
  if (specifier.startsWith('@theme-')) {
    const component = specifier.slice(specifier.indexOf('/') + 1);
    return resolveInternal(`@docusaurus/theme-classic/lib/theme/${component}`, nodeModules);
  }
  const packageName = packageNameOf(specifier);
  const packageDir = path.join(nodeModules, packageName);
  const subpath = specifier.slice(packageName.length + 1);
  const manifestFile = path.join(packageDir, 'package.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {exports?: Record<string, unknown>};
  const exported = manifest.exports?.[`./${subpath}`];
  const target = typeof exported === 'string' ? exported : subpath;
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = path.join(packageDir, target + suffix);
    if (existsSync(candidate) && (suffix === '' ? true : statSync(candidate).isFile())) {
      if (statSync(candidate).isDirectory() && existsSync(path.join(candidate, 'index.js'))) return path.join(candidate, 'index.js');
      return candidate;
    }
  }
  return undefined;
}

/**
 * The names a JavaScript module exports: ES `export` statements and CommonJS `exports.x =`
 * assignments, following `export * from` and `__exportStar(require(…))` into the files they name.
 */
export function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file) || !existsSync(file)) return names;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const reexport = (relative: string) => {
    const target = RESOLVE_SUFFIXES.map((suffix) => path.resolve(path.dirname(file), relative + suffix)).find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (target) for (const name of exportedNames(target, seen)) names.add(name);
  };
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      } else if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        reexport(statement.moduleSpecifier.text);
      }
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
        names.add(statement.name.text);
      }
    }
    if (ts.isExportAssignment(statement)) names.add('default');
  }
  for (const match of text.matchAll(/\bexports\.([A-Za-z_$][\w$]*)\s*=/g)) names.add(match[1]!);
  for (const match of text.matchAll(/Object\.defineProperty\(exports,\s*["']([^"']+)["']/g)) names.add(match[1]!);
  for (const match of text.matchAll(/__exportStar\(require\(["']([^"']+)["']\)/g)) reexport(match[1]!);
  return names;
}

/** One line per internal path or name the site uses that the installed packages lack. */
export function frameworkInternalProblems(siteDir: string, folders: readonly string[] = ['src', 'plugins', 'packages']): string[] {
  const nodeModules = path.join(siteDir, 'node_modules');
  const problems: string[] = [];
  for (const file of sourceFiles(siteDir, folders)) {
    for (const use of internalUsesIn(file, readFileSync(path.join(siteDir, file), 'utf8'))) {
      const resolved = resolveInternal(use.specifier, nodeModules);
      if (!resolved) {
        problems.push(`${use.file}: ${use.specifier} does not exist in the installed packages`);
        continue;
      }
      if (use.names.length === 0) continue;
      const available = exportedNames(resolved);
      for (const name of use.names) {
        if (!available.has(name)) problems.push(`${use.file}: ${use.specifier} no longer exports ${name}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = frameworkInternalProblems(process.cwd());
  if (problems.length > 0) {
    console.error(`Docusaurus internals the site uses are missing:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every Docusaurus internal the site uses exists in the installed packages.');
  }
}
