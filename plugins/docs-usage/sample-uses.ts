// What each sample under examples/ takes from graphql, as the TypeScript compiler resolves it
// rather than by matching text: an identifier counts when its symbol is a binding imported from
// 'graphql' (named, aliased with `as`, or a member of `import * as graphql`), so a local variable
// that happens to be called `parse` is not a use of parse. Member calls (`schema.getType(...)`)
// count when the checker resolves the method to a class or interface declared by the package.
import path from 'node:path';
import ts from 'typescript';

/** An occurrence of an export's name in a sample: in its import, or a use of the imported binding. */
export interface NameUse {
  /** The export's name in graphql (`parse` for `import {parse as p}`, even where the sample writes `p`). */
  name: string;
  /** Zero-based line and column of the identifier, and its length as written. */
  line: number;
  column: number;
  length: number;
  inImport: boolean;
}

/** A call of a method that graphql declares on one of its classes or interfaces. */
export interface MemberCall {
  owner: string;
  member: string;
  line: number;
}

export interface SampleUses {
  names: NameUse[];
  members: MemberCall[];
  /** The sample's lines, as the page shows them. */
  lines: string[];
}

const GRAPHQL_SPECIFIER = /^graphql(\/|$)/;
// Where the checker finds graphql's declarations: the installed package of either major.
const GRAPHQL_DECLARATIONS = /[\\/]node_modules[\\/]graphql(-16)?[\\/]/;

function isGraphqlImport(node: ts.Node): boolean {
  const declaration = ts.findAncestor(node, ts.isImportDeclaration);
  return (
    declaration !== undefined && ts.isStringLiteral(declaration.moduleSpecifier) && GRAPHQL_SPECIFIER.test(declaration.moduleSpecifier.text)
  );
}

/** The binding an identifier refers to, through a shorthand property (`{parse}`) too. */
function bindingOf(checker: ts.TypeChecker, identifier: ts.Identifier): ts.Symbol | undefined {
  if (ts.isShorthandPropertyAssignment(identifier.parent) && identifier.parent.name === identifier) {
    return checker.getShorthandAssignmentValueSymbol(identifier.parent);
  }
  return checker.getSymbolAtLocation(identifier);
}

/** The graphql export an identifier names, if it is one (see the file's header). */
function exportNamed(checker: ts.TypeChecker, identifier: ts.Identifier): {name: string; inImport: boolean} | undefined {
  const parent = identifier.parent;
  if (ts.isImportSpecifier(parent)) {
    return isGraphqlImport(parent) ? {name: (parent.propertyName ?? parent.name).text, inImport: true} : undefined;
  }
  // `graphql.parse`, where `graphql` is `import * as graphql from 'graphql'`.
  if (ts.isPropertyAccessExpression(parent) && parent.name === identifier && ts.isIdentifier(parent.expression)) {
    const namespace = checker.getSymbolAtLocation(parent.expression)?.declarations?.[0];
    return namespace && ts.isNamespaceImport(namespace) && isGraphqlImport(namespace)
      ? {name: identifier.text, inImport: false}
      : undefined;
  }
  const declaration = bindingOf(checker, identifier)?.declarations?.[0];
  if (declaration && ts.isImportSpecifier(declaration) && isGraphqlImport(declaration)) {
    return {name: (declaration.propertyName ?? declaration.name).text, inImport: false};
  }
  return undefined;
}

/** `owner.member(...)` where graphql declares `member` on its class or interface `owner`. */
function memberCalled(checker: ts.TypeChecker, call: ts.CallExpression): {owner: string; member: string; name: ts.Node} | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const declaration = checker.getSymbolAtLocation(callee.name)?.declarations?.[0];
  if (!declaration || !GRAPHQL_DECLARATIONS.test(declaration.getSourceFile().fileName)) return undefined;
  const owner = declaration.parent;
  if (!(ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner)) || !owner.name) return undefined;
  return {owner: owner.name.text, member: callee.name.text, name: callee.name};
}

function usesIn(checker: ts.TypeChecker, source: ts.SourceFile): SampleUses {
  const names: NameUse[] = [];
  const members: MemberCall[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const named = exportNamed(checker, node);
      if (named) {
        const {line, character} = source.getLineAndCharacterOfPosition(node.getStart(source));
        names.push({...named, line, column: character, length: node.text.length});
      }
    } else if (ts.isCallExpression(node)) {
      const called = memberCalled(checker, node);
      // The line of the method's name: in a chain (`buildSchema(…).getType(…)`) the call starts earlier.
      if (called)
        members.push({
          owner: called.owner,
          member: called.member,
          line: source.getLineAndCharacterOfPosition(called.name.getStart(source)).line,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {names, members, lines: source.text.split(/\r\n|\r|\n/)};
}

/**
 * What each of `files` (absolute paths of .js and .ts samples) uses of graphql. One program holds
 * them all, resolving 'graphql' as Node.js does from each file: the installed graphql 17.
 */
export function sampleUses(files: readonly string[]): Map<string, SampleUses> {
  const options: ts.CompilerOptions = {
    allowJs: true,
    checkJs: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: [],
  };
  // Only graphql and the samples' own modules are resolved: the types of Express and the other
  // packages the servers import would triple the time and change nothing found here.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptions, containingSource) =>
    literals.map((literal) =>
      GRAPHQL_SPECIFIER.test(literal.text) || literal.text.startsWith('.')
        ? ts.resolveModuleName(
            literal.text,
            containingFile,
            compilerOptions,
            host,
            undefined,
            redirectedReference,
            ts.getModeForUsageLocation(containingSource, literal, compilerOptions),
          )
        : {resolvedModule: undefined},
    );
  const program = ts.createProgram({rootNames: files, options, host});
  const checker = program.getTypeChecker();
  const uses = new Map<string, SampleUses>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`[docs-usage] TypeScript could not read ${path.relative(process.cwd(), file)}`);
    uses.set(file, usesIn(checker, source));
  }
  return uses;
}
