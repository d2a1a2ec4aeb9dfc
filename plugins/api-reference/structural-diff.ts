import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {readEntryPoints} from './exports';
import {lineage, loadHistory, parseEvents} from './history/data';
import {hasOnlyInternalFields, isInternal} from './internal';
import {
  hasDeprecatedTag,
  isSymbolDeprecated,
  memberKey,
  membersOf,
  memberName,
  packageExports,
  packageProgram,
  parameterKey,
  resolved,
} from './history/surface';

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

/** An entry point (`graphql/subscription`) one version has and the other lacks, with the names it exports. */
export interface EntryPoint {
  path: string;
  exports: string[];
}

export interface StructuralDiff {
  added: string[];
  removed: string[];
  /** Entry points besides the root, the modules a program imports (`graphql/subscription`). */
  entryPoints: {added: EntryPoint[]; removed: EntryPoint[]};
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
  /** The fields of an options object the package does not export under a shared name, compared one by one. */
  fields?: Map<string, Member>;
  /** The type as the declaration writes it, which names what the canonical form expands. */
  written: string;
}

interface Signature {
  /** This overload is `@deprecated` (`new GraphQLError(message, nodes, …)` in 16). */
  deprecated: boolean;
  typeParameters: string;
  parameters: Parameter[];
  returns: string;
  /** The return type as the declaration writes it. */
  writtenReturns: string;
}

interface Member {
  type: string;
  /** A class's constructor: its overloads, compared as a function's (parameters and overloads added, removed, deprecated). */
  signatures?: Signature[];
  optional: boolean;
  deprecated: boolean;
  /** The exported class or interface it is inherited from (through `extends`, `Omit<>`, …), if any. */
  inheritedFrom?: string;
  /** Its key in the history data (history/surface.ts), for the release that deprecated it. */
  historyKey?: string;
  /**
   * Left off the pages (typedoc-project.ts): marked `@internal` itself (`tagged`), or an object
   * type whose every field is (`fields`), so nothing of it is public.
   */
  internal?: 'tagged' | 'fields';
}

interface Description {
  /** The export's name, for its references to itself. */
  name?: string;
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
  const deprecatedIn = deprecationReleases(newerDir);
  for (const name of [...newer.exports.keys()].sort()) {
    if (!older.exports.has(name)) continue;
    const changes = compareDescriptions(older.describe(name), newer.describe(name), deprecatedIn);
    if (changes.length > 0) changed.set(name, changes);
  }
  const [olderEntries, newerEntries] = [olderDir, newerDir].map((dir) => readEntryPoints(dir));
  const only = (a: Map<string, string[]>, b: Map<string, string[]>) =>
    [...a].filter(([entry]) => !b.has(entry)).map(([entry, names]) => ({path: entry, exports: names}));
  return {added, removed, changed, entryPoints: {added: only(newerEntries, olderEntries), removed: only(olderEntries, newerEntries)}};
}

/** When the newer package's line deprecated each history key, from the committed data (none for a package it lacks). */
function deprecationReleases(packageDir: string): DeprecatedIn {
  const manifest = path.join(packageDir, 'package.json');
  const version = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version : undefined;
  const data = loadHistory();
  if (!version || !data.releases.includes(version)) return () => undefined;
  const line = lineage(data, version);
  return (key) =>
    parseEvents(data.history[key])
      .filter((event) => event.kind === 'deprecated' && line.has(event.version))
      .at(-1)?.version;
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
      name,
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
          .map((s) => this.signature(s, name));
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
        // Every member the type has as TypeScript resolves it, inherited ones included (through
        // `extends`, `Omit<>`, intersections), each with the export it is inherited from.
        for (const [member, memberSymbol] of membersOf(checker, symbol)) {
          const inheritedFrom = this.inheritedFrom(memberSymbol, symbol);
          if (member === 'constructor') {
            const constructors = checker.getTypeOfSymbol(symbol).getConstructSignatures();
            description.members.set(member, {
              type: constructors.map((s) => this.signatureText(s, new Set())).join(' & '),
              signatures: constructors.map((s) => this.signature(s, memberKey(name, member))),
              optional: false,
              deprecated: isSymbolDeprecated(memberSymbol),
            });
            continue;
          }
          description.members.set(member, {
            type: this.memberType(memberSymbol),
            optional: !!(memberSymbol.flags & ts.SymbolFlags.Optional),
            deprecated: isSymbolDeprecated(memberSymbol),
            inheritedFrom,
            historyKey: memberKey(name, member),
            internal: isWhollyInternal(memberSymbol),
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

  /** The exported class or interface that declares an inherited member, if any. */
  private inheritedFrom(member: ts.Symbol, owner: ts.Symbol): string | undefined {
    const parent = member.declarations?.[0]?.parent;
    if (!parent || !(ts.isClassDeclaration(parent) || ts.isInterfaceDeclaration(parent)) || !parent.name) return undefined;
    const parentSymbol = this.checker.getSymbolAtLocation(parent.name);
    return parentSymbol && parentSymbol !== owner ? this.exportNames.get(parentSymbol) : undefined;
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

  private signature(signature: ts.Signature, functionName: string): Signature {
    const declaration = signature.getDeclaration();
    return {
      deprecated: !!declaration && hasDeprecatedTag(declaration),
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
          fields: this.optionsFields(parameter, functionName),
          written: node?.type ? writtenText(node.type) : type,
        };
      }),
      returns: declaration?.type ? this.writtenType(declaration.type) : this.returnType(signature, new Set()),
      writtenReturns: declaration?.type ? writtenText(declaration.type) : this.returnType(signature, new Set()),
    };
  }

  /**
   * The fields of a parameter whose type (null and undefined aside) is an object the comparison
   * reads as its structure (see `type`): an options object, inline or of a type only one version
   * exports. Each field carries the history key of its deprecation.
   */
  private optionsFields(parameter: ts.Symbol, functionName: string): Map<string, Member> | undefined {
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(parameter));
    if (
      !(type.flags & ts.TypeFlags.Object) ||
      type.getCallSignatures().length > 0 ||
      this.checker.getIndexInfosOfType(type).length > 0 ||
      !this.type(type, new Set()).startsWith('{ ')
    )
      return undefined;
    const owner = type.aliasSymbol ?? type.getSymbol();
    const ownerName = owner && this.exportNames.get(owner);
    const fields = new Map<string, Member>();
    for (const field of this.checker.getPropertiesOfType(type)) {
      const name = memberName(this.checker, field);
      fields.set(name, {
        type: this.memberType(field),
        optional: !!(field.flags & ts.SymbolFlags.Optional),
        deprecated: isSymbolDeprecated(field),
        historyKey: ownerName ? `${ownerName}.${name}` : parameterKey(functionName, parameter.name, name),
      });
    }
    return fields;
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
      // The type of an exported function is `typeof` it: its name alone would read as a type of that name.
      if (
        symbol.flags & ts.SymbolFlags.Function &&
        !(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))
      )
        return `typeof ${this.exportNames.get(symbol)!}`;
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

/** How a member has nothing public, if it has nothing: marked `@internal`, or all its fields are (see `hasOnlyInternalFields`). */
function isWhollyInternal(member: ts.Symbol): Member['internal'] {
  const declaration = member.declarations?.[0];
  if (!declaration) return undefined;
  if (isInternal(declaration)) return 'tagged';
  return hasOnlyInternalFields(declaration) ? 'fields' : undefined;
}

/** A type node's text on one line. */
function writtenText(node: ts.TypeNode): string {
  return node.getText().replace(/\s+/g, ' ');
}

/**
 * A type change in a phrase: the types as the declarations write them when both are short and
 * differ (`ExecutionArgs` → `ValidatedSubscriptionArgs`, a name the canonical form expands),
 * otherwise the canonical forms (see `typeChange`).
 */
function writtenOrCanonicalChange(older: string, newer: string, olderWritten: string, newerWritten: string): string {
  const short = olderWritten.length <= EXCERPT_LENGTH && newerWritten.length <= EXCERPT_LENGTH;
  return short && olderWritten !== newerWritten ? `${code(olderWritten)} → ${code(newerWritten)}` : typeChange(older, newer);
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

/**
 * `newer` with its type parameters renamed to `older`'s, position by position: a rename is no
 * change. A type parameter appended with a default is that default: code written against the
 * older version names no argument for it (`GraphQLInterfaceType` is `GraphQLInterfaceType<any, any>`
 * in 17, whose `resolveType` is then 16's `GraphQLTypeResolver<any, any>`).
 */
function renameTypeParameters(newer: Description, olderNames: readonly string[]): Description {
  const defaults = typeParameterDefaults(newer.typeParameters);
  const renames = newer.typeParameterNames
    .map((name, index) => [name, index < olderNames.length ? olderNames[index] : defaults[index]] as const)
    .filter(([from, to]) => to && from !== to);
  if (renames.length === 0) return newer;
  const appended = defaults.slice(olderNames.length);
  const rename = (text: string) => {
    const renamed = renames.reduce((result, [from, to]) => result.replace(new RegExp(`\\b${from}\\b`, 'g'), to!), text);
    // The export named with its own defaults as arguments is the export named bare, as the canonical form writes it.
    if (!newer.name || appended.length === 0 || !appended.every(Boolean)) return renamed;
    const own = (args: readonly (string | undefined)[]) => `${newer.name}${args.length ? `<${args.join(', ')}>` : ''}`;
    return renamed.replaceAll(own([...olderNames, ...appended]), own(olderNames));
  };
  return {
    ...newer,
    typeParameters: renameOnly(newer.typeParameters, newer.typeParameterNames, olderNames),
    heritage: newer.heritage.map(rename),
    members: new Map(
      [...newer.members].map(([name, member]) => [
        name,
        {
          ...member,
          type: rename(member.type),
          signatures: member.signatures?.map((signature) => ({
            ...signature,
            parameters: signature.parameters.map((parameter) => ({...parameter, type: rename(parameter.type)})),
            returns: rename(signature.returns),
          })),
        },
      ]),
    ),
    type: newer.type && rename(newer.type),
  };
}

/** The default of each type parameter in `<A, B = any>` (undefined for one without). */
function typeParameterDefaults(text: string): (string | undefined)[] {
  return splitTopLevel(text.replace(/^<|>$/g, ''), ', ')
    .filter(Boolean)
    .map((parameter) => splitTopLevel(parameter, ' = ')[1]);
}

/** The declaration's own type parameter list with the shared ones renamed (appended ones stay, to be compared). */
function renameOnly(text: string, names: readonly string[], olderNames: readonly string[]): string {
  return names.reduce(
    (result, name, index) =>
      olderNames[index] && olderNames[index] !== name ? result.replace(new RegExp(`\\b${name}\\b`, 'g'), olderNames[index]) : result,
    text,
  );
}

const article = (form: string) => `${/^[aeiou]/.test(form) ? 'an' : 'a'} ${form}`;

/** The release of the current major that deprecated a history key (history/data.ts), if the data knows. */
export type DeprecatedIn = (historyKey: string) => string | undefined;

/** "deprecated", or "deprecated in 17.1.0" when the history data says when. */
function deprecatedPhrase(member: Member, deprecatedIn: DeprecatedIn): string {
  const version = member.historyKey && deprecatedIn(member.historyKey);
  return `deprecated${version ? ` in ${version}` : ''}`;
}

/**
 * What changed in an export, each change labelled by the rule the plugin's README states
 * ("Which changes are breaking"): a change is breaking when code that compiled against the
 * older version can fail to compile or behave differently against the newer one.
 */
export function compareDescriptions(
  older: Description,
  newerAsRead: Description,
  deprecatedIn: DeprecatedIn = () => undefined,
): ApiChange[] {
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
    // Implementing one more interface takes nothing away. What a type extends is compared
    // through the members it brings (below); a class that no longer extends a class breaks `instanceof`.
    const impact: ChangeImpact =
      (clause === 'implements' && a.every((t) => b.includes(t))) || (clause === 'extends' && newer.form === 'interface')
        ? 'non-breaking'
        : 'breaking';
    changes.push({what: `${clause} ${typeChange(a.join(', ') || 'nothing', b.join(', ') || 'nothing')}`, impact});
  }
  if (older.type !== undefined && newer.type !== undefined && older.type !== newer.type) {
    const direction = compareTypes(older.type, newer.type);
    changes.push({
      what: `type ${direction}: ${typeChange(older.type, newer.type)}`,
      impact: direction === 'widened' && newer.form === 'type alias' ? 'non-breaking' : 'breaking',
    });
  }
  changes.push(...compareSignatures(older.signatures, newer.signatures, deprecatedIn));
  // Members are compared as the type resolves them, inherited ones included; one that both
  // versions inherit from the same export is compared on that export's entry.
  const parents = (d: Description) => new Set([...d.members.values()].flatMap((m) => (m.inheritedFrom ? [m.inheritedFrom] : [])));
  const [olderParents, newerParents] = [parents(older), parents(newer)];
  for (const [member, description] of newer.members) {
    const before = older.members.get(member);
    const from = description.inheritedFrom;
    if (from && (before ? before.inheritedFrom === from : olderParents.has(from))) continue;
    const label = member === '[index]' ? 'index signature' : `member ${code(member)}`;
    // A member left with only `@internal` fields still compiles, but is no longer documented.
    if (description.internal || before?.internal) {
      if (before && !before.internal)
        changes.push({
          what: `${label} made internal (${description.internal === 'fields' ? 'all its fields are ' : ''}\`@internal\`)`,
          impact: 'deprecation',
          member,
        });
      if (before?.internal && !description.internal) changes.push({what: `${label} made public`, impact: 'non-breaking', member});
      continue;
    }
    if (!before) {
      // Anyone can build an object of an interface (a resolver test builds a GraphQLResolveInfo):
      // a required member added to one breaks that code. A class is built by its constructor.
      const required = newer.form === 'interface' && !description.optional && member !== '[index]';
      const notes = [required ? 'required' : '', description.deprecated ? deprecatedPhrase(description, deprecatedIn) : ''].filter(Boolean);
      changes.push({
        what: `${label} added${notes.length ? ` (${notes.join(', ')})` : ''}`,
        impact: required ? 'breaking' : 'non-breaking',
        member,
      });
      continue;
    }
    if (before.signatures && description.signatures) {
      // A constructor is called like a function: an overload or optional parameter added breaks nothing.
      changes.push(
        ...compareSignatures(before.signatures, description.signatures, deprecatedIn).map((change) => ({
          ...change,
          what: `constructor: ${change.what}`,
          member,
        })),
      );
      continue;
    }
    if (before.type !== description.type || before.optional !== description.optional)
      changes.push({...memberTypeChange(label, before, description), member});
    changes.push(...deprecationChange(`${label} `, before.deprecated, description.deprecated).map((change) => ({...change, member})));
  }
  for (const [member, before] of older.members) {
    if (newer.members.has(member) || before.internal || (before.inheritedFrom && newerParents.has(before.inheritedFrom))) continue;
    changes.push({what: `${member === '[index]' ? 'index signature' : `member ${code(member)}`} removed`, impact: 'breaking', member});
  }
  return changes;
}

/**
 * Whether every value of the type `source` is a value of `target`, on canonical texts: each
 * union member of `source` is one of `target`'s, or an object structure that `target`'s
 * structure accepts (each of its fields accepting the old field's values, no field dropped, no
 * field made required). Anything it cannot tell counts as not accepted.
 */
export function accepts(target: string, source: string): boolean {
  if (target === source) return true;
  const targets = splitUnion(target);
  return splitUnion(source).every((member) => targets.some((t) => t === member || structureAccepts(t, member)));
}

function structureAccepts(target: string, source: string): boolean {
  const [t, s] = [structureFields(target), structureFields(source)];
  if (!t || !s) return false;
  for (const [name, field] of s) {
    const other = t.get(name);
    if (!other || (field.optional && !other.optional) || !accepts(other.type, field.type)) return false;
  }
  return [...t].every(([name, field]) => s.has(name) || field.optional);
}

/** The fields of a canonical object structure `{ a?: T; readonly b: U }`, or undefined for anything else. */
function structureFields(text: string): Map<string, {type: string; optional: boolean}> | undefined {
  if (!text.startsWith('{ ') || !text.endsWith(' }')) return undefined;
  const fields = new Map<string, {type: string; optional: boolean}>();
  for (const part of splitTopLevel(text.slice(2, -2), '; ')) {
    const match = /^(?:readonly )?([\w$]+)(\??): (.*)$/s.exec(part);
    if (!match) return undefined;
    fields.set(match[1], {optional: match[2] === '?', type: match[3]});
  }
  return fields;
}

/** The texts shown for a long type: longer than this, only the part around what differs is shown. */
const EXCERPT_LENGTH = 60;

/**
 * The two texts, each cut to the same window around the first character where they differ
 * when either is long: the window starts a little before that character and is at most
 * `EXCERPT_LENGTH` long, so the two excerpts always differ where the texts do.
 */
export function excerpts(older: string, newer: string): [string, string] {
  if (older.length <= EXCERPT_LENGTH && newer.length <= EXCERPT_LENGTH) return [older, newer];
  let prefix = 0;
  while (prefix < older.length && prefix < newer.length && older[prefix] === newer[prefix]) prefix++;
  const start = Math.max(0, prefix - 16);
  const cut = (text: string) => {
    const end = Math.min(text.length, start + EXCERPT_LENGTH);
    return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  };
  return [cut(older), cut(newer)];
}

/**
 * `A` → `B`, short enough for one line: for two unions that share members, what the second
 * adds and removes; for long types, the part around what differs (see `excerpts`).
 */
export function typeChange(older: string, newer: string): string {
  const [a, b] = [splitUnion(older), splitUnion(newer)];
  const shared = a.filter((t) => b.includes(t));
  if (shared.length > 0 && (a.length > 1 || b.length > 1)) {
    const added = b.filter((t) => !a.includes(t));
    const removed = a.filter((t) => !b.includes(t));
    // A long member is cut around where it differs from the most alike member on the other side.
    const shown = (t: string, others: string[]) => {
      if (t.length <= EXCERPT_LENGTH) return t;
      const alike = [...others].sort((x, y) => commonPrefix(y, t) - commonPrefix(x, t))[0];
      return alike === undefined ? excerpts(t, '')[0] : excerpts(t, alike)[0];
    };
    const list = (types: string[], others: string[]) =>
      types
        .slice(0, 4)
        .map((t) => code(shown(t, others)))
        .join(', ') + (types.length > 4 ? ` and ${types.length - 4} more` : '');
    return [added.length ? `adds ${list(added, removed)}` : '', removed.length ? `removes ${list(removed, added)}` : '']
      .filter(Boolean)
      .join(', ');
  }
  const [before, after] = excerpts(older, newer);
  return `${code(before)} → ${code(after)}`;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
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

/** `(schema, document, rootValue?, …)`: an overload by its parameters' names. */
const parameterNames = (signature: Signature) =>
  code(`(${signature.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}`).join(', ')})`);

/**
 * The overloads of the two versions paired: by position when their number is the same,
 * otherwise each newer overload with the older one most like it (parameter names in common,
 * then the same number of parameters). Unpaired ones were added or removed.
 */
function pairOverloads(older: Signature[], newer: Signature[]): [number | undefined, number | undefined][] {
  if (older.length === newer.length) return older.map((_, index) => [index, index]);
  const score = (i: number, j: number) => {
    const names = new Set(newer[j].parameters.map((p) => p.name));
    return (
      older[i].parameters.filter((p) => names.has(p.name)).length * 2 + (older[i].parameters.length === newer[j].parameters.length ? 1 : 0)
    );
  };
  // The most alike pair first, so an overload kept as it was is paired with itself
  // (16's `new ValidationContext(…, hideSuggestions)` with 17.1.0's, not with the `options` one added before it).
  const candidates = older
    .flatMap((_, i) => newer.map((__, j) => ({i, j, score: score(i, j)})))
    .filter((pair) => pair.score > 0 || (older.length === 1 && newer.length === 1))
    .sort((a, b) => b.score - a.score || a.j - b.j);
  const [freeOlder, freeNewer] = [new Set(older.keys()), new Set(newer.keys())];
  const paired = new Map<number, number>();
  for (const {i, j} of candidates) {
    if (!freeOlder.has(i) || !freeNewer.has(j)) continue;
    freeOlder.delete(i);
    freeNewer.delete(j);
    paired.set(j, i);
  }
  return [
    ...newer.map((_, j): [number | undefined, number | undefined] => [paired.get(j), j]),
    ...[...freeOlder].map((index): [number | undefined, number | undefined] => [index, undefined]),
  ];
}

function compareSignatures(older: Signature[], newer: Signature[], deprecatedIn: DeprecatedIn): ApiChange[] {
  if (older.length === 0 && newer.length === 0) return [];
  const changes: ApiChange[] = [];
  if (older.length !== newer.length) {
    changes.push({what: `overloads: ${older.length} → ${newer.length}`, impact: newer.length > older.length ? 'non-breaking' : 'breaking'});
  }
  for (const [olderIndex, newerIndex] of pairOverloads(older, newer)) {
    if (newerIndex === undefined) {
      changes.push({what: `overload ${parameterNames(older[olderIndex!])} removed`, impact: 'breaking'});
      continue;
    }
    if (olderIndex === undefined) {
      changes.push({what: `overload ${parameterNames(newer[newerIndex])} added`, impact: 'non-breaking'});
      continue;
    }
    const [before, after] = [older[olderIndex], newer[newerIndex]];
    const where = older.length > 1 ? ` (overload ${olderIndex + 1})` : '';
    if (newer.length > 1 || older.length > 1)
      changes.push(...deprecationChange(`overload ${parameterNames(after)} `, before.deprecated, after.deprecated));
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
      if (a.type !== b.type) changes.push(...parameterTypeChanges(label, a, b, where, deprecatedIn));
      if (a.optional !== b.optional)
        changes.push({
          what: `${label} made ${b.optional ? 'optional' : 'required'}${where}`,
          impact: b.optional ? 'non-breaking' : 'breaking',
        });
      changes.push(...deprecationChange(`${label} `, a.deprecated, b.deprecated));
    }
    if (before.returns !== after.returns) {
      changes.push({
        what: `return type ${compareTypes(before.returns, after.returns)}: ${writtenOrCanonicalChange(before.returns, after.returns, before.writtenReturns, after.writtenReturns)}${where}`,
        // Callers handle every value the old type had: a return type that may now be something else breaks them.
        impact: accepts(before.returns, after.returns) ? 'non-breaking' : 'breaking',
      });
    }
  }
  return changes;
}

/**
 * A parameter's type change: breaking when the new type does not accept every value the old
 * one did. An options object is compared field by field.
 */
function parameterTypeChanges(label: string, a: Parameter, b: Parameter, where: string, deprecatedIn: DeprecatedIn): ApiChange[] {
  const impact = (older: string, newer: string): ChangeImpact => (accepts(newer, older) ? 'non-breaking' : 'breaking');
  const rest = (p: Parameter) => unionText(splitUnion(p.type).filter((t) => !t.startsWith('{ ')));
  const whole: ApiChange = {
    what: `${label} type ${compareTypes(a.type, b.type)}: ${writtenOrCanonicalChange(a.type, b.type, a.written, b.written)}${where}`,
    impact: impact(a.type, b.type),
  };
  if (!a.fields || !b.fields || rest(a) !== rest(b)) return [whole];
  const changes: ApiChange[] = [];
  for (const [field, after] of b.fields) {
    const before = a.fields.get(field);
    const name = `${label}, field ${code(field)}`;
    if (!before) {
      const notes = [after.optional ? 'optional' : 'required', after.deprecated ? deprecatedPhrase(after, deprecatedIn) : ''].filter(
        Boolean,
      );
      changes.push({what: `${name} added (${notes.join(', ')})${where}`, impact: after.optional ? 'non-breaking' : 'breaking'});
      continue;
    }
    if (before.type !== after.type)
      changes.push({
        what: `${name} type ${compareTypes(before.type, after.type)}: ${typeChange(before.type, after.type)}${where}`,
        impact: impact(before.type, after.type),
      });
    if (before.optional !== after.optional)
      changes.push({
        what: `${name} made ${after.optional ? 'optional' : 'required'}${where}`,
        impact: after.optional ? 'non-breaking' : 'breaking',
      });
    changes.push(...deprecationChange(`${name} `, before.deprecated, after.deprecated));
  }
  for (const field of a.fields.keys()) {
    if (!b.fields.has(field)) changes.push({what: `${label}, field ${code(field)} removed${where}`, impact: 'breaking'});
  }
  // Field by field while that stays short; past that, one line for the whole type.
  return changes.length <= MAX_FIELD_CHANGES ? changes : [whole];
}

const MAX_FIELD_CHANGES = 4;
