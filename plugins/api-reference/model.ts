import path from 'node:path';
import type {Comment, DeclarationReflection, ProjectReflection, Reflection, SignatureReflection, SomeType} from 'typedoc';
import {PAGE_KINDS, type ApiKind, type PageKind} from '../../contracts/api';
import type {ExportDetails} from './exports';
import type {ApiModuleId} from './modules';
import type {DocumentedPackage} from './packages';
import {typedoc} from './typedoc-project';

export {PAGE_KINDS, type ApiKind, type PageKind};

export const SHARED_PAGE_FOLDERS = {type: 'type-aliases', variable: 'variables'} as const;

export type MemberSection = 'constructor' | 'properties' | 'accessors' | 'methods';

export interface ApiMember {
  reflection: DeclarationReflection;
  section: MemberSection;
  anchor: string;
}

export interface ApiEnumMember {
  name: string;
  /** The value as TypeScript writes it, e.g. `"Name"` or `0`. */
  value: string;
  comment: Comment | undefined;
  anchor: string;
  /** Every reflection standing for this member (a const property, a namespace variable and type). */
  reflections: Reflection[];
}

export interface ApiEntry {
  name: string;
  kind: ApiKind;
  module: ApiModuleId;
  /** Validation rules are functions listed in a group of their own. */
  isValidationRule: boolean;
  /** The reflection whose declaration and comment the reference shows. */
  reflection: DeclarationReflection;
  /** Every reflection that stands for this export: links to any of them lead here. */
  reflections: DeclarationReflection[];
  members: ApiMember[];
  enumMembers: ApiEnumMember[];
  /** The entry points besides the root that also export it (`graphql/language`), if any. */
  subpaths: string[];
  /** Exported with `export type`: usable in type positions only (`import type`). */
  typeOnly: boolean;
  /**
   * How an enum is declared: a TypeScript enum, a const object with a union type of the same
   * name (graphql 17's `TokenKind`), or a namespace of constants with a union type (17's `Kind`).
   */
  enumForm?: 'enum' | 'const-object' | 'namespace';
  /** The type alias that goes with a const-object or namespace enum. */
  enumType?: DeclarationReflection;
  /** Docs plugin id of the page: `class/GraphQLSchema`, `type-aliases/language`. */
  docId: string;
  /** Site path, with `#anchor` for entries on a shared page. */
  url: string;
}

export interface ApiModel {
  pkg: DocumentedPackage;
  entries: ApiEntry[];
  /** Site path (with anchor) of every reflection that has a place in the reference. */
  urls: Map<Reflection, string>;
}

export function buildModel(
  project: ProjectReflection,
  pkg: DocumentedPackage,
  exportModules: ReadonlyMap<string, ApiModuleId>,
  details: ExportDetails = {typeOnly: new Set(), subpaths: new Map()},
): ApiModel {
  const byName = new Map<string, DeclarationReflection[]>();
  for (const child of project.children ?? []) byName.set(child.name, [...(byName.get(child.name) ?? []), child]);

  const entries: ApiEntry[] = [];
  for (const [name, module] of exportModules) {
    const reflections = byName.get(name);
    if (!reflections) throw new Error(`api-reference: TypeDoc produced nothing for the export ${name} of ${pkg.packageName}`);
    entries.push({
      ...createEntry(name, module, reflections, pkg),
      typeOnly: details.typeOnly.has(name),
      subpaths: details.subpaths.get(name) ?? [],
    });
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en'));

  const urls = new Map<Reflection, string>();
  for (const entry of entries) {
    for (const reflection of entry.reflections) urls.set(reflection, entry.url);
    for (const member of entry.members) urls.set(member.reflection, `${entry.url}#${member.anchor}`);
    for (const member of entry.enumMembers) {
      for (const reflection of member.reflections) urls.set(reflection, `${entry.url}#${member.anchor}`);
    }
  }
  return {pkg, entries, urls};
}

function createEntry(name: string, module: ApiModuleId, reflections: DeclarationReflection[], pkg: DocumentedPackage): ApiEntry {
  const {ReflectionKind} = typedoc();
  const find = (kind: number) => reflections.find((reflection) => reflection.kindOf(kind));
  const base = {name, module, reflections, members: [] as ApiMember[], enumMembers: [] as ApiEnumMember[]};

  const classReflection = find(ReflectionKind.Class);
  if (classReflection) return page(base, 'class', classReflection, pkg, {members: members(classReflection, pkg, true)});

  const enumReflection = find(ReflectionKind.Enum);
  if (enumReflection) return page(base, 'enum', enumReflection, pkg, {enumMembers: tsEnumMembers(enumReflection)});

  // graphql 17 replaced TS enums by const objects with a type of the same name, and `Kind` by a
  // namespace of constants. Readers still look them up as enums.
  const namespace = find(ReflectionKind.Namespace);
  if (namespace) {
    const enumMembers = namespaceEnumMembers(namespace);
    if (!enumMembers) throw new Error(`api-reference: the namespace ${name} is not a set of constants`);
    return page(base, 'enum', namespace, pkg, {enumMembers, enumForm: 'namespace', enumType: find(ReflectionKind.TypeAlias)});
  }
  const variable = find(ReflectionKind.Variable);
  const typeAlias = find(ReflectionKind.TypeAlias);
  const constObjectMembers = variable && typeAlias ? constObjectEnumMembers(variable) : undefined;
  if (variable && constObjectMembers)
    return page(base, 'enum', variable, pkg, {enumMembers: constObjectMembers, enumForm: 'const-object', enumType: typeAlias});

  const fn = find(ReflectionKind.Function);
  if (fn) {
    leadWithReturns(mainSignature(fn)?.comment);
    const isValidationRule = relativeSourcePath(fn, pkg).startsWith('validation/rules/');
    return {...page(base, 'function', fn, pkg), isValidationRule};
  }
  const iface = find(ReflectionKind.Interface);
  if (iface) return page(base, 'interface', iface, pkg, {members: members(iface, pkg, false)});
  if (typeAlias) return shared(base, 'type', typeAlias, pkg);
  if (variable) return shared(base, 'variable', variable, pkg);
  throw new Error(`api-reference: no page kind for the export ${name} (${reflections.map((r) => ReflectionKind[r.kind]).join(', ')})`);
}

type EntryBase = Pick<ApiEntry, 'name' | 'module' | 'reflections' | 'members' | 'enumMembers'>;

function page(
  base: EntryBase,
  kind: PageKind,
  reflection: DeclarationReflection,
  pkg: DocumentedPackage,
  extra: Partial<Pick<ApiEntry, 'members' | 'enumMembers' | 'enumForm' | 'enumType'>> = {},
): ApiEntry {
  const docId = `${kind}/${base.name}`;
  return {
    ...base,
    ...extra,
    kind,
    reflection,
    isValidationRule: false,
    typeOnly: false,
    subpaths: [],
    docId,
    url: `${pkg.basePath}/${docId}`,
  };
}

function shared(base: EntryBase, kind: 'type' | 'variable', reflection: DeclarationReflection, pkg: DocumentedPackage): ApiEntry {
  const docId = `${SHARED_PAGE_FOLDERS[kind]}/${base.module}`;
  return {
    ...base,
    kind,
    reflection,
    isValidationRule: false,
    typeOnly: false,
    subpaths: [],
    docId,
    url: `${pkg.basePath}/${docId}#${base.name}`,
  };
}

/** Path of a reflection's declaration file inside the package, e.g. `language/parser.d.ts`. */
export function relativeSourcePath(reflection: Reflection, pkg: DocumentedPackage): string {
  const source = (reflection as DeclarationReflection).sources?.[0] ?? (reflection as DeclarationReflection).signatures?.[0]?.sources?.[0];
  if (!source) return '';
  return path.relative(pkg.packageDir, source.fullFileName).split(path.sep).join('/');
}

// Section headings of member pages; members never take these anchors.
const RESERVED_ANCHORS = new Set([
  'constructor',
  'properties',
  'accessors',
  'methods',
  'signatures',
  'members',
  'type-parameters',
  'parameters',
  'returns',
  'examples',
  'usage',
  'hierarchy',
  'referenced-by',
  'used-in-the-docs',
]);

function allocateAnchor(name: string, isStatic: boolean, used: Set<string>): string {
  // Docusaurus reads `{#id}` heading ids made of word characters and hyphens only; a member
  // named like `graphql:parse` (a diagnostics channel) would otherwise print its id as text.
  const safeName = name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');
  let anchor = isStatic ? `static-${safeName}` : safeName;
  if (RESERVED_ANCHORS.has(anchor)) anchor = `${anchor}-member`;
  while (used.has(anchor)) anchor = `${anchor}-1`;
  used.add(anchor);
  return anchor;
}

/** The members a class or interface page lists, each with its anchor on the page. */
function members(reflection: DeclarationReflection, pkg: DocumentedPackage, isClass: boolean): ApiMember[] {
  const {ReflectionKind} = typedoc();
  const used = new Set<string>();
  const result: ApiMember[] = [];
  for (const child of reflection.children ?? []) {
    // Members inherited from the standard library (Error#message, ...) are listed too: the page
    // says where they come from. Anything else declared outside the package is not its API.
    const sourcePath = relativeSourcePath(child, pkg);
    if (!sourcePath || (sourcePath.startsWith('..') && !isStandardLibraryMember(child))) continue;
    let section: MemberSection;
    if (child.kindOf(ReflectionKind.Constructor)) section = 'constructor';
    else if (child.kindOf(ReflectionKind.Accessor)) section = 'accessors';
    else if (child.kindOf(ReflectionKind.Method)) section = 'methods';
    else section = 'properties';
    const anchor = section === 'constructor' && isClass ? 'constructor' : allocateAnchor(memberName(child), child.flags.isStatic, used);
    result.push({reflection: child, section, anchor});
  }
  return result;
}

/**
 * The overload a function's page leads with: the first one that is not deprecated and does not
 * merely add parameters to another (`print(ast, options)` beside `print(ast)`).
 */
export function mainSignature(reflection: DeclarationReflection): SignatureReflection | undefined {
  const signatures = reflection.signatures ?? [];
  const names = (signature: SignatureReflection) => (signature.parameters ?? []).map((parameter) => parameter.name);
  const extendsAnother = (signature: SignatureReflection) =>
    signatures.some((other) => {
      const own = names(signature);
      const shorter = names(other);
      return shorter.length < own.length && shorter.every((name, index) => own[index] === name);
    });
  const isDeprecated = (signature: SignatureReflection) => !!signature.comment?.getTag('@deprecated');
  return signatures.find((signature) => !isDeprecated(signature) && !extendsAnother(signature)) ?? signatures[0];
}

/**
 * Summaries that graphql-js writes above the first of a series of declarations to introduce the
 * series: they say nothing of the declaration they are attached to.
 */
const SERIES_INTRODUCTIONS = new Set(['There are predicates for each kind of GraphQL type.']);

/**
 * A function whose summary introduces a series leads with what its `@returns` says ("Returns true
 * when the value is a GraphQLScalarType."), as its neighbours in the series do; the introduction follows.
 */
function leadWithReturns(comment: Comment | undefined): void {
  const text = comment?.summary
    .map((part) => part.text)
    .join('')
    .trim();
  const returns = comment?.getTag('@returns')?.content;
  if (!comment || !text || !SERIES_INTRODUCTIONS.has(text) || !returns?.length || returns[0].kind !== 'text') return;
  const [first, ...rest] = returns;
  comment.summary = [
    {kind: 'text', text: `Returns ${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}`},
    ...rest,
    {kind: 'text', text: '\n\n'},
    ...comment.summary,
  ];
}

/** A member inherited from a type of TypeScript's standard library (`Error.message`). */
export function isStandardLibraryMember(member: DeclarationReflection): boolean {
  const fileName = member.sources?.[0]?.fullFileName ?? member.getSignature?.sources?.[0]?.fullFileName ?? '';
  return !!member.inheritedFrom && /[\\/]typescript[\\/]lib[\\/]lib\.[\w.]+\.d\.ts$/.test(fileName);
}

/** The name a member is written under: TypeDoc names `[Symbol.toStringTag]` `[toStringTag]`. */
export function memberName(member: DeclarationReflection): string {
  return writtenMemberName(member.name);
}

/** A TypeDoc member name as the .d.ts (and the history data) writes it. */
export function writtenMemberName(typeDocName: string): string {
  return /^\[\w+\]$/.test(typeDocName) ? `[Symbol.${typeDocName.slice(1)}` : typeDocName;
}

function literalValue(type: SomeType | undefined): string | undefined {
  if (type?.type !== 'literal') return undefined;
  return typeof type.value === 'string' ? JSON.stringify(type.value) : String(type.value);
}

/** Enum entries in declaration order, each anchored by its name; `reflections` are what an entry documents. */
function enumMembers(
  members: readonly DeclarationReflection[],
  value: (member: DeclarationReflection) => string,
  reflections: (member: DeclarationReflection) => DeclarationReflection[] = (member) => [member],
): ApiEnumMember[] {
  const used = new Set<string>();
  return members.map((member) => ({
    name: member.name,
    value: value(member),
    comment: member.comment,
    anchor: allocateAnchor(member.name, false, used),
    reflections: reflections(member),
  }));
}

function tsEnumMembers(reflection: DeclarationReflection): ApiEnumMember[] {
  return enumMembers(reflection.children ?? [], (member) => literalValue(member.type) ?? member.defaultValue ?? '');
}

/** Members of `const X: {readonly A: "a"; ...}`, or undefined when X is not such an object. */
function constObjectEnumMembers(variable: DeclarationReflection): ApiEnumMember[] | undefined {
  const {ReflectionKind} = typedoc();
  if (!variable.flags.isConst || variable.type?.type !== 'reflection') return undefined;
  const {declaration} = variable.type;
  const properties = declaration.children ?? [];
  if (declaration.signatures || properties.length === 0) return undefined;
  if (!properties.every((p) => p.kindOf(ReflectionKind.Property) && literalValue(p.type) !== undefined)) return undefined;
  return enumMembers(properties, (property) => literalValue(property.type)!);
}

/** Members of `export * as Kind from './kinds_'`: constants with a type alias each. */
function namespaceEnumMembers(namespace: DeclarationReflection): ApiEnumMember[] | undefined {
  const {ReflectionKind} = typedoc();
  const children = namespace.children ?? [];
  const constants = children.filter((child) => child.kindOf(ReflectionKind.Variable));
  const others = children.filter((child) => !child.kindOf(ReflectionKind.Variable));
  if (constants.length === 0 || !constants.every((c) => literalValue(c.type) !== undefined)) return undefined;
  if (!others.every((child) => child.kindOf(ReflectionKind.TypeAlias))) return undefined;
  return enumMembers(
    constants,
    (constant) => literalValue(constant.type)!,
    (constant) => [constant, ...others.filter((alias) => alias.name === constant.name)],
  );
}
