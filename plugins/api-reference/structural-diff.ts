import path from 'node:path';
import ts from 'typescript';
import {hasDeprecatedTag, isSymbolDeprecated, membersOf, memberName, packageExports, packageProgram, resolved} from './history/surface';

/**
 * The exports that differ between two versions of graphql, compared as TypeScript resolves
 * them rather than as text: both packages are loaded in one program and each declaration is
 * reduced to a canonical form in which
 * - a type the package exports is its name (its own changes are listed under it), with the
 *   type arguments that equal their defaults dropped (`GraphQLObjectType` whether it takes two
 *   type parameters or three);
 * - a type the package does not export (`Maybe`, `ObjMap`, an inline object type) is its
 *   structure, so a type alias or an inlined interface of the same shape is the same;
 * - enum members are their literal values (`Kind.NAME` in 16 and `KindTypeMap['NAME']` in 17
 *   are both `"Name"`);
 * - optional members and parameters keep their type as written, so `x?: T | undefined` differs
 *   from `x?: T` (the difference exactOptionalPropertyTypes makes).
 */

export type ChangeImpact = 'breaking' | 'non-breaking' | 'deprecation';

/** One difference, in a phrase: "parameter `typeInfo` removed". */
export interface ApiChange {
  what: string;
  impact: ChangeImpact;
  /** The class, interface or enum member it is about, if any. */
  member?: string;
}

export interface StructuralDiff {
  added: string[];
  removed: string[];
  /** Export name → what changed, for exports in both versions that differ. */
  changed: Map<string, ApiChange[]>;
}

type Form =
  'class' | 'interface' | 'enum' | 'const object plus union type' | 'namespace plus union type' | 'function' | 'type alias' | 'variable';

interface Parameter {
  name: string;
  type: string;
  optional: boolean;
  deprecated: boolean;
}

interface Signature {
  typeParameters: string;
  parameters: Parameter[];
  returns: string;
}

interface Member {
  type: string;
  optional: boolean;
  deprecated: boolean;
}

interface Description {
  form: Form;
  deprecated: boolean;
  /** The names of the declaration's type parameters, which the comparison matches by position. */
  typeParameterNames: string[];
  typeParameters: string;
  heritage: string[];
  members: Map<string, Member>;
  signatures: Signature[];
  /** The aliased type of a type alias, the type of a variable. */
  type?: string;
}

/** Compares the exports of two installed packages: `olderDir` and `newerDir` hold each one's index.d.ts. */
export function structuralDiff(olderDir: string, newerDir: string): StructuralDiff {
  const indexFiles = [olderDir, newerDir].map((dir) => path.resolve(dir, 'index.d.ts'));
  const program = packageProgram(indexFiles);
  const checker = program.getTypeChecker();
  const [olderExports, newerExports] = indexFiles.map((file) => packageExports(program, file));
  const shared = new Set([...olderExports.keys()].filter((name) => newerExports.has(name)));
  const [older, newer] = [olderExports, newerExports].map((exports) => new Describer(checker, exports, shared));
  const added = [...newer.exports.keys()].filter((name) => !older.exports.has(name)).sort();
  const removed = [...older.exports.keys()].filter((name) => !newer.exports.has(name)).sort();
  const changed = new Map<string, ApiChange[]>();
  for (const name of [...newer.exports.keys()].sort()) {
    if (!older.exports.has(name)) continue;
    const changes = compareDescriptions(older.describe(name), newer.describe(name), name);
    if (changes.length > 0) changed.set(name, changes);
  }
  return {added, removed, changed};
}

/** The canonical form of one package's declarations (see above). */
class Describer {
  /** Symbol → the name it is exported under. */
  private readonly exportNames = new Map<ts.Symbol, string>();

  constructor(
    private readonly checker: ts.TypeChecker,
    readonly exports: Map<string, ts.Symbol>,
    /** The names both versions export: a union only one of them names is compared as its members. */
    private readonly shared: ReadonlySet<string>,
  ) {
    for (const [name, symbol] of exports) this.exportNames.set(symbol, name);
  }

  describe(name: string): Description {
    this.unionAliases();
    const checker = this.checker;
    const symbol = this.exports.get(name)!;
    const description: Description = {
      form: formOf(symbol),
      deprecated: isSymbolDeprecated(symbol),
      typeParameterNames: [],
      typeParameters: '',
      heritage: [],
      members: new Map(),
      signatures: [],
    };
    const declaration = symbol.declarations?.find(
      (d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    if (
      declaration &&
      (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))
    ) {
      description.typeParameters = this.typeParameters(declaration.typeParameters);
      description.typeParameterNames = declaration.typeParameters?.map((p) => p.name.text) ?? [];
    }
    switch (description.form) {
      case 'function':
        description.signatures = checker
          .getTypeOfSymbol(symbol)
          .getCallSignatures()
          .map((s) => this.signature(s));
        break;
      case 'type alias': {
        const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
        if (alias && ts.isUnionTypeNode(alias.type)) {
          description.type = unionText(this.expandedMembers(alias.type, new Set([symbol])));
        } else {
          description.type = alias
            ? this.writtenType(alias.type, symbol)
            : this.type(checker.getDeclaredTypeOfSymbol(symbol), new Set(), symbol);
        }
        break;
      }
      case 'variable':
        description.type = this.type(checker.getTypeOfSymbol(symbol), new Set());
        break;
      case 'enum':
      case 'const object plus union type':
      case 'namespace plus union type':
        for (const [member, memberSymbol] of membersOf(checker, symbol)) {
          description.members.set(member, {
            type: this.type(checker.getTypeOfSymbol(memberSymbol), new Set()),
            optional: false,
            deprecated: isSymbolDeprecated(memberSymbol),
          });
        }
        break;
      default: {
        const classOrInterface =
          symbol.declarations?.filter(
            (d): d is ts.ClassDeclaration | ts.InterfaceDeclaration => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d),
          ) ?? [];
        description.heritage = classOrInterface
          .flatMap((d) => d.heritageClauses ?? [])
          .flatMap((clause) =>
            clause.types.map(
              (t) =>
                `${clause.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements'} ${this.type(checker.getTypeAtLocation(t), new Set())}`,
            ),
          )
          .sort();
        for (const [member, memberSymbol] of membersOf(checker, symbol)) {
          // A member inherited from an exported class or interface is compared there.
          if (this.inheritedFromExport(memberSymbol, symbol)) continue;
          if (member === 'constructor') {
            const constructors = checker
              .getTypeOfSymbol(symbol)
              .getConstructSignatures()
              .map((s) => this.signatureText(s, new Set()));
            description.members.set(member, {
              type: constructors.join(' & '),
              optional: false,
              deprecated: isSymbolDeprecated(memberSymbol),
            });
            continue;
          }
          description.members.set(member, {
            type: this.memberType(memberSymbol),
            optional: !!(memberSymbol.flags & ts.SymbolFlags.Optional),
            deprecated: isSymbolDeprecated(memberSymbol),
          });
        }
        const index = this.indexSignatures(checker.getDeclaredTypeOfSymbol(symbol), new Set());
        if (index) description.members.set('[index]', {type: index, optional: false, deprecated: false});
      }
    }
    return description;
  }

  /**
   * The exported aliases of unions, by their members fully expanded: a union written out in
   * one version and named in the other (`GraphQLNonNull<GraphQLScalarType | …>` in 16,
   * `GraphQLNonNull<GraphQLNullableType>` in 17) then reads the same. Built twice, so that
   * unions nested in the members are named too.
   */
  private unionAliasIndex?: Map<string, string>;

  private unionAliases(): Map<string, string> {
    if (this.unionAliasIndex) return this.unionAliasIndex;
    for (let pass = 0; pass < 2; pass++) {
      const index = new Map<string, string>();
      this.unionAliasIndex ??= new Map();
      for (const [name, symbol] of this.exports) {
        const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
        if (!alias || !ts.isUnionTypeNode(alias.type) || !this.shared.has(name)) continue;
        const key = unionText(this.expandedMembers(alias.type, new Set([symbol])));
        if (!index.has(key)) index.set(key, name);
      }
      this.unionAliasIndex = index;
    }
    return this.unionAliasIndex!;
  }

  /** A union's members, those that are exported unions replaced by their own members. */
  private expandedMembers(node: ts.UnionTypeNode, seen: Set<ts.Symbol>): string[] {
    return node.types.flatMap((member) => {
      const symbol = ts.isTypeReferenceNode(member) ? this.checker.getSymbolAtLocation(member.typeName) : undefined;
      const target = symbol && resolved(this.checker, symbol);
      const alias = target?.declarations?.find(ts.isTypeAliasDeclaration);
      if (target && alias && this.exportNames.has(target) && ts.isUnionTypeNode(alias.type) && !seen.has(target) && !alias.typeParameters) {
        // Expanded whether or not the other version exports it: an alias is its members.
        return this.expandedMembers(alias.type, new Set(seen).add(target));
      }
      return splitUnion(this.writtenType(member));
    });
  }

  /** A union named by the exported alias with the same members (see `unionAliases`), if any. */
  private collapse(text: string, own?: ts.Symbol): string {
    const index = this.unionAliasIndex;
    if (!index || index.size === 0) return text;
    const ownName = own && this.exportNames.get(own);
    const named = index.get(text);
    if (named && named !== ownName) return named;
    const members = splitUnion(text);
    const nullish: string[] = members.filter((t) => t === 'null' || t === 'undefined');
    const rest = index.get(unionText(members.filter((t) => !nullish.includes(t))));
    return rest && nullish.length && rest !== ownName ? unionText([rest, ...nullish]) : text;
  }

  private inheritedFromExport(member: ts.Symbol, owner: ts.Symbol): boolean {
    const parent = member.declarations?.[0]?.parent;
    if (!parent || !(ts.isClassDeclaration(parent) || ts.isInterfaceDeclaration(parent)) || !parent.name) return false;
    const parentSymbol = this.checker.getSymbolAtLocation(parent.name);
    return !!parentSymbol && parentSymbol !== owner && this.exportNames.has(parentSymbol);
  }

  private typeParameters(parameters: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): string {
    if (!parameters?.length) return '';
    return `<${parameters
      .map(
        (p) =>
          `${p.name.text}${p.constraint ? ` extends ${this.type(this.checker.getTypeFromTypeNode(p.constraint), new Set())}` : ''}${p.default ? ` = ${this.type(this.checker.getTypeFromTypeNode(p.default), new Set())}` : ''}`,
      )
      .join(', ')}>`;
  }

  /** A member's type as written (for an optional one, without the `undefined` that `?` adds). */
  private memberType(symbol: ts.Symbol): string {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const written =
      declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
    const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    return `${readonly}${written ? this.writtenType(written) : this.type(this.checker.getTypeOfSymbol(symbol), new Set())}`;
  }

  /**
   * A type as written: a union member by member, so that `ThunkReadonlyArray<T> | undefined`
   * keeps the alias's name, which the checker's flattened union would lose.
   */
  private writtenType(node: ts.TypeNode, own?: ts.Symbol, seen: Set<ts.Type> = new Set()): string {
    if (ts.isParenthesizedTypeNode(node)) return this.writtenType(node.type, own, seen);
    if (ts.isUnionTypeNode(node))
      return this.collapse(unionText(node.types.flatMap((member) => splitUnion(this.writtenType(member, own, seen)))), own);
    if (ts.isTypeReferenceNode(node)) {
      // `Maybe<X>`, which the package does not export: `X | null | undefined`, X as written.
      const symbol = this.checker.getSymbolAtLocation(node.typeName);
      const target = symbol && resolved(this.checker, symbol);
      const alias = target?.declarations?.find(ts.isTypeAliasDeclaration);
      if (target && alias && !this.exportNames.has(target) && isGraphqlDeclaration(target) && ts.isUnionTypeNode(alias.type)) {
        const parameters = alias.typeParameters?.map((p) => p.name.text) ?? [];
        const members = alias.type.types.map((member) => {
          const index = ts.isTypeReferenceNode(member) && ts.isIdentifier(member.typeName) ? parameters.indexOf(member.typeName.text) : -1;
          if (index >= 0 && node.typeArguments?.[index]) return this.writtenType(node.typeArguments[index], undefined, seen);
          return mentionsAny(member, parameters) ? undefined : this.writtenType(member, undefined, seen);
        });
        if (members.every((member) => member !== undefined)) return unionText(members.flatMap((member) => splitUnion(member!)));
      }
    }
    if (ts.isTypePredicateNode(node))
      return `${node.assertsModifier ? 'asserts ' : ''}${node.parameterName.getText()}${node.type ? ` is ${this.writtenType(node.type, undefined, seen)}` : ''}`;
    return this.type(this.checker.getTypeFromTypeNode(node), seen, own);
  }

  private signature(signature: ts.Signature): Signature {
    const declaration = signature.getDeclaration();
    return {
      typeParameters: this.typeParameters(declaration && 'typeParameters' in declaration ? declaration.typeParameters : undefined),
      parameters: signature.getParameters().map((parameter) => {
        const node = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
        const optional = !!(node && (node.questionToken || node.initializer));
        const type = node?.type ? this.writtenType(node.type) : this.type(this.checker.getTypeOfSymbol(parameter), new Set());
        return {
          name: parameter.name,
          // `undefined` in an optional parameter's type changes nothing (exactOptionalPropertyTypes is about properties).
          type: `${node?.dotDotDotToken ? '...' : ''}${optional ? unionText(splitUnion(type).filter((t) => t !== 'undefined')) : type}`,
          optional,
          deprecated: !!node && hasDeprecatedTag(node),
        };
      }),
      returns: declaration?.type ? this.writtenType(declaration.type) : this.returnType(signature, new Set()),
    };
  }

  private returnType(signature: ts.Signature, seen: Set<ts.Type>): string {
    const predicate = this.checker.getTypePredicateOfSignature(signature);
    if (predicate)
      return `${predicate.kind === ts.TypePredicateKind.AssertsIdentifier || predicate.kind === ts.TypePredicateKind.AssertsThis ? 'asserts ' : ''}${predicate.parameterName ?? 'this'}${predicate.type ? ` is ${this.type(predicate.type, seen)}` : ''}`;
    return this.type(signature.getReturnType(), seen);
  }

  /** A signature inside a type: parameter names do not matter there. */
  private signatureText(signature: ts.Signature, seen: Set<ts.Type>): string {
    const parameters = signature.getParameters().map((parameter) => {
      const node = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
      const type = node?.type ? this.writtenType(node.type, undefined, seen) : this.type(this.checker.getTypeOfSymbol(parameter), seen);
      return `${node?.dotDotDotToken ? '...' : ''}${node?.questionToken ? '?' : ''}${type}`;
    });
    const declaration = signature.getDeclaration();
    const typeParameters = this.typeParameters(declaration && 'typeParameters' in declaration ? declaration.typeParameters : undefined);
    return `${typeParameters}(${parameters.join(', ')}) => ${this.returnType(signature, seen)}`;
  }

  private indexSignatures(type: ts.Type, seen: Set<ts.Type>): string {
    const byValue = new Map<string, string[]>();
    for (const info of this.checker.getIndexInfosOfType(type)) {
      const value = `${info.isReadonly ? 'readonly ' : ''}${this.type(info.type, seen)}`;
      byValue.set(value, [...(byValue.get(value) ?? []), this.type(info.keyType, seen)]);
    }
    return [...byValue].map(([value, keys]) => `[key: ${keys.sort().join(' | ')}]: ${value}`).join('; ');
  }

  /** The canonical text of a type; `own` is the alias being described, which is expanded rather than named. */
  type(type: ts.Type, seen: Set<ts.Type>, own?: ts.Symbol): string {
    const checker = this.checker;
    const alias = type.aliasSymbol;
    const unsharedUnion = alias && type.flags & ts.TypeFlags.Union && !this.shared.has(this.exportNames.get(alias) ?? '');
    if (alias && alias !== own && this.exportNames.has(alias) && !unsharedUnion)
      return this.reference(this.exportNames.get(alias)!, type.aliasTypeArguments ?? [], typeParametersOfAlias(checker, alias), seen);
    const symbol = type.getSymbol();
    // An interface only one version exports is compared as its structure; a class by its name.
    const unsharedInterface = symbol && !(symbol.flags & ts.SymbolFlags.Class) && !this.shared.has(this.exportNames.get(symbol) ?? '');
    if (
      symbol &&
      symbol !== own &&
      this.exportNames.has(symbol) &&
      !unsharedInterface &&
      !(type.flags & ts.TypeFlags.EnumLiteral && !(type.flags & ts.TypeFlags.Union))
    ) {
      const args =
        type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
          ? checker.getTypeArguments(type as ts.TypeReference)
          : [];
      return this.reference(this.exportNames.get(symbol)!, args, typeParametersOfSymbol(checker, symbol), seen);
    }
    if (type.flags & ts.TypeFlags.StringLiteral) return JSON.stringify((type as ts.StringLiteralType).value);
    if (type.flags & ts.TypeFlags.NumberLiteral) return String((type as ts.NumberLiteralType).value);
    if (type.flags & ts.TypeFlags.TypeParameter) return symbol?.name ?? checker.typeToString(type);
    if (alias && alias !== own && !isGraphqlDeclaration(alias) && !unsharedUnion) {
      // A TypeScript utility type (`Readonly<X>`, `Partial<X>`): its name and arguments.
      return `${alias.name}${type.aliasTypeArguments?.length ? `<${type.aliasTypeArguments.map((t) => this.type(t, seen)).join(', ')}>` : ''}`;
    }
    if (type.flags & ts.TypeFlags.Union)
      return this.collapse(unionText((type as ts.UnionType).types.flatMap((t) => splitUnion(this.type(t, seen)))), own);
    if (type.flags & ts.TypeFlags.Intersection)
      return (type as ts.IntersectionType).types
        .map((t) => this.type(t, seen))
        .sort()
        .join(' & ');
    if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    if (checker.isTupleType(type))
      return `[${checker
        .getTypeArguments(type as ts.TypeReference)
        .map((t) => this.type(t, seen))
        .join(', ')}]`;
    const fromLibrary = symbol && !isGraphqlDeclaration(symbol) && symbol.name !== '__type' && symbol.name !== '__object';
    if (fromLibrary) {
      // A TypeScript global (Array, Promise, AbortSignal…): its name and type arguments.
      const args = (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type as ts.TypeReference) : [];
      return `${symbol.name}${args.length ? `<${args.map((t) => this.type(t, seen)).join(', ')}>` : ''}`;
    }
    if (seen.has(type)) return symbol?.name ?? '…';
    const inner = new Set(seen).add(type);
    // An object type the package does not export: its structure.
    const parts = [
      ...type.getCallSignatures().map((s) => this.signatureText(s, inner)),
      ...type.getConstructSignatures().map((s) => `new ${this.signatureText(s, inner)}`),
      ...[...checker.getPropertiesOfType(type)]
        .sort((a, b) => memberName(checker, a).localeCompare(memberName(checker, b)))
        .map((property) => {
          const declaration = property.valueDeclaration ?? property.declarations?.[0];
          // The instantiated type (a written one would name the type parameters of a generic).
          const propertyType = checker.getTypeOfSymbol(property);
          const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
          return `${readonly}${memberName(checker, property)}${property.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${this.type(propertyType, inner)}`;
        }),
      this.indexSignatures(type, inner),
    ].filter(Boolean);
    const structure = parts.length === 1 && type.getCallSignatures().length === 1 ? parts[0] : `{ ${parts.join('; ')} }`;
    // The same structure under an exported alias (`ObjMap<GraphQLArgumentConfig>` is `GraphQLFieldConfigArgumentMap`).
    const named = this.objectAliases().get(structure);
    return named && named !== (own && this.exportNames.get(own)) ? named : structure;
  }

  private objectAliasIndex?: Map<string, string>;

  /** Shared exported aliases of object types that take no type parameters, by their structure. */
  private objectAliases(): Map<string, string> {
    if (this.objectAliasIndex) return this.objectAliasIndex;
    this.objectAliasIndex = new Map();
    const index = new Map<string, string>();
    for (const [name, symbol] of this.exports) {
      const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      if (!alias || alias.typeParameters || !this.shared.has(name) || symbol.flags & ts.SymbolFlags.Value) continue;
      const type = this.checker.getDeclaredTypeOfSymbol(symbol);
      if (!(type.flags & ts.TypeFlags.Object)) continue;
      const key = this.type(type, new Set(), symbol);
      if (!index.has(key)) index.set(key, name);
    }
    this.objectAliasIndex = index;
    return index;
  }

  /** `Name<args>`, dropping the trailing type arguments that equal their defaults. */
  private reference(name: string, args: readonly ts.Type[], parameters: readonly ts.TypeParameter[], seen: Set<ts.Type>): string {
    const texts = args.slice(0, parameters.length || args.length).map((t) => this.type(t, seen));
    const all = [...texts];
    while (texts.length > 0) {
      const parameter = parameters[texts.length - 1];
      const fallback = parameter && this.checker.getDefaultFromTypeParameter(parameter);
      if (!fallback) break;
      // A default naming an earlier parameter (`TExternal = TInternal`) is that parameter's argument.
      const earlier = fallback.flags & ts.TypeFlags.TypeParameter ? parameters.findIndex((p) => p.symbol === fallback.symbol) : -1;
      if ((earlier >= 0 ? all[earlier] : this.type(fallback, seen)) !== texts.at(-1)) break;
      texts.pop();
    }
    return `${name}${texts.length ? `<${texts.join(', ')}>` : ''}`;
  }
}

/** Declared by a graphql package (rather than TypeScript's library). */
function isGraphqlDeclaration(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((d) => /\/node_modules\/graphql(-\d+)?\//.test(d.getSourceFile().fileName));
}

function mentionsAny(node: ts.Node, names: readonly string[]): boolean {
  if (ts.isIdentifier(node) && names.includes(node.text)) return true;
  return ts.forEachChild(node, (child) => mentionsAny(child, names) || undefined) ?? false;
}

/** The top-level members of a canonical union text (`A<B | C> | D` is `A<B | C>` and `D`). */
export function splitUnion(text: string): string[] {
  return splitTopLevel(text, ' | ');
}

/** The members of a union, sorted, once each, `true | false` as `boolean`. */
function unionText(members: readonly string[]): string {
  const unique = new Set(members);
  if (unique.has('true') && unique.has('false')) {
    unique.delete('true');
    unique.delete('false');
    unique.add('boolean');
  }
  return [...unique].sort().join(' | ');
}

function typeParametersOfSymbol(checker: ts.TypeChecker, symbol: ts.Symbol): readonly ts.TypeParameter[] {
  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  return (declared as ts.InterfaceType).typeParameters ?? [];
}

function typeParametersOfAlias(checker: ts.TypeChecker, alias: ts.Symbol): readonly ts.TypeParameter[] {
  const declaration = alias.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration?.typeParameters?.map((p) => checker.getTypeAtLocation(p) as ts.TypeParameter) ?? [];
}

function formOf(symbol: ts.Symbol): Form {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if ((flags & ts.SymbolFlags.ValueModule || flags & ts.SymbolFlags.Alias) && flags & ts.SymbolFlags.TypeAlias)
    return 'namespace plus union type';
  if (flags & ts.SymbolFlags.Variable && flags & ts.SymbolFlags.TypeAlias) return 'const object plus union type';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type alias';
  return 'variable';
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** Union members of a canonical type, for telling a widening from a narrowing. */
function unionMembers(text: string): Set<string> {
  return new Set(splitUnion(text));
}

function compareTypes(older: string, newer: string): 'widened' | 'narrowed' | 'changed' {
  const [a, b] = [unionMembers(older), unionMembers(newer)];
  if ([...a].every((t) => b.has(t))) return 'widened';
  if ([...b].every((t) => a.has(t))) return 'narrowed';
  return 'changed';
}

function deprecationChange(subject: string, older: boolean, newer: boolean): ApiChange[] {
  if (older === newer) return [];
  return [newer ? {what: `${subject}deprecated`, impact: 'deprecation'} : {what: `${subject}no longer deprecated`, impact: 'non-breaking'}];
}

/** `newer` with its type parameters renamed to `older`'s, position by position: a rename is no change. */
function renameTypeParameters(newer: Description, olderNames: readonly string[]): Description {
  const renames = newer.typeParameterNames
    .map((name, index) => [name, olderNames[index]] as const)
    .filter(([from, to]) => to && from !== to);
  if (renames.length === 0) return newer;
  const rename = (text: string) => renames.reduce((result, [from, to]) => result.replace(new RegExp(`\\b${from}\\b`, 'g'), to!), text);
  return {
    ...newer,
    typeParameters: rename(newer.typeParameters),
    heritage: newer.heritage.map(rename),
    members: new Map([...newer.members].map(([name, member]) => [name, {...member, type: rename(member.type)}])),
    type: newer.type && rename(newer.type),
  };
}

const article = (form: string) => `${/^[aeiou]/.test(form) ? 'an' : 'a'} ${form}`;

/**
 * Interfaces that callers write themselves (configs, options, arguments, extensions): a required
 * member added to one breaks their code. On the others (results the library builds, such as
 * `GraphQLResolveInfo`) it does not.
 */
const CALLER_WRITTEN = /(Config|Options|Args|Extensions|Map)$/;

export function compareDescriptions(older: Description, newerAsRead: Description, name = ''): ApiChange[] {
  const newer = renameTypeParameters(newerAsRead, older.typeParameterNames);
  const changes: ApiChange[] = [];
  const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const enumLike = (form: Form) => form === 'enum' || form.endsWith('plus union type');
  if (older.form !== newer.form) {
    const what =
      enumLike(older.form) && enumLike(newer.form)
        ? `a TypeScript ${older.form} made ${article(newer.form)}, with the same values`
        : `${article(older.form)} made ${article(newer.form)}`;
    changes.push({what: capitalized(what), impact: 'breaking'});
  }
  changes.push(...deprecationChange('', older.deprecated, newer.deprecated).map((c) => ({...c, what: capitalized(c.what)})));
  if (older.typeParameters !== newer.typeParameters) {
    changes.push({
      what: `type parameters ${code(older.typeParameters || 'none')} → ${code(newer.typeParameters || 'none')}`,
      impact: typeParameterImpact(older.typeParameters, newer.typeParameters),
    });
  }
  for (const clause of ['extends', 'implements']) {
    const [a, b] = [older, newer].map((d) => d.heritage.filter((h) => h.startsWith(`${clause} `)).map((h) => h.slice(clause.length + 1)));
    if (a.join() === b.join()) continue;
    // Implementing one more interface takes nothing away; what a type extends shapes all of it.
    const impact: ChangeImpact = clause === 'implements' && a.every((t) => b.includes(t)) ? 'non-breaking' : 'breaking';
    changes.push({what: `${clause} ${typeChange(a.join(', ') || 'nothing', b.join(', ') || 'nothing')}`, impact});
  }
  if (older.type !== undefined && newer.type !== undefined && older.type !== newer.type) {
    const direction = compareTypes(older.type, newer.type);
    changes.push({
      what: `type ${direction}: ${typeChange(older.type, newer.type)}`,
      impact: direction === 'widened' && newer.form === 'type alias' ? 'non-breaking' : 'breaking',
    });
  }
  changes.push(...compareSignatures(older.signatures, newer.signatures));
  for (const [member, description] of newer.members) {
    const before = older.members.get(member);
    const label = member === '[index]' ? 'index signature' : `member ${code(member)}`;
    if (!before) {
      const required = !enumLike(newer.form) && newer.form === 'interface' && !description.optional && member !== '[index]';
      changes.push({
        what: `${label} added${required ? ' (required)' : ''}`,
        impact: required && CALLER_WRITTEN.test(name) ? 'breaking' : 'non-breaking',
        member,
      });
      continue;
    }
    if (before.type !== description.type || before.optional !== description.optional)
      changes.push({...memberTypeChange(label, before, description), member});
    changes.push(...deprecationChange(`${label} `, before.deprecated, description.deprecated).map((change) => ({...change, member})));
  }
  for (const member of older.members.keys()) {
    if (!newer.members.has(member))
      changes.push({what: `${member === '[index]' ? 'index signature' : `member ${code(member)}`} removed`, impact: 'breaking', member});
  }
  return changes;
}

/**
 * `A` → `B`, short enough for one line: for two unions that share members, what the second
 * adds and removes; for long types, only that they differ (the pages show both declarations).
 */
export function typeChange(older: string, newer: string): string {
  const [a, b] = [splitUnion(older), splitUnion(newer)];
  const shared = a.filter((t) => b.includes(t));
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
  if (shared.length > 0 && (a.length > 1 || b.length > 1)) {
    const added = b.filter((t) => !a.includes(t));
    const removed = a.filter((t) => !b.includes(t));
    const list = (types: string[]) =>
      types
        .slice(0, 4)
        .map((t) => code(short(t)))
        .join(', ') + (types.length > 4 ? ` and ${types.length - 4} more` : '');
    return [added.length ? `adds ${list(added)}` : '', removed.length ? `removes ${list(removed)}` : ''].filter(Boolean).join(', ');
  }
  if (older.length + newer.length > 120) return `${code(short(older))} → ${code(short(newer))}`;
  return `${code(older)} → ${code(newer)}`;
}

/** Type parameters appended with defaults, or defaults added, break nothing; any other change may. */
function typeParameterImpact(older: string, newer: string): ChangeImpact {
  const parse = (text: string) =>
    splitTopLevel(text.replace(/^<|>$/g, ''), ', ')
      .filter(Boolean)
      .map((parameter) => {
        const [head, fallback] = splitTopLevel(parameter, ' = ');
        return {constraint: head.replace(/^\w+/, ''), hasDefault: fallback !== undefined};
      });
  const [a, b] = [parse(older), parse(newer)];
  if (b.length < a.length) return 'breaking';
  const keeps = a.every((p, i) => p.constraint === b[i].constraint && (!p.hasDefault || b[i].hasDefault));
  return keeps && b.slice(a.length).every((p) => p.hasDefault) ? 'non-breaking' : 'breaking';
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if ('(<{['.includes(char)) depth++;
    else if (')>}]'.includes(char) && text[i - 1] !== '=') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function memberTypeChange(label: string, older: Member, newer: Member): ApiChange {
  if (label === 'index signature') {
    const keys = (text: string) => /^\[key: ([^\]]*)\]/.exec(text)?.[1] ?? text;
    const [a, b] = [keys(older.type), keys(newer.type)];
    if (a !== b && older.type.replace(a, '') === newer.type.replace(b, '')) {
      return {what: `index signature key ${code(a)} → ${code(b)}`, impact: compareTypes(a, b) === 'widened' ? 'non-breaking' : 'breaking'};
    }
    return {what: `index signature ${typeChange(older.type, newer.type)}`, impact: 'breaking'};
  }
  if (older.type === newer.type) {
    return {what: `${label} made ${newer.optional ? 'optional' : 'required'}`, impact: 'breaking'};
  }
  const direction = compareTypes(older.type, newer.type);
  const plusUndefined =
    direction === 'widened' && [...unionMembers(newer.type)].filter((t) => !unionMembers(older.type).has(t)).join() === 'undefined';
  if (plusUndefined && newer.optional) {
    return {
      what: `${label} also accepts an explicit \`undefined\` (${code(older.type)} → ${code(newer.type)}; matters with exactOptionalPropertyTypes)`,
      impact: 'non-breaking',
    };
  }
  return {what: `${label} type ${direction}: ${typeChange(older.type, newer.type)}`, impact: 'breaking'};
}

function compareSignatures(older: Signature[], newer: Signature[]): ApiChange[] {
  if (older.length === 0 && newer.length === 0) return [];
  if (older.length !== newer.length) {
    return [{what: `overloads: ${older.length} → ${newer.length}`, impact: newer.length > older.length ? 'non-breaking' : 'breaking'}];
  }
  const changes: ApiChange[] = [];
  older.forEach((before, index) => {
    const after = newer[index];
    const where = older.length > 1 ? ` (overload ${index + 1})` : '';
    if (before.typeParameters !== after.typeParameters) {
      changes.push({
        what: `type parameters ${code(before.typeParameters || 'none')} → ${code(after.typeParameters || 'none')}${where}`,
        impact: typeParameterImpact(before.typeParameters, after.typeParameters),
      });
    }
    const count = Math.max(before.parameters.length, after.parameters.length);
    for (let position = 0; position < count; position++) {
      const [a, b] = [before.parameters[position], after.parameters[position]];
      if (!b) {
        changes.push({what: `parameter ${code(a.name)} removed${where}`, impact: 'breaking'});
        continue;
      }
      if (!a) {
        changes.push({
          what: `${b.optional ? 'optional ' : ''}parameter ${code(b.name)} added${where}`,
          impact: b.optional ? 'non-breaking' : 'breaking',
        });
        continue;
      }
      const label = a.name === b.name ? `parameter ${code(b.name)}` : `parameter ${code(a.name)} (now ${code(b.name)})`;
      if (a.type !== b.type) {
        const direction = compareTypes(a.type, b.type);
        changes.push({
          what: `${label} type ${direction}: ${typeChange(a.type, b.type)}${where}`,
          impact: direction === 'widened' ? 'non-breaking' : 'breaking',
        });
      }
      if (a.optional !== b.optional)
        changes.push({
          what: `${label} made ${b.optional ? 'optional' : 'required'}${where}`,
          impact: b.optional ? 'non-breaking' : 'breaking',
        });
      changes.push(...deprecationChange(`${label} `, a.deprecated, b.deprecated));
    }
    if (before.returns !== after.returns) {
      const direction = compareTypes(before.returns, after.returns);
      changes.push({
        what: `return type ${direction}: ${typeChange(before.returns, after.returns)}${where}`,
        impact: direction === 'narrowed' ? 'non-breaking' : 'breaking',
      });
    }
  });
  return changes;
}
