import path from 'node:path';
import ts from 'typescript';

/**
 * The public surface of one release of graphql, read from its `index.d.ts` with the TypeScript
 * compiler: every export and member, by key, and whether its declaration carries `@deprecated`.
 *
 * Keys: `parse` (an export), `GraphQLSchema.getType` (a class or interface member, static or
 * not, inherited ones included, as the pages list them; `GraphQLError.[Symbol.toStringTag]`),
 * `Kind.NAME` (an enum member, whether the enum is a TypeScript enum, a const object with a
 * union type or a namespace), `getVariableValues(options)` (a function's parameter, any
 * overload) and `getVariableValues(options.maxErrors)` (a field of a parameter whose type is
 * written inline, the options objects); a method's or constructor's the same way:
 * `GraphQLEnumType.parseValue(hideSuggestions)`, `ValidationContext.constructor(options)`.
 */
export type Surface = Map<string, {deprecated: boolean}>;

/** `GraphQLSchema.getType` */
export const memberKey = (exportName: string, member: string) => `${exportName}.${member}`;
/** `getVariableValues(options)`, or with a field: `getVariableValues(options.maxErrors)` */
export const parameterKey = (functionName: string, parameter: string, field?: string) =>
  `${functionName}(${parameter}${field ? `.${field}` : ''})`;

/** TypeScript's default library files are the same for every release: parsed once. */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/** A program over one package's `index.d.ts` (and what it imports), with the default library. */
export function packageProgram(rootFiles: readonly string[]): ts.Program {
  const options: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const libraryDir = path.dirname(ts.getDefaultLibFilePath(options));
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.startsWith(libraryDir)) return getSourceFile(fileName, languageVersion, ...rest);
    if (!libraryFiles.has(fileName)) libraryFiles.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return libraryFiles.get(fileName);
  };
  return ts.createProgram({rootNames: [...rootFiles], options, host});
}

/** The exports of a package's `index.d.ts`, by name, aliases resolved. */
export function packageExports(program: ts.Program, indexDts: string): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexDts);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`api-history: ${indexDts} is not a module`);
  return new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, resolved(checker, symbol)]));
}

export function resolved(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export function hasDeprecatedTag(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');
}

/**
 * Deprecated as the pages say it: an overloaded function or method only when every overload
 * is; anything else when a declaration is.
 */
export function isSymbolDeprecated(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  const callables = declarations.filter(
    (d) => ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d) || ts.isMethodSignature(d) || ts.isConstructorDeclaration(d),
  );
  if (callables.length > 0 && callables.length === declarations.length) return callables.every(hasDeprecatedTag);
  return declarations.some(hasDeprecatedTag);
}

/** Private members (`private x;`, `#private;`) are not part of the surface, nor on the pages. */
function isPublic(symbol: ts.Symbol): boolean {
  if (symbol.name.startsWith('#') || symbol.name === 'prototype') return false;
  return !(symbol.declarations ?? []).some(
    (d) =>
      ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
      ts.isPrivateIdentifier((d as ts.NamedDeclaration).name ?? d),
  );
}

/** A member's name as the pages write it: `[Symbol.toStringTag]` rather than TypeScript's `__@toStringTag@12`. */
export function memberName(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return symbol.name.startsWith('__@') ? checker.symbolToString(symbol) : symbol.name;
}

/** The members a page lists for an export, by name: empty for functions, type aliases and plain variables. */
export function membersOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  isOwnUnexported: (type: ts.Type) => boolean = () => false,
): Map<string, ts.Symbol> {
  const members = new Map<string, ts.Symbol>();
  const add = (list: Iterable<ts.Symbol>) => {
    for (const member of list) if (isPublic(member)) members.set(memberName(checker, member), member);
  };
  if (symbol.flags & ts.SymbolFlags.Class) {
    add(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)));
    add(checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)));
    const declaration = symbol.declarations?.find(ts.isClassDeclaration);
    const constructors = declaration?.members.filter(ts.isConstructorDeclaration) ?? [];
    if (constructors.length > 0 && !constructors.some((c) => ts.getCombinedModifierFlags(c) & ts.ModifierFlags.Private)) {
      members.set('constructor', symbol.members?.get(ts.InternalSymbolName.Constructor) ?? symbol);
    }
  } else if (symbol.flags & ts.SymbolFlags.Interface) {
    add(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)));
  } else if (symbol.flags & ts.SymbolFlags.Enum) {
    add(checker.getExportsOfModule(symbol));
  } else if (symbol.flags & ts.SymbolFlags.ValueModule || symbol.flags & ts.SymbolFlags.Alias) {
    // `Kind`: in graphql 16 a namespace, in 17 `export * as Kind` with a type of the same name:
    // constants, each with a type of the same name.
    const namespace = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (namespace.flags & ts.SymbolFlags.ValueModule) add(checker.getExportsOfModule(namespace).map((member) => resolved(checker, member)));
  } else if (
    symbol.flags & ts.SymbolFlags.Variable &&
    (symbol.flags & ts.SymbolFlags.TypeAlias ||
      symbol.declarations?.some(isObjectLiteralConstant) ||
      isOwnUnexported(checker.getTypeOfSymbol(symbol)))
  ) {
    // graphql 17's enums: a const object with a union type of the same name; 15.x's
    // (`const Kind: { NAME: 'Name'; … }`, or `const Kind: _Kind`): a const object of a type of its own.
    add(checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)));
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias && symbol.declarations?.some(isObjectTypeAlias)) {
    // An object type written as a type alias (15.0.0's `type ExecutionArgs = { schema: …; … }`,
    // an interface from 15.1.0 on; `ASTKindToNode`, a mapped type from 16.0.0 on): the same members.
    add(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)));
  }
  return members;
}

/** `type X = { … }` or a mapped type `type X = { [K in …]: … }`, without type parameters. */
function isObjectTypeAlias(declaration: ts.Declaration): boolean {
  return (
    ts.isTypeAliasDeclaration(declaration) &&
    !declaration.typeParameters &&
    (ts.isTypeLiteralNode(declaration.type) || ts.isMappedTypeNode(declaration.type))
  );
}

/**
 * The parameters of a function (every overload), each with the fields of its options object: an
 * object type written inline or declared by the package without being exported (16.x's
 * `GetVariableValuesOptions`), which has no page of its own.
 */
export function parametersOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  isOwnUnexported: (type: ts.Type) => boolean,
): Map<string, {deprecated: boolean; fields: Map<string, ts.Symbol>}> {
  if (!(symbol.flags & ts.SymbolFlags.Function)) return new Map();
  return parametersOfDeclarations(checker, (symbol.declarations ?? []).filter(ts.isFunctionDeclaration), isOwnUnexported);
}

/**
 * The parameters of a method or constructor (every overload), with the fields of their options
 * objects, as for functions: `GraphQLEnumType.parseValue(hideSuggestions)`. A property that
 * holds a function is not a method and has none.
 */
export function methodParametersOf(
  checker: ts.TypeChecker,
  member: ts.Symbol,
  isOwnUnexported: (type: ts.Type) => boolean,
): Map<string, {deprecated: boolean; fields: Map<string, ts.Symbol>}> {
  const declarations = (member.declarations ?? []).filter(
    (d): d is ts.MethodDeclaration | ts.MethodSignature | ts.ConstructorDeclaration =>
      ts.isMethodDeclaration(d) || ts.isMethodSignature(d) || ts.isConstructorDeclaration(d),
  );
  return parametersOfDeclarations(checker, declarations, isOwnUnexported);
}

function parametersOfDeclarations(
  checker: ts.TypeChecker,
  declarations: readonly ts.SignatureDeclarationBase[],
  isOwnUnexported: (type: ts.Type) => boolean,
): Map<string, {deprecated: boolean; fields: Map<string, ts.Symbol>}> {
  const parameters = new Map<string, {deprecated: boolean; fields: Map<string, ts.Symbol>}>();
  for (const declaration of declarations) {
    for (const parameter of declaration.parameters) {
      if (!ts.isIdentifier(parameter.name)) continue;
      const name = parameter.name.text;
      const deprecated = hasDeprecatedTag(parameter);
      const entry = parameters.get(name) ?? {deprecated, fields: new Map<string, ts.Symbol>()};
      entry.deprecated &&= deprecated;
      const written = parameter.type && stripNullish(parameter.type);
      const type = written && checker.getTypeFromTypeNode(written);
      if (written && type && (ts.isTypeLiteralNode(written) || isOwnUnexported(type))) {
        for (const field of checker.getPropertiesOfType(type)) entry.fields.set(memberName(checker, field), field);
      }
      parameters.set(name, entry);
    }
  }
  return parameters;
}

function isObjectLiteralConstant(declaration: ts.Declaration): boolean {
  return ts.isVariableDeclaration(declaration) && !!declaration.type && ts.isTypeLiteralNode(declaration.type);
}

/** `{…} | undefined` and `Maybe<{…}>` are the inline object type they wrap. */
function stripNullish(type: ts.TypeNode): ts.TypeNode {
  if (ts.isUnionTypeNode(type)) {
    const rest = type.types.filter(
      (t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword) && t.kind !== ts.SyntaxKind.UndefinedKeyword,
    );
    return rest.length === 1 ? stripNullish(rest[0]) : type;
  }
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Maybe' && type.typeArguments?.length === 1)
    return stripNullish(type.typeArguments[0]);
  if (ts.isParenthesizedTypeNode(type)) return stripNullish(type.type);
  return type;
}

/** Every key of a package's surface (see `Surface`), read from `<packageDir>/index.d.ts`. */
export function readSurface(packageDir: string): Surface {
  const indexDts = path.join(packageDir, 'index.d.ts');
  const program = packageProgram([indexDts]);
  const checker = program.getTypeChecker();
  const surface: Surface = new Map();
  const exports = packageExports(program, indexDts);
  const exported = new Set(exports.values());
  const packageRoot = `${path.resolve(packageDir)}${path.sep}`;
  const isOwnUnexported = (type: ts.Type) => {
    const owner = type.aliasSymbol ?? type.getSymbol();
    // An options object: an interface or object type, not a class the library instantiates.
    if (
      !owner ||
      exported.has(owner) ||
      owner.flags & ts.SymbolFlags.Class ||
      !(type.flags & ts.TypeFlags.Object) ||
      type.getCallSignatures().length > 0
    )
      return false;
    return (owner.declarations ?? []).some((d) => path.resolve(d.getSourceFile().fileName).startsWith(packageRoot));
  };
  for (const [name, symbol] of exports) {
    const exportDeprecated = isSymbolDeprecated(symbol);
    surface.set(name, {deprecated: exportDeprecated});
    for (const [member, memberSymbol] of membersOf(checker, symbol, isOwnUnexported)) {
      surface.set(memberKey(name, member), {deprecated: isSymbolDeprecated(memberSymbol)});
      for (const [parameter, {deprecated, fields}] of methodParametersOf(checker, memberSymbol, isOwnUnexported)) {
        surface.set(parameterKey(memberKey(name, member), parameter), {deprecated});
        for (const [field, fieldSymbol] of fields)
          surface.set(parameterKey(memberKey(name, member), parameter, field), {deprecated: isSymbolDeprecated(fieldSymbol)});
      }
    }
    for (const [parameter, {deprecated, fields}] of parametersOf(checker, symbol, isOwnUnexported)) {
      surface.set(parameterKey(name, parameter), {deprecated});
      for (const [field, fieldSymbol] of fields)
        surface.set(parameterKey(name, parameter, field), {deprecated: isSymbolDeprecated(fieldSymbol)});
    }
  }
  return surface;
}
