import {createRequire} from 'node:module';
import path from 'node:path';
import type {Application, Context, DeclarationReflection, ParameterReflection, ProjectReflection, SomeType} from 'typedoc';
import ts from 'typescript';
import {hasOnlyInternalFields} from './internal';

type TypeDocModule = typeof import('typedoc');
let typedocModule: TypeDocModule | undefined;

/**
 * TypeDoc, loaded on first use so that a cache hit never pays for it. It is an ES module: Node's
 * own require loads it (Node >= 20.19), where a dynamic import would go through the config
 * loader's or tsx's transforms and fail.
 */
export function typedoc(): TypeDocModule {
  typedocModule ??= createRequire(__filename)('typedoc') as TypeDocModule;
  return typedocModule;
}

/** Converts the declarations of one entry point (`index.d.ts`) into TypeDoc's reflection model. */
export async function convertDeclarations(entryPoint: string): Promise<ProjectReflection> {
  const {Application, LogLevel} = typedoc();
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [entryPoint],
    plugin: [],
    readme: 'none',
    // The declarations are published and already type-checked upstream.
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    // Declaration order: enum members in their natural order, constructors before methods.
    sort: ['source-order'],
    // Our generator reports unresolved links itself; non-exported helper types such as Maybe
    // are rendered as plain text on purpose.
    validation: {notExported: false, invalidLink: false, rewrittenLink: false, notDocumented: false, unusedMergeModuleWith: false},
    logLevel: LogLevel.Error,
  });
  documentNamespaceExports(app, entryPoint);
  const parameterDeprecations = readParameterDeprecations(app);
  convertTypesAsWritten(app);
  convertTypeOnlyClassesAsClasses(app);
  const whollyInternal = collectWhollyInternalMembers(app);
  // Only the entry point, not the site's own tsconfig project.
  app.options.setCompilerOptions(
    [entryPoint],
    {
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
    undefined,
  );
  const project = await app.convert();
  if (!project) throw new Error(`api-reference: TypeDoc could not convert ${path.relative(process.cwd(), entryPoint)}`);
  parameterDeprecations.apply();
  for (const reflection of whollyInternal) project.removeReflection(reflection);
  return project;
}

/** The properties with nothing public (`hasOnlyInternalFields`), to remove once converted. */
function collectWhollyInternalMembers(app: Application): DeclarationReflection[] {
  const {Converter, ReflectionKind} = typedoc();
  const found: DeclarationReflection[] = [];
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Property)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (declaration && hasOnlyInternalFields(declaration)) found.push(reflection);
  });
  return found;
}

/**
 * `export * as Kind from './kinds_'` carries its doc comment on the export statement (and on the
 * type of the same name), which TypeDoc does not read for the namespace it creates. Give such
 * namespaces the comment TypeScript finds along the chain of re-exports.
 */
function documentNamespaceExports(app: Application, entryPoint: string): void {
  const {Comment, Converter, ReflectionKind} = typedoc();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Namespace) || reflection.parent !== context.project) return;
    if (reflection.comment?.summary.length) return;
    const {checker, program} = context;
    const entry = program.getSourceFile(entryPoint);
    const entrySymbol = entry && checker.getSymbolAtLocation(entry);
    let symbol = entrySymbol && checker.getExportsOfModule(entrySymbol).find((candidate) => candidate.name === reflection.name);
    while (symbol) {
      const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
      if (text) {
        reflection.comment = new Comment([{kind: 'text', text}]);
        return;
      }
      symbol = symbol.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(symbol) : undefined;
    }
  });
}

/**
 * A parameter's own doc comment (`/** @deprecated ... *\/ typeInfo?: TypeInfo`) is not read by
 * TypeDoc, which takes parameter descriptions from the signature's `@param` tags. Its
 * `@deprecated` tag is read here and added to the parameter's comment once conversion is done
 * (TypeDoc moves the `@param` texts in at the end).
 */
function readParameterDeprecations(app: Application): {apply(): void} {
  const {Comment, CommentTag, Converter} = typedoc();
  const found: [ParameterReflection, string][] = [];
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (_context, signature, declaration) => {
    if (!declaration || !('parameters' in declaration) || !signature.parameters) return;
    const nodes = declaration.parameters.filter((node) => !(ts.isIdentifier(node.name) && node.name.text === 'this'));
    if (nodes.length !== signature.parameters.length) return;
    nodes.forEach((node, index) => {
      const tag = ts.getJSDocDeprecatedTag(node);
      if (tag) found.push([signature.parameters![index], ts.getTextOfJSDocComment(tag.comment) ?? '']);
    });
  });
  return {
    apply() {
      for (const [parameter, text] of found) {
        parameter.comment ??= new Comment([]);
        if (parameter.comment.blockTags.some((tag) => tag.tag === '@deprecated')) continue;
        parameter.comment.blockTags.push(new CommentTag('@deprecated', text ? [{kind: 'text', text}] : []));
      }
    },
  };
}

/**
 * TypeDoc converts the types of signatures, parameters and properties from what the checker
 * computes, which spells out default type arguments (`ExecutionResult<ObjMap<unknown>,
 * ObjMap<unknown>>` for `ExecutionResult`). Where the declaration writes a type, convert the
 * type as written instead.
 */
function convertTypesAsWritten(app: Application): void {
  const {Converter, ReflectionKind} = typedoc();
  const asWritten = (node: ts.TypeNode | undefined): node is ts.TypeNode =>
    !!node && !ts.isTypePredicateNode(node) && node.kind !== ts.SyntaxKind.ThisType && !ts.isJSDoc(node);
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, signature, declaration) => {
    if (!declaration || ts.isJSDocSignature(declaration)) return;
    if (signature.parent !== context.scope) return;
    const signatureContext = context.withScope(signature);
    if (
      signature.kindOf(ReflectionKind.CallSignature | ReflectionKind.GetSignature | ReflectionKind.IndexSignature) &&
      asWritten(declaration.type)
    ) {
      signature.type = context.converter.convertType(signatureContext, declaration.type);
    }
    // `type is GraphQLScalarType`: the checker's target spells out `<unknown, unknown>`.
    if (declaration.type && ts.isTypePredicateNode(declaration.type) && declaration.type.type && signature.type?.type === 'predicate') {
      signature.type.targetType = context.converter.convertType(signatureContext, declaration.type.type);
    }
    const nodes = declaration.parameters.filter((node) => !(ts.isIdentifier(node.name) && node.name.text === 'this'));
    if (!signature.parameters || nodes.length !== signature.parameters.length) return;
    nodes.forEach((node, index) => {
      const parameter = signature.parameters![index];
      if (asWritten(node.type) && !node.dotDotDotToken)
        parameter.type = context.converter.convertType(signatureContext.withScope(parameter), node.type);
    });
  });
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (
      !declaration ||
      !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isVariableDeclaration(declaration))
    )
      return;
    if (!asWritten(declaration.type)) return;
    reflection.type =
      constantOfIndexedAccess(context.checker, declaration.type, context) ??
      context.converter.convertType(context.withScope(reflection), declaration.type);
  });
}

/**
 * graphql 17 writes AST kinds as `KindTypeMap['NAME']`, an index into `typeof Kind_` that names
 * a type the reader cannot look up. Where the key names a constant of a namespace of constants,
 * the type is shown as the constant's value (`"Name"`), linked to the constant (`Kind.NAME`).
 */
function constantOfIndexedAccess(checker: ts.TypeChecker, node: ts.TypeNode, context: Context): SomeType | undefined {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isLiteralTypeNode(node.indexType) || !ts.isStringLiteral(node.indexType.literal))
    return undefined;
  const constant = checker.getTypeFromTypeNode(node.objectType).getProperty(node.indexType.literal.text);
  const declaration = constant?.valueDeclaration;
  if (!constant || !declaration || !ts.isVariableDeclaration(declaration)) return undefined;
  const value = checker.getTypeOfSymbol(constant);
  if (!value.isStringLiteral()) return undefined;
  return context.createSymbolReference(constant, context, JSON.stringify(value.value));
}

/**
 * TypeDoc converts a class exported with `export type { GraphQLField }` as an interface, without
 * its constructor and static members, and the page would read `interface GraphQLField implements
 * ...`, which is not TypeScript. Turned back into a class before TypeDoc converts the members
 * (the declaration event fires first), it gets them all; pages mark it as a type-only export.
 */
function convertTypeOnlyClassesAsClasses(app: Application): void {
  const {Converter, ReflectionKind} = typedoc();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Interface)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (symbol && symbol.flags & ts.SymbolFlags.Class) reflection.kind = ReflectionKind.Class;
  });
}
