import path from 'node:path';
import type {
  Comment,
  DeclarationReflection,
  ParameterReflection,
  Reflection,
  SignatureReflection,
  SomeType,
  TypeParameterReflection,
} from 'typedoc';
import {CommentWriter, metaDescription, splitLead} from './comment-markdown';
import {moduleImportPath} from './groups';
import {helperAnchor, HelperTypes, type HelperType} from './helper-types';
import {attribute, escapeLiteral, escapeProse, frontMatter, heading, signatureElement} from './mdx';
import {
  type ApiEntry,
  type ApiMember,
  type ApiModel,
  isStandardLibraryMember,
  mainSignature,
  memberName,
  type MemberSection,
  SHARED_PAGE_FOLDERS,
  writtenMemberName,
} from './model';
import {API_MODULES, type ApiModuleId} from './modules';
import {concat, SignatureWriter, type SignaturePart, type UrlOf} from './signature';
import {SIDEBAR_ID} from './sidebar';
import {createSourceLinker, type SourceLinker} from './source-links';
import type {HistoryNotes} from './history/notes';
import type {MajorUsage, UsageEntry} from '../docs-usage/usage';
import {type ChangeStatus, plainText, type VersionComparison} from './versions-compare';

/** A generated MDX file, by path inside the version's docs folder. */
export interface GeneratedPage {
  path: string;
  content: string;
}

export const KIND_LABELS = {
  class: {one: 'Class', many: 'Classes'},
  enum: {one: 'Enum', many: 'Enums'},
  function: {one: 'Function', many: 'Functions'},
  interface: {one: 'Interface', many: 'Interfaces'},
  type: {one: 'Type alias', many: 'Type aliases'},
  variable: {one: 'Variable', many: 'Variables'},
} as const;

const SECTION_TITLES: Record<MemberSection, string> = {
  constructor: 'Constructor',
  properties: 'Properties',
  accessors: 'Accessors',
  methods: 'Methods',
};

// Block tags shown elsewhere (parameters, deprecation) or meant for TypeDoc's own sidebar.
const HANDLED_TAGS = new Set(['@param', '@typeParam', '@template', '@returns', '@example', '@deprecated', '@remarks', '@category']);

/** Writes the MDX pages of one version of the reference. */
export class PageWriter {
  readonly comments: CommentWriter;
  private readonly signatures: SignatureWriter;
  private readonly sourceLinks: SourceLinker;
  /** Page or anchor path → the functions and classes that name it; computed before the first page. */
  private references?: Map<string, Set<ApiEntry>>;
  readonly helperTypes: HelperTypes;
  /** The unexported types named by the page being written, for its "Types used on this page". */
  private readonly pageHelpers = new Map<string, HelperType>();

  constructor(
    private readonly model: ApiModel,
    private readonly comparison?: VersionComparison,
    /** "Added in 16.12.0" lines; absent for fixture packages, which have no published releases. */
    private readonly history?: HistoryNotes,
    /** The docs sections whose samples use each export and member of this major (plugins/docs-usage). */
    private readonly docsUsage?: MajorUsage,
  ) {
    const urlOf: UrlOf = (reflection) => (reflection ? model.urls.get(reflection) : undefined);
    const exportUrls = new Map(model.entries.map((entry) => [entry.name, entry.url]));
    const docUrls = new Map(model.entries.filter((entry) => !entry.url.includes('#')).map((entry) => [entry.docId, entry.url]));
    this.comments = new CommentWriter(
      urlOf,
      (name) => exportUrls.get(name),
      (docId) => docUrls.get(docId),
    );
    const exportNames = new Map(model.entries.flatMap((entry) => entry.reflections.map((reflection) => [reflection, entry.name] as const)));
    this.helperTypes = new HelperTypes(model.pkg);
    this.signatures = new SignatureWriter(
      urlOf,
      (reflection) => (reflection ? exportNames.get(reflection as DeclarationReflection) : undefined),
      (type) => {
        const helper = this.helperTypes.of(type);
        if (!helper) return undefined;
        this.pageHelpers.set(helper.name, helper);
        return `#${helperAnchor(helper.name)}`;
      },
    );
    this.sourceLinks = createSourceLinker(model.pkg);
  }

  pages(): GeneratedPage[] {
    // Before any page: collecting renders every signature, which would note helper types.
    this.references ??= this.collectReferences();
    const pages: GeneratedPage[] = [];
    for (const entry of this.model.entries) {
      if (entry.kind === 'type' || entry.kind === 'variable') continue;
      pages.push({path: `${entry.docId}.mdx`, content: this.symbolPage(entry)});
    }
    for (const kind of ['type', 'variable'] as const) {
      for (const module of API_MODULES) {
        const entries = this.model.entries.filter((entry) => entry.kind === kind && entry.module === module.id);
        if (entries.length === 0) continue;
        pages.push({path: `${SHARED_PAGE_FOLDERS[kind]}/${module.id}.mdx`, content: this.sharedPage(kind, module.id, entries)});
      }
    }
    return pages;
  }

  private symbolPage(entry: ApiEntry): string {
    this.pageHelpers.clear();
    const comment = commentOf(entry.reflection);
    const blocks: string[] = [
      frontMatter({title: entry.name, description: metaDescription(comment)}),
      `# <ApiKind>${KIND_LABELS[entry.kind].one}</ApiKind> ${escapeLiteral(entry.name)}`,
      this.versionNote(entry),
      this.sourceLink(entry),
      this.usage(entry),
      // An overloaded function is deprecated as a whole only when every overload is; otherwise
      // each overload carries its own notice.
      (entry.reflection.signatures?.length ?? 0) > 1 && !isDeprecated(entry.reflection) ? '' : this.deprecation(comment, entry.docId),
    ];
    const [lead, rest] = splitLead(this.comments.parts(comment?.summary, entry.docId));
    // A declaration that changed is shown beside the other version's, once.
    const comparison = this.versionComparison(entry);
    blocks.push(lead || this.fallbackLead(entry), comparison);
    switch (entry.kind) {
      case 'function':
        blocks.push(...this.functionBody(entry, rest, !comparison));
        break;
      case 'enum':
        blocks.push(...this.enumBody(entry, rest, !comparison));
        break;
      default:
        blocks.push(...this.classOrInterfaceBody(entry, comment, rest, !comparison));
    }
    const used = this.docsUsage?.exports[entry.name];
    if (used) blocks.push(heading(2, 'Used in the docs', 'used-in-the-docs'), usageList(used));
    blocks.push(this.helperTypesSection());
    return join(blocks);
  }

  private functionBody(entry: ApiEntry, rest: string, withDeclaration: boolean): string[] {
    const signatures = entry.reflection.signatures ?? [];
    if (signatures.length === 1) {
      const [signature] = signatures;
      return [
        withDeclaration ? signatureElement(this.signatures.callable(entry.name, signature, '', 'function ')) : '',
        rest,
        ...this.callableDetails(signature, entry.docId, true),
      ];
    }
    // Overloads: each signature with its own notes; the shared summary was written above.
    return [
      rest,
      ...signatures.flatMap((signature, index) => [
        heading(2, `Overload ${index + 1}`, `overload-${index + 1}`),
        signatureElement(this.signatures.callable(entry.name, signature, '', 'function ')),
        isDeprecated(entry.reflection) ? '' : this.deprecation(signature.comment, entry.docId),
        signature === mainSignature(entry.reflection) ? '' : this.comments.parts(signature.comment?.summary, entry.docId),
        ...this.callableDetails(signature, entry.docId, false),
      ]),
    ];
  }

  private enumBody(entry: ApiEntry, rest: string, withDeclaration: boolean): string[] {
    const counterpart = this.comparison?.counterpart(entry);
    const rows = entry.enumMembers.map((member) => {
      const deprecated = member.comment?.getTag('@deprecated');
      const name = deprecated ? `~~${inlineCode(member.name)}~~` : inlineCode(member.name);
      const notice = deprecated
        ? `**Deprecated**${deprecated.content.length ? `: ${this.comments.parts(deprecated.content, entry.docId)}` : ''}. `
        : '';
      const status = this.comparison?.memberStatus(entry, member.name);
      const history = this.history?.memberLine(entry.name, member.name);
      const badge = history ? `${history} ` : status && status !== 'changed' ? `${this.badge(status)} ` : '';
      // graphql 17's const objects carry no member comments; the same member of the other
      // version's enum (same name and value) may, and says what it is, marked as its text.
      const same = member.comment?.summary.length
        ? undefined
        : counterpart?.enumMembers.find(
            (other) => other.name === member.name && other.value === member.value && other.comment?.summary.length,
          );
      const summary = same
        ? `${this.comments.parts(same.comment!.summary, entry.docId)} _(graphql ${this.comparison!.other.pkg.label})_`
        : this.comments.parts(member.comment?.summary, entry.docId);
      const description = tableCell(badge + notice + summary);
      return `| <ApiAnchor id=${attribute(member.anchor)} />${name} | ${tableCell(inlineCode(member.value))} | ${description} |`;
    });
    const form = {
      'const-object': `a const object, \`${entry.name}\`, with a union type of the same name`,
      namespace: `a namespace of constants, \`${entry.name}\`, with a union type of the same name`,
    }[entry.enumForm as 'const-object' | 'namespace'];
    return [
      form
        ? `Not a TypeScript enum: ${form}, the union of its values. \`${entry.name}.${entry.enumMembers[0]?.name}\` is a value, \`${entry.name}\` in a type position is any of them.`
        : '',
      withDeclaration ? signatureElement(this.enumDeclaration(entry)) : '',
      rest,
      ...this.examples(commentOf(entry.reflection), entry.docId, true),
      heading(2, 'Members', 'members'),
      ['| Member | Value | Description |', '| --- | --- | --- |', ...rows].join('\n'),
    ];
  }

  /** The enum as declared: a TypeScript enum, or a const object or namespace with a union type. */
  private enumDeclaration(entry: ApiEntry, signatures = this.signatures): SignaturePart[] {
    const members = entry.enumMembers;
    // `(typeof X)[keyof typeof X]`, the union of the values, is how graphql 17 writes each of these
    // types (Kind's names the namespace through a local import); TypeDoc drops the parentheses.
    const valueUnion = `\ntype ${entry.name} = (typeof ${entry.name})[keyof typeof ${entry.name}]`;
    const typeAlias =
      !entry.enumType || entry.enumType.type?.type === 'indexedAccess'
        ? valueUnion
        : concat(`\ntype ${entry.name}`, signatures.aliasedType(entry.enumType.type));
    switch (entry.enumForm) {
      case 'const-object':
        return concat(`const ${entry.name}: {\n`, ...members.map((m) => `  readonly ${m.name}: ${m.value};\n`), '}', typeAlias);
      case 'namespace':
        return concat(
          `namespace ${entry.name} {\n`,
          ...members.map((m) => `  const ${m.name} = ${m.value};\n  type ${m.name} = typeof ${m.name};\n`),
          '}',
          typeAlias,
        );
      default:
        return concat(
          `${entry.reflection.flags.isConst ? 'const ' : ''}enum ${entry.name} {\n`,
          ...members.map((m) => `  ${m.name} = ${m.value},\n`),
          '}',
        );
    }
  }

  /** `class X<T> extends A implements B`, the heritage clauses on lines of their own when long. */
  private classOrInterfaceDeclaration(entry: ApiEntry, signatures = this.signatures): SignaturePart[] {
    const reflection = entry.reflection;
    const keyword = entry.kind === 'class' ? `${reflection.flags.isAbstract ? 'abstract ' : ''}class` : 'interface';
    const head = concat(
      `${keyword} ${entry.name}`,
      signatures.typeParameters(reflection.typeParameters, keyword.length + entry.name.length + 1),
    );
    const clauses = [
      ['extends', reflection.extendedTypes?.map((t) => signatures.type(t)) ?? []],
      ['implements', reflection.implementedTypes?.map((t) => signatures.type(t)) ?? []],
    ] as const;
    const heritage = clauses.filter(([, types]) => types.length > 0).map(([keyword, types]) => ({keyword, types}));
    const flat = concat(head, ...heritage.map(({keyword, types}) => concat(` ${keyword} `, joinTypes(types))));
    const lastLine = plainText(head).split('\n').pop()!;
    if (lastLine.length + plainText(flat).length - plainText(head).length <= 64) return flat;
    // Each clause on a line of its own; a clause still too long, one type per line.
    return concat(
      head,
      ...heritage.map(({keyword, types}) => {
        const line = concat(`\n  ${keyword} `, joinTypes(types));
        return plainText(line).length - 1 <= 64
          ? line
          : concat(`\n  ${keyword}`, ...types.map((type, index) => concat('\n    ', type, index < types.length - 1 ? ',' : '')));
      }),
    );
  }

  private classOrInterfaceBody(entry: ApiEntry, comment: Comment | undefined, rest: string, withDeclaration: boolean): string[] {
    const reflection = entry.reflection;
    const blocks = [
      entry.typeOnly && entry.kind === 'class'
        ? `<span className="badge badge--secondary">type-only export</span> The package exports this class with \`export type\`: import it with \`import type\` and use it in type positions. It is not exported at runtime, so it cannot be constructed or used with \`instanceof\` through the package's exports; the library creates its instances.`
        : '',
      withDeclaration ? signatureElement(this.classOrInterfaceDeclaration(entry)) : '',
      this.hierarchy(entry),
      rest,
      ...this.typeParameterDetails(reflection.typeParameters, entry.docId, true),
      this.comments.blockTags(comment, '@remarks', entry.docId).join('\n\n'),
      ...this.otherTags(comment, entry.docId),
      ...this.examples(comment, entry.docId, true),
    ];
    const ownSignatures = [...(reflection.indexSignatures ?? []), ...(reflection.signatures ?? [])];
    if (ownSignatures.length > 0) {
      blocks.push(heading(2, 'Signatures', 'signatures'));
      for (const signature of ownSignatures) {
        const parts = reflection.indexSignatures?.includes(signature)
          ? this.signatures.indexSignature(signature)
          : this.signatures.callable('', signature);
        blocks.push(
          signatureElement(parts),
          this.comments.parts(signature.comment?.summary, entry.docId),
          ...this.callableDetails(signature, entry.docId, false),
        );
      }
    }
    for (const section of ['constructor', 'properties', 'accessors', 'methods'] as const) {
      const members = entry.members.filter((member) => member.section === section);
      if (members.length === 0) continue;
      blocks.push(heading(2, SECTION_TITLES[section], section));
      for (const member of members) blocks.push(...this.member(entry, member));
    }
    if (entry.kind === 'interface') blocks.push(this.referencedBy(entry, true));
    return blocks;
  }

  /** The unexported types the page's declarations name, each as its .d.ts declares it. */
  private helperTypesSection(): string {
    const helpers = [...this.pageHelpers.values()].sort((a, b) => a.name.localeCompare(b.name));
    if (helpers.length === 0) return '';
    return [
      heading(2, 'Types used on this page', 'types-used-on-this-page'),
      `The declarations above name these types, which graphql ${this.model.pkg.version} declares but does not export: they cannot be imported, and are shown here as written.`,
      ...helpers.flatMap((helper) => [
        heading(3, escapeLiteral(helper.name), helperAnchor(helper.name)),
        helper.description ? escapeProse(helper.description) : '',
        // Plain like every declaration of the reference, not a highlighted code block.
        signatureElement([helper.declaration]),
        `Declared in \`${helper.file}\`.`,
      ]),
    ]
      .filter((block) => block !== '')
      .join('\n\n');
  }

  /** What a class or interface extends and implements, and what extends or implements it. */
  private hierarchy(entry: ApiEntry): string {
    const {extendedTypes, extendedBy, implementedTypes, implementedBy} = entry.reflection;
    const relations: [string, readonly SomeType[] | undefined][] = [
      ['Extends', extendedTypes],
      ['Extended by', extendedBy],
      ['Implements', implementedTypes],
      ['Implemented by', implementedBy],
    ];
    const lines = relations
      .filter(([label, types]) => types?.length || (label === 'Extended by' && this.extendedThroughUtility(entry).length))
      .map(([label, types]) => {
        const shown = (types ?? []).map((type) => markdownType(this.signatures.type(type)));
        // TypeDoc misses `interface GraphQLArgs extends Omit<ExecutionArgs, 'document'>`.
        if (label === 'Extended by') {
          const named = new Set((types ?? []).map((type) => ('name' in type ? type.name : '')));
          for (const other of this.extendedThroughUtility(entry))
            if (!named.has(other.name)) shown.push(`[${inlineCode(other.name)}](${other.url})`);
        }
        return `- ${label}: ${shown.join(', ')}`;
      });
    return lines.length > 0 ? lines.join('\n') : '';
  }

  /** The exports that extend this one through a utility type: `extends Omit<ExecutionArgs, 'document'>`. */
  private extendedThroughUtility(entry: ApiEntry): ApiEntry[] {
    return this.model.entries.filter(
      (other) =>
        other !== entry &&
        (other.reflection.extendedTypes ?? []).some(
          (type) =>
            type.type === 'reference' &&
            type.reflection !== entry.reflection &&
            (type.typeArguments ?? []).some((argument) => argument.type === 'reference' && argument.reflection === entry.reflection),
        ),
    );
  }

  /**
   * The functions and classes whose declarations name this type (as a parameter, a return type,
   * a property or a method's), computed from the same signature parts the pages show.
   */
  private referencedBy(entry: ApiEntry, asSection: boolean): string {
    this.references ??= this.collectReferences();
    const users = [...(this.references.get(entry.url) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    if (users.length === 0) return '';
    const list = users.map((user) => `[\`${user.name}${user.kind === 'function' ? '()' : ''}\`](${user.url})`).join(', ');
    return asSection ? `${heading(2, 'Referenced by', 'referenced-by')}\n\n${list}` : `**Referenced by:** ${list}`;
  }

  private collectReferences(): Map<string, Set<ApiEntry>> {
    const references = new Map<string, Set<ApiEntry>>();
    for (const entry of this.model.entries) {
      if (entry.kind !== 'function' && entry.kind !== 'class') continue;
      const parts =
        entry.kind === 'function'
          ? (entry.reflection.signatures ?? []).flatMap((signature) => this.signatures.callable(entry.name, signature))
          : entry.members.flatMap((member) =>
              member.section === 'constructor'
                ? (member.reflection.signatures ?? []).flatMap((signature) => this.signatures.constructorSignature(entry.name, signature))
                : this.signatures.member(member.reflection),
            );
      for (const part of parts) {
        if (typeof part === 'string' || part[1] === entry.url) continue;
        let users = references.get(part[1]);
        if (!users) references.set(part[1], (users = new Set()));
        users.add(entry);
      }
    }
    return references;
  }

  private member(entry: ApiEntry, member: ApiMember): string[] {
    const reflection = member.reflection;
    const docId = entry.docId;
    if (member.section === 'constructor') {
      const note = this.memberVersionNote(entry, reflection, () =>
        concat(
          ...(reflection.signatures ?? []).flatMap((signature, index) => [
            index ? '\n' : '',
            this.signatures.constructorSignature(entry.name, signature),
          ]),
        ),
      );
      return [
        note,
        ...(reflection.signatures ?? []).flatMap((signature, index) => [
          note.includes('api-compare') ? '' : signatureElement(this.signatures.constructorSignature(entry.name, signature)),
          index === 0 ? this.memberOrigin(entry, reflection) : '',
          this.deprecation(signature.comment, docId),
          this.comments.parts(signature.comment?.summary, docId),
          // A constructor repeats the class's type parameters, listed once above.
          ...this.callableDetails(signature, docId, false, false),
        ]),
      ];
    }
    const title = member.section === 'methods' ? `${memberName(reflection)}()` : memberName(reflection);
    const note = this.memberVersionNote(entry, reflection, () => this.signatures.member(reflection));
    const blocks = [
      heading(3, escapeLiteral(title), member.anchor),
      note,
      note.includes('api-compare') ? '' : signatureElement(this.signatures.member(reflection)),
      this.memberOrigin(entry, reflection),
    ];
    if (reflection.signatures?.length) {
      for (const signature of reflection.signatures) {
        blocks.push(
          this.deprecation(signature.comment, docId),
          this.comments.parts(signature.comment?.summary, docId),
          ...this.callableDetails(signature, docId, false),
        );
      }
      blocks.push(this.memberUsage(entry, reflection.name));
      return blocks;
    }
    const comment = reflection.comment ?? reflection.getSignature?.comment ?? reflection.setSignature?.comment;
    const returns = this.comments.blockTags(comment, '@returns', docId).join('\n\n');
    blocks.push(
      this.deprecation(comment, docId),
      this.comments.parts(comment?.summary, docId),
      returns ? `**Returns**\n\n${returns}` : '',
      ...this.otherTags(comment, docId),
      ...this.examples(comment, docId, false),
      // A property holding a function (a visitor's `enter`) is called too.
      this.memberUsage(entry, reflection.name),
    );
    return blocks;
  }

  /**
   * Where a member comes from: the class or interface it is inherited from (linked to the
   * member there, or to the unexported type's entry under "Types used on this page"), and the
   * line of the source that declares it.
   */
  private memberOrigin(entry: ApiEntry, reflection: DeclarationReflection): string {
    const inheritedFrom = reflection.inheritedFrom;
    // TypeDoc names the member after the type written in the heritage clause (`Omit.schema` for
    // `extends Omit<ExecutionArgs, …>`); the member it resolves to names the real owner.
    const inheritedMember = inheritedFrom?.reflection as DeclarationReflection | undefined;
    const ownerReflection = inheritedMember?.parent as DeclarationReflection | undefined;
    const owner = inheritedFrom && (ownerReflection?.name ?? inheritedFrom.name.split('.')[0]);
    const notes: string[] = [];
    // A member of a standard library type (Error's message, stack…) has no source in graphql-js.
    if (owner && isStandardLibraryMember(reflection)) return `Inherited from \`${owner}\`.`;
    if (owner) {
      const label = `\`${owner}.${reflection.name}\``;
      const memberUrl = inheritedMember && this.model.urls.get(inheritedMember);
      const ownerType = memberUrl
        ? undefined
        : entry.reflection.extendedTypes?.find((type) => type.type === 'reference' && type.name === owner);
      const ownerLink =
        ownerType && this.signatures.type(ownerType).find((part): part is readonly [string, string] => typeof part !== 'string');
      const href = memberUrl ?? (ownerLink ? ownerLink[1] : undefined);
      notes.push(`Inherited from ${href ? `[${label}](${href})` : label}.`);
    }
    const source = this.sourceLinks.member(reflection, ownerReflection ?? owner ?? entry.reflection);
    if (source) {
      // The page's own source file is named at its top: a member declared there needs only its line.
      const label =
        source.line && source.path === this.sourceLinks.entry(entry)?.path
          ? `line ${source.line}`
          : `\`${source.path}${source.line ? `:${source.line}` : ''}\``;
      notes.push(`Source: [${label}](${source.href})`);
    }
    return notes.join(' ');
  }

  /**
   * Parameters, return value and examples of a function, method or constructor. On a function's
   * own page they are sections of the outline; under a member they are labelled paragraphs.
   */
  private callableDetails(signature: SignatureReflection, docId: string, asSections: boolean, withTypeParameters = true): string[] {
    const comment = signature.comment;
    const label = (title: string) => (asSections ? heading(2, title, title.toLowerCase()) : `**${title}**`);
    const blocks = [this.comments.blockTags(comment, '@remarks', docId).join('\n\n')];
    if (withTypeParameters) blocks.push(...this.typeParameterDetails(signature.typeParameters, docId, asSections));
    const parameters = signature.parameters ?? [];
    // The list completes the signature where the package documents a parameter (or a field of one).
    if (
      parameters.some(
        (parameter) =>
          isDocumented(parameter) ||
          fieldsOf(parameter.type).some(isDocumented) ||
          this.parameterHistory(signature, parameter.name) ||
          this.fieldNotes(signature, parameter).length > 0,
      )
    ) {
      blocks.push(label('Parameters'), parameters.map((parameter) => this.parameterItem(parameter, docId, signature)).join('\n'));
    }
    const returns = this.comments.blockTags(comment, '@returns', docId).join('\n\n');
    if (returns) blocks.push(label('Returns'), returns);
    blocks.push(...this.otherTags(comment, docId), ...this.examples(comment, docId, asSections));
    return blocks;
  }

  /**
   * `- \`name?\`: type — description`, struck through when deprecated; the fields of an options
   * object follow as a nested list, with the doc comments its `@param options.field` tags give.
   */
  private parameterItem(
    parameter: ParameterReflection | DeclarationReflection,
    docId: string,
    signature: SignatureReflection,
    owner?: string,
  ): string {
    const optional = parameter.flags.isOptional || (parameter as ParameterReflection).defaultValue !== undefined ? '?' : '';
    const name = `\`${parameter.flags.isRest ? '...' : ''}${parameter.name}${optional}\``;
    const deprecated = parameter.comment?.getTag('@deprecated');
    const notice = deprecated
      ? `**Deprecated**${deprecated.content.length ? `: ${this.comments.parts(deprecated.content, docId)}` : ''}. `
      : '';
    const description = notice + this.comments.parts(parameter.comment?.summary, docId);
    const fields = fieldsOf(parameter.type);
    const notes = owner === undefined ? this.fieldNotes(signature, parameter) : [];
    const nested =
      fields.some(isDocumented) || (fields.length > 0 && notes.length > 0)
        ? fields.map((field) => `\n${this.parameterItem(field, docId, signature, parameter.name)}`).join('')
        : // The fields of an options type the package does not export, which the page shows under
          // "Types used on this page": those whose history differs from the parameter's.
          notes.map(({field, note}) => `\n- \`${field}\` ${note}`).join('');
    // Said only where it differs from the function's own history.
    const history =
      owner === undefined ? this.parameterHistory(signature, parameter.name) : this.parameterHistory(signature, owner, parameter.name);
    const item = `- ${deprecated ? `~~${name}~~` : name}: ${this.typeMarkdown(parameter.type)}${description ? ` — ${description}` : ''}${history ? ` ${history}` : ''}`;
    return indentContinuation(item + nested);
  }

  /** Each type parameter with its constraint, its default and its `@typeParam` description. */
  private typeParameterDetails(
    typeParameters: readonly TypeParameterReflection[] | undefined,
    docId: string,
    asSection: boolean,
  ): string[] {
    if (!typeParameters?.length) return [];
    const items = typeParameters.map((parameter) => {
      const facts = [
        parameter.type ? `extends ${this.typeMarkdown(parameter.type)}` : '',
        parameter.default ? `default ${this.typeMarkdown(parameter.default)}` : '',
      ].filter(Boolean);
      const description = this.comments.parts(parameter.comment?.summary, docId);
      return `- ${inlineCode(parameter.name)}${facts.length ? ` (${facts.join(', ')})` : ''}${description ? `: ${indentContinuation(description)}` : ''}`;
    });
    return [asSection ? heading(2, 'Type parameters', 'type-parameters') : '**Type parameters**', items.join('\n')];
  }

  /** A type as inline Markdown: code spans, with the names that have a page linked. */
  typeMarkdown(type: SomeType | undefined): string {
    return this.signatures
      .type(type)
      .map((part) =>
        typeof part === 'string' ? (part.trim() ? inlineCode(part.replace(/\s+/g, ' ')) : part) : `[${inlineCode(part[0])}](${part[1]})`,
      )
      .join('');
  }

  /** The `@example` blocks; one with a title (`@example SDL source`) is headed by it. */
  private examples(comment: Comment | undefined, docId: string, asSection: boolean): string[] {
    const examples = (comment?.blockTags ?? []).filter((block) => block.tag === '@example');
    if (examples.length === 0) return [];
    const title = examples.length === 1 ? 'Example' : 'Examples';
    const used = new Set<string>();
    return [
      asSection ? heading(2, title, 'examples') : `**${title}**`,
      ...examples.flatMap((example) => {
        const body = this.comments.parts(example.content, docId);
        if (!example.name) return [body];
        let anchor = `example-${example.name
          .toLowerCase()
          .replace(/[^\w]+/g, '-')
          .replace(/^-+|-+$/g, '')}`;
        while (used.has(anchor)) anchor = `${anchor}-1`;
        used.add(anchor);
        return [asSection ? heading(3, escapeLiteral(example.name), anchor) : `*${escapeProse(example.name)}*`, body];
      }),
    ];
  }

  /** Tags such as `@see` or `@throws` that a future release may add: shown, never dropped. */
  private otherTags(comment: Comment | undefined, docId: string): string[] {
    return (comment?.blockTags ?? [])
      .filter((block) => !HANDLED_TAGS.has(block.tag))
      .map((block) => `**${capitalize(block.tag.slice(1))}:** ${this.comments.parts(block.content, docId)}`);
  }

  private deprecation(comment: Comment | undefined, docId: string): string {
    const tags = (comment?.blockTags ?? []).filter((block) => block.tag === '@deprecated');
    if (tags.length === 0) return '';
    const text = tags.map((block) => this.comments.parts(block.content, docId)).join('\n\n');
    return text ? `<ApiDeprecated>\n\n${text}\n\n</ApiDeprecated>` : '<ApiDeprecated />';
  }

  private badge(status: ChangeStatus): string {
    const major = this.comparison!.currentMajor;
    const label = {new: `New in ${major}`, removed: `Removed in ${major}`, changed: `Changed in ${major}`}[status];
    return this.badgeElement(status, label);
  }

  /** The options fields the history data holds for a function's parameter whose history differs from the parameter's. */
  private fieldNotes(
    signature: SignatureReflection,
    parameter: ParameterReflection | DeclarationReflection,
  ): {field: string; note: string}[] {
    const owner = this.callableKey(signature);
    if (!owner || !this.history) return [];
    return this.history
      .optionFields(owner, parameter.name)
      .map((field) => ({field, note: this.history!.parameterNote(owner, parameter.name, field, false)}))
      .filter(({note}) => note);
  }

  /** A parameter's history where it differs from its function's, method's or constructor's (history/notes.ts). */
  parameterHistory(signature: SignatureReflection, parameter: string, field?: string): string {
    const owner = this.callableKey(signature);
    return owner && this.history ? this.history.parameterNote(owner, parameter, field) : '';
  }

  /** The history key of what a signature belongs to: `parse`, `GraphQLEnumType.parseValue`, `GraphQLError.constructor`. */
  private callableKey(signature: SignatureReflection): string | undefined {
    const parent = signature.parent;
    for (const entry of this.model.entries) {
      if (entry.kind === 'function' && entry.reflection === parent) return entry.name;
      const member = entry.members.find((candidate) => candidate.reflection === parent);
      if (member) return `${entry.name}.${writtenMemberName(member.reflection.name)}`;
    }
    return undefined;
  }

  /**
   * The badge of an export or member that the other version lacks, naming the release it was
   * added or removed in; without history data, the major version.
   */
  private historyBadge(status: ChangeStatus, key: string): string {
    const version = status === 'new' ? this.history?.addedIn(key) : status === 'removed' ? this.history?.removedIn(key) : undefined;
    return version ? this.badgeElement(status, `${status === 'new' ? 'Added' : 'Removed'} in ${version}`) : this.badge(status);
  }

  private badgeElement(status: ChangeStatus, label: string): string {
    // Colours of our own (api-reference.css): Infima's light badges fail the contrast check.
    return `<span className="badge api-badge api-badge--${status}">${label}</span>`;
  }

  /** The version badge of an export, with the other version's declaration when it differs. */
  private versionNote(entry: ApiEntry): string {
    const comparison = this.comparison;
    const status = comparison?.status(entry);
    const history = this.history?.exportLine(entry.name) ?? '';
    if (!comparison || !status) return history;
    const other = comparison.other.pkg;
    const changes = `${comparison.isCurrent ? this.model.pkg.basePath : other.basePath}/changes`;
    // The history line says when it was added or removed; the badge says so without one.
    const lead = history ? `${history} ` : `${this.badge(status)} `;
    if (status === 'new') return `${lead}Not in graphql ${other.label}. See [what changed](${changes}).`;
    if (status === 'removed') return `${lead}Not in graphql ${this.comparison!.currentMajor}. See [what changed](${changes}).`;
    const counterpart = comparison.counterpart(entry)!;
    return `${history ? `${history} ` : ''}${this.badge(status)} Differs in [graphql ${other.label}](${counterpart.url}).`;
  }

  /** Where the declaration itself differs between the versions: both, side by side. */
  private versionComparison(entry: ApiEntry): string {
    const comparison = this.comparison;
    if (!comparison || comparison.status(entry) !== 'changed' || !comparison.headChanged(entry)) return '';
    // The other version's declaration, written as this page writes its own, as plain text.
    const otherText = plainText(this.headParts(comparison.counterpart(entry)!, new SignatureWriter(() => undefined)));
    return this.sideBySide(otherText, this.headParts(entry));
  }

  private memberVersionNote(entry: ApiEntry, reflection: DeclarationReflection, parts: () => SignaturePart[]): string {
    const name = reflection.name;
    // The data records what the declarations hold, TypeScript's library included: a member of
    // `Error` says where it comes from, not a graphql release.
    const history = isStandardLibraryMember(reflection)
      ? `<span className="api-history">Declared by TypeScript's library (\`${path.basename(reflection.sources?.[0]?.fullFileName ?? reflection.getSignature?.sources?.[0]?.fullFileName ?? '')}\`), not by graphql.</span>`
      : (this.history?.memberLine(entry.name, writtenMemberName(name)) ?? '');
    const status = this.comparison?.memberStatus(entry, name);
    if (!status) return history;
    // The history line says when it was added or removed.
    if (status !== 'changed') return history || this.badge(status);
    return `${history ? `${history} ` : ''}${this.badge(status)}\n\n${this.sideBySide(this.comparison!.otherMemberDeclaration(entry, name)!, parts())}`;
  }

  /**
   * The two declarations side by side (stacked on narrow screens), older version first; this
   * version's with its links, as it is not repeated below.
   */
  private sideBySide(otherText: string, ownParts: SignaturePart[]): string {
    const comparison = this.comparison!;
    const own = {label: this.model.pkg.label, parts: ownParts};
    const other = {label: comparison.other.pkg.label, parts: [otherText]};
    const [first, second] = comparison.isCurrent ? [other, own] : [own, other];
    const column = ({label, parts}: {label: string; parts: SignaturePart[]}) =>
      `<div>\n\n**${label}**\n\n${signatureElement(parts)}\n\n</div>`;
    return `<div className="api-compare">\n\n${column(first)}\n\n${column(second)}\n\n</div>`;
  }

  /** The declaration an entry's page opens with, as compared between versions. */
  private headParts(entry: ApiEntry, signatures = this.signatures): SignaturePart[] {
    const reflection = entry.reflection;
    switch (entry.kind) {
      case 'function':
        return concat(
          ...(reflection.signatures ?? []).flatMap((signature, index) => [
            index ? '\n' : '',
            signatures.callable(entry.name, signature, '', 'function '),
          ]),
        );
      case 'enum':
        return this.enumDeclaration(entry, signatures);
      case 'type':
        return concat(
          `type ${entry.name}`,
          signatures.typeParameters(reflection.typeParameters, entry.name.length + 5),
          signatures.aliasedType(reflection.type),
        );
      case 'variable':
        return concat(`${reflection.flags.isConst ? 'const' : 'let'} ${entry.name}: `, signatures.type(reflection.type));
      default:
        return this.classOrInterfaceDeclaration(entry, signatures);
    }
  }

  /** The deprecation notice of an export as one line of Markdown, or ''. */
  deprecationSummary(entry: ApiEntry): string {
    const tags = (commentOf(entry.reflection)?.blockTags ?? []).filter((block) => block.tag === '@deprecated');
    return tableCell(tags.map((block) => this.comments.parts(block.content, entry.docId)).join(' '));
  }

  /**
   * Pages at the paths of the other version's exports that this version lacks, so that the
   * version dropdown lands on a page that says so rather than on the overview.
   */
  versionStubs(): GeneratedPage[] {
    const comparison = this.comparison;
    if (!comparison) return [];
    const own = new Map(this.model.entries.map((entry) => [entry.name, entry]));
    const docIds = new Set(this.model.entries.map((entry) => entry.docId));
    const other = comparison.other;
    const exportUrls = new Map(this.model.entries.map((entry) => [entry.name, entry.url]));
    const otherComments = new CommentWriter(
      () => undefined,
      (name) => exportUrls.get(name),
    );
    const changes = `${comparison.isCurrent ? this.model.pkg.basePath : other.pkg.basePath}/changes`;
    const pages: GeneratedPage[] = [];
    for (const entry of other.entries) {
      if (entry.kind === 'type' || entry.kind === 'variable' || docIds.has(entry.docId)) continue;
      const here = own.get(entry.name);
      const lines: string[] = [];
      if (here) {
        lines.push(
          `In graphql ${this.model.pkg.label}, \`${entry.name}\` is ${here.kind === 'enum' || here.kind === 'interface' ? 'an' : 'a'} ${KIND_LABELS[here.kind].one.toLowerCase()}: see [its page](${here.url}). In graphql ${other.pkg.label} it is ${entry.kind === 'enum' || entry.kind === 'interface' ? 'an' : 'a'} ${KIND_LABELS[entry.kind].one.toLowerCase()}: [${escapeLiteral(entry.name)} in ${other.pkg.label}](${entry.url}).`,
        );
      } else if (comparison.isCurrent) {
        lines.push(
          `${this.historyBadge('removed', entry.name)} \`${entry.name}\` is not in graphql ${this.model.pkg.version}: it was removed in graphql ${this.history?.removedIn(entry.name) ?? comparison.currentMajor}.`,
        );
        const tags = (commentOf(entry.reflection)?.blockTags ?? []).filter((block) => block.tag === '@deprecated');
        const notice = tags.map((block) => otherComments.parts(block.content, entry.docId)).join('\n\n');
        if (notice) lines.push(`Its deprecation notice in graphql ${other.pkg.label}: ${notice}`);
        lines.push(`See [${escapeLiteral(entry.name)} in graphql ${other.pkg.label}](${entry.url}) and [what changed](${changes}).`);
      } else {
        lines.push(
          `${this.historyBadge('new', entry.name)} \`${entry.name}\` is not in graphql ${this.model.pkg.version}: it was added in graphql ${this.history?.addedIn(entry.name) ?? comparison.currentMajor}.`,
        );
        lines.push(`See [${escapeLiteral(entry.name)} in graphql ${other.pkg.label}](${entry.url}) and [what changed](${changes}).`);
      }
      pages.push({
        path: `${entry.docId}.mdx`,
        content: join([
          // Not listed in the sidebar, but shown with it, like every other symbol page.
          frontMatter({
            title: entry.name,
            description: `${entry.name} is not part of graphql ${this.model.pkg.label}.`,
            displayed_sidebar: SIDEBAR_ID,
          }),
          `# ${escapeLiteral(entry.name)}`,
          ...lines,
        ]),
      });
    }
    return pages;
  }

  /**
   * The import a reader copies (a code block, which brings the theme's copy button), and the
   * module it also lives in. Interfaces, type aliases and classes exported with `export type`
   * are imported with `import type`.
   */
  private usage(entry: ApiEntry): string {
    const subpath = entry.subpaths.length ? `Also exported by ${entry.subpaths.map((subpath) => `\`${subpath}\``).join(' and ')}.` : '';
    return ['```ts title="Usage"', `${importStatement(entry)} from 'graphql';`, '```', subpath].filter(Boolean).join('\n');
  }

  /** The docs sections whose samples call a member, under it. */
  private memberUsage(entry: ApiEntry, member: string): string {
    const used = this.docsUsage?.members[`${entry.name}.${member}`];
    return used ? `**Used in the docs**\n\n${usageList(used)}` : '';
  }

  /** The import line of an entry on a shared page: inline, one per entry. */
  private inlineUsage(entry: ApiEntry): string {
    const also = entry.subpaths.length ? ` (or ${entry.subpaths.map((subpath) => `\`'${subpath}'\``).join(' or ')})` : '';
    return `Usage: \`${importStatement(entry)} from 'graphql';\`${also}`;
  }

  private sourceLink(entry: ApiEntry): string {
    const link = this.sourceLinks.entry(entry);
    if (!link) return '';
    return `<ApiSource href=${attribute(link.href)} path=${attribute(link.path)} version=${attribute(this.model.pkg.gitTag)} />`;
  }

  /** Said when the package has no doc comment for a symbol, so no page starts with a bare signature. */
  private fallbackLead(entry: ApiEntry): string {
    const module = API_MODULES.find((m) => m.id === entry.module)!;
    const article = entry.kind === 'enum' || entry.kind === 'interface' ? 'An' : 'A';
    return `${article} ${KIND_LABELS[entry.kind].one.toLowerCase()} of the [${module.title}](${this.model.pkg.basePath}/#${module.id}) module, imported from \`${moduleImportPath(entry.module)}\` or \`graphql\`.`;
  }

  private sharedPage(kind: 'type' | 'variable', module: ApiModuleId, entries: ApiEntry[]): string {
    this.pageHelpers.clear();
    const moduleInfo = API_MODULES.find((m) => m.id === module)!;
    const kindLabel = KIND_LABELS[kind].many;
    const blocks = [
      frontMatter({
        title: `${kindLabel} of ${moduleImportPath(module)}`,
        sidebar_label: kindLabel,
        description: `${kindLabel} exported by ${moduleImportPath(module)} (${moduleInfo.title}).`,
      }),
      `# <ApiKind>${kindLabel}</ApiKind> ${moduleInfo.title}`,
      `${kindLabel} exported by \`${moduleImportPath(module)}\`: ${moduleInfo.description.charAt(0).toLowerCase()}${moduleInfo.description.slice(1)}`,
    ];
    for (const entry of entries) {
      const comment = commentOf(entry.reflection);
      const reflection = entry.reflection;
      const comparison = this.versionComparison(entry);
      const [lead, rest] = splitLead(this.comments.parts(comment?.summary, entry.docId));
      blocks.push(
        heading(2, escapeLiteral(entry.name), entry.name),
        this.versionNote(entry),
        this.sourceLink(entry),
        this.inlineUsage(entry),
        this.deprecation(comment, entry.docId),
        lead,
        comparison || signatureElement(this.headParts(entry)),
        rest,
        ...this.typeParameterDetails(reflection.typeParameters, entry.docId, false),
        this.comments.blockTags(comment, '@remarks', entry.docId).join('\n\n'),
        ...this.otherTags(comment, entry.docId),
        ...this.examples(comment, entry.docId, false),
        kind === 'type' ? this.referencedBy(entry, false) : '',
        this.docsUsage?.exports[entry.name] ? `**Used in the docs**\n\n${usageList(this.docsUsage.exports[entry.name]!)}` : '',
      );
    }
    blocks.push(this.helperTypesSection());
    return join(blocks);
  }
}

const DOCS_KIND_LABELS: Record<UsageEntry['kind'], string> = {tutorial: 'Tutorial', guide: 'Guide', 'upgrade guide': 'Upgrade guide'};

/**
 * The docs sections that use an export or member, tutorials first: each section's title linking
 * to its heading, with the line of the sample that uses it.
 */
export function usageList(entries: readonly UsageEntry[]): string {
  return entries
    .map((entry) => {
      const where =
        entry.section === entry.page ? DOCS_KIND_LABELS[entry.kind] : `${DOCS_KIND_LABELS[entry.kind]}, ${escapeLiteral(entry.page)}`;
      return `- ${where}: [${escapeLiteral(entry.section)}](${entry.url}) — ${inlineCode(entry.line)}`;
    })
    .join('\n');
}

/** The comment of a declaration; functions keep theirs on the signature, their main overload's. */
export function commentOf(reflection: DeclarationReflection): Comment | undefined {
  return reflection.comment ?? mainSignature(reflection)?.comment;
}

function isDocumented(reflection: Reflection): boolean {
  return !!(reflection.comment?.summary.length || reflection.comment?.getTag('@deprecated'));
}

/** The properties of an object type written inline (`options?: { maxErrors?: number }`). */
function fieldsOf(type: SomeType | undefined): DeclarationReflection[] {
  const object = type?.type === 'union' ? type.types.find((member) => member.type === 'reflection') : type;
  return object?.type === 'reflection' && !object.declaration.signatures?.length ? (object.declaration.children ?? []) : [];
}

/** Deprecated as a whole: its comment says so, or, for a function, every one of its overloads. */
export function isDeprecated(reflection: DeclarationReflection): boolean {
  const deprecated = (comment: Comment | undefined) => (comment?.blockTags ?? []).some((tag) => tag.tag === '@deprecated');
  if (reflection.comment) return deprecated(reflection.comment);
  if (reflection.signatures?.length) return reflection.signatures.every((signature) => deprecated(signature.comment));
  return deprecated(reflection.getSignature?.comment);
}

/** `import { parse }`, or `import type { ExecutionArgs }` for what is a type only. */
export function importStatement(entry: ApiEntry): string {
  const typeOnly = entry.typeOnly || entry.kind === 'interface' || entry.kind === 'type';
  return `import ${typeOnly ? 'type ' : ''}{ ${entry.name} }`;
}

/** Front matter first, then an import for each component the page uses, then the content. */
function join([frontMatterBlock, ...blocks]: string[]): string {
  const content = blocks.filter((block) => block.trim() !== '').join('\n\n');
  const components = [...new Set(content.match(/(?<=<)Api[A-Z]\w*/g))].sort();
  const imports = components.map((name) => `import ${name} from '@site/src/components/${name}';`).join('\n');
  return `${frontMatterBlock}\n\n${imports}\n\n${content}\n`;
}

/** A type as inline Markdown: code, with each name that has a page linked to it. */
function markdownType(parts: readonly SignaturePart[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? (part.trim() ? inlineCode(part) : part) : `[${inlineCode(part[0])}](${part[1]})`))
    .join('');
}

function joinTypes(types: SignaturePart[][]): SignaturePart[] {
  return concat(...types.flatMap((type, index) => (index === 0 ? [type] : [', ', type])));
}

function inlineCode(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${fence.length > 1 ? ' ' : ''}${text}${fence.length > 1 ? ' ' : ''}${fence}`;
}

/** Continuation lines of a list item must be indented to stay inside it. */
function indentContinuation(markdown: string): string {
  return markdown.replace(/\n/g, '\n  ');
}

/** Markdown for one table cell: a single line, with pipes escaped. */
export function tableCell(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
