// Prose links: in each section of a docs page (what a `##` or `###` heading starts), the first
// inline-code mention of a graphql export (`parse`, `parse()`) links to its API page, when the
// mention means that export (README.md, "Prose links", says how a mention's meaning is read).
// Every link from a name to an API page, written by hand or added here, must lead where the
// name's meaning does: the build stops on one that does not. Headings are left alone. Names
// that are ambiguous on purpose are never linked; inline code that looks like an export
// (`GraphQL…`) but names none is reported.
import type {GraphQLMajor} from '../../contracts/samples';
import type {ApiUrlOf} from './code-links';

/** Names that the docs use for something else as often as for the export: `graphql` is also the package. */
export const AMBIGUOUS_NAMES: ReadonlySet<string> = new Set(['graphql']);

/** The members a class or interface export of graphql declares in a major; undefined for other names. */
export type MembersOf = (major: GraphQLMajor, name: string) => ReadonlySet<string> | undefined;

const MENTION = /^([A-Za-z_$][\w$]*)(?:\(\))?$/;
const LOOKS_LIKE_EXPORT = /^GraphQL[A-Z]\w*$/;
// The rest of a list of code (`a`, `b` and `c`) before or after a mention, as `flatten` writes it.
const LIST = String.raw`(?:\x60[^\x60]*\x60(?:,\s*|,?\s+(?:and|or)\s+))*`;
// "graphql-http's `formatError`", "the scalar's `parseValue`", "graphql-ws's `onNext` and `onError`":
// a property of the possessor. graphql's own ("graphql 16's `subscribe`") is an export.
const POSSESSOR = new RegExp(String.raw`([\w@/.\x60-]+(?: \d+(?:\.\d+)*)?)['’]s\s+${LIST}\x60$`);
const GRAPHQL = /^graphql(?:-js)?(?: \d|$)/i;
// "the `formatError` option", "its `parse` and `validate` options", "the `validate` or `execute`
// function you give graphql-http".
const OPTION_AFTER = new RegExp(
  String.raw`^\x60(?:(?:,\s*|,?\s+(?:and|or)\s+)\x60[^\x60]*\x60)*\s+(?:options?\b|functions?\s+you\s+(?:give|pass)\b)`,
  'i',
);
// "a server whose `execute` …", "your own `context` or `execute` function": code of the reader's or
// of something named before, not graphql's.
const NOT_GRAPHQLS = new RegExp(String.raw`\b(whose|your own)\s+${LIST}\x60$`, 'i');
// "passed to graphql-http as `execute`": the option of the package named.
const AS_OPTION_OF = new RegExp(String.raw`\bto\s+([\w@/.]*-[\w./-]*)\s+as\s+${LIST}\x60$`);
// A table column of a server's options: headed "Option", or by a package (graphql-http, express-graphql).
const OPTIONS_COLUMN = /^(?:options?|[\w@/.]*-[\w./-]*)$/i;
// Where a clause ends: a sentence's end, a semicolon, a parenthesis.
const CLAUSE_END = /[.!?]\s+|;|[()]/g;
const PHRASING_CONTAINERS = new Set(['paragraph', 'tableCell', 'heading']);

export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: MdNode[];
}

export interface ProseLinkOptions {
  urlOf: ApiUrlOf;
  membersOf: MembersOf;
  /** The page is about both majors (the upgrade guide): a name only the other major exports means that export. */
  bothMajors: boolean;
}

/** What a mention means: the API pages of the export it is, or none and why. */
export interface Meaning {
  urls: string[];
  reason: string;
}

function textOf(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** The major a heading is about: 16 when it names graphql 16 and not 17, else the current one. */
export function headingMajor(title: string): GraphQLMajor {
  return /graphql 16/i.test(title) && !/17/.test(title) ? '16' : '17';
}

/**
 * The majors a clause (or a table's column header) is about, most likely first: the one it names
 * alone ("In graphql 17, …", "on graphql 16: …"), or both when it names both.
 */
export function namedMajors(text: string): GraphQLMajor[] | undefined {
  const names16 = /graphql 16/i.test(text);
  const names17 = /graphql 17/i.test(text);
  if (names16 && !/\b17\b/.test(text)) return ['16'];
  if (names17 && !/\b16\b/.test(text)) return ['17'];
  return names16 || names17 ? ['17', '16'] : undefined;
}

function mentionName(node: MdNode): string | undefined {
  return node.type === 'inlineCode' ? MENTION.exec(node.value ?? '')?.[1] : undefined;
}

/** The single inline code a link shows (`[`parse`](…)`), if that is all it shows. */
function linkedCode(link: MdNode): MdNode | undefined {
  const children = link.children ?? [];
  return children.length === 1 && children[0]!.type === 'inlineCode' ? children[0] : undefined;
}

/**
 * A paragraph's, table cell's or heading's text, with where each inline code sits in it. Code
 * is written between backticks, without the punctuation that ends a clause, so `a.b` and `f()`
 * end none.
 */
function flatten(container: MdNode): {text: string; spans: Map<MdNode, [number, number]>} {
  let text = '';
  const spans = new Map<MdNode, [number, number]>();
  const visit = (node: MdNode): void => {
    if (node.type === 'inlineCode') {
      const value = (node.value ?? '').replace(/[.!?;()\x60]/g, '_');
      spans.set(node, [text.length + 1, text.length + 1 + value.length]);
      text += `\x60${value}\x60`;
    } else if (node.value !== undefined) text += node.value;
    else for (const child of node.children ?? []) visit(child);
  };
  visit(container);
  return {text, spans};
}

/** The clause of `text` around `[start, end)`. */
function clauseAround(text: string, start: number, end: number): string {
  let from = 0;
  for (const match of text.slice(0, start).matchAll(CLAUSE_END)) from = match.index + match[0].length;
  const rest = text.slice(end).search(/[.!?](\s|$)|;|[()]/);
  return text.slice(from, rest === -1 ? text.length : end + rest);
}

/** The class and interface exports that `nodes` name in inline code, which members may belong to. */
function ownersNamed(nodes: readonly MdNode[], membersOf: MembersOf): Set<string> {
  const owners = new Set<string>();
  const visit = (node: MdNode): void => {
    const name = mentionName(node);
    if (name !== undefined && (membersOf('17', name) ?? membersOf('16', name))) owners.add(name);
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of nodes) visit(node);
  return owners;
}

interface Context {
  /** The major of the section's heading. */
  major: GraphQLMajor;
  /** The classes and interfaces that give a name in scope its meaning as their member. */
  owners: ReadonlySet<string>;
  /** The header of the table column the mention sits in. */
  column?: string;
  container?: {text: string; spans: Map<MdNode, [number, number]>};
}

/**
 * What the mention `code` of `name` means, for a name graphql exports, in order: a property of
 * something other than graphql ("graphql-http's `formatError`", "the `formatError` option", a
 * column of a server's options); a member of the class or interface named before it
 * ("`GraphQLEnumType`'s `parseValue`") or in the section (`GraphQLScalarType` and its
 * `parseValue`), which links to its entry on that page; else the export. Either in the major its
 * clause names alone, or the table column's header, or the section's heading (both when the
 * clause names both, or the page is about both). `urls` are the pages a link may lead to, the
 * first the one a mention links to.
 */
function meaningOf(name: string, code: MdNode, context: Context, {urlOf, membersOf, bothMajors}: ProseLinkOptions): Meaning {
  // Other names are not linked, members of a class the section names included: only where a
  // name could be taken for an export does a member's entry give the link its meaning.
  if ((urlOf('17', name) ?? urlOf('16', name)) === undefined) return {urls: [], reason: 'not an export of graphql'};
  const {text, spans} = context.container ?? flatten(code);
  const [start, end] = spans.get(code) ?? [0, text.length];
  const possessor = POSSESSOR.exec(text.slice(0, start))?.[1];
  const isOwner = (candidate: string) => membersOf('17', candidate)?.has(name) || membersOf('16', candidate)?.has(name);
  // "`GraphQLEnumType`'s `parseValue`": the member of the class named.
  const possessingClass = possessor?.replace(/^`(.*)`$/, '$1');
  if (possessor !== undefined && !GRAPHQL.test(possessor) && !(possessingClass !== undefined && isOwner(possessingClass))) {
    return {urls: [], reason: `a property of ${possessor}`};
  }
  const before = text.slice(0, start);
  const unowned = NOT_GRAPHQLS.exec(before)?.[1];
  if (unowned !== undefined) return {urls: [], reason: `not graphql's, after "${unowned}"`};
  const optionOf = AS_OPTION_OF.exec(before)?.[1];
  if (optionOf !== undefined && !GRAPHQL.test(optionOf)) return {urls: [], reason: `an option of ${optionOf}`};
  if (OPTION_AFTER.test(text.slice(end))) return {urls: [], reason: 'an option'};
  const column = context.column?.trim();
  if (column !== undefined && OPTIONS_COLUMN.test(column)) return {urls: [], reason: `in the column "${column}", which lists options`};
  const other = (major: GraphQLMajor): GraphQLMajor => (major === '17' ? '16' : '17');
  const named = namedMajors(clauseAround(text, start, end)) ?? (column === undefined ? undefined : namedMajors(column));
  const about = named ?? [context.major];
  const owner = possessingClass !== undefined && isOwner(possessingClass) ? possessingClass : [...context.owners].find(isOwner);
  if (owner !== undefined) {
    // Its entry on the owner's page, in a major the text is about that declares it (anchors are member names).
    const majors = bothMajors && about.length === 1 ? [...about, other(about[0]!)] : about;
    const urls = majors.flatMap((major) => {
      const page = membersOf(major, owner)?.has(name) && /^\w+$/.test(name) ? urlOf(major, owner) : undefined;
      return page === undefined ? [] : [`${page}#${name}`];
    });
    return {urls, reason: `a member of ${owner}, which the section names, and graphql ${majors.join(' or ')} does not declare it`};
  }
  let majors: GraphQLMajor[];
  // "graphql 16 has no `findSchemaChanges`": a name the major named alone lacks is the other's.
  if (named?.length === 1) majors = urlOf(named[0]!, name) ? named : [other(named[0]!)];
  else majors = named ? [context.major, other(context.major)] : [context.major];
  if (bothMajors && majors.length === 1) majors.push(other(majors[0]!));
  const urls = majors.map((major) => urlOf(major, name)).filter((url) => url !== undefined);
  return {urls, reason: `not an export of graphql ${majors.join(' or ')}`};
}

/**
 * Links the first mention of each export per section in `tree` (an mdast root), in place, and
 * returns the mentions that look like exports but resolve in neither major, and the links from a
 * name to an API page that lead elsewhere than the name means (`meaningOf`).
 */
export function linkProse(tree: MdNode, options: ProseLinkOptions): {unresolved: string[]; problems: string[]; anchored: string[]} {
  const {urlOf, membersOf} = options;
  const unresolved = new Set<string>();
  // The links made to an entry of a page, which the check after the build looks for.
  const anchored = new Set<string>();
  const problems: string[] = [];
  let linked = new Set<string>();

  const visit = (parent: MdNode, context: Context): void => {
    if (!parent.children) return;
    if (PHRASING_CONTAINERS.has(parent.type)) context = {...context, container: flatten(parent)};
    if (parent.type === 'table') {
      const header = (parent.children[0]?.children ?? []).map(textOf);
      parent.children.forEach((row, index) => {
        (row.children ?? []).forEach((cell, column) => visit(cell, index === 0 ? context : {...context, column: header[column]}));
      });
      return;
    }
    parent.children = parent.children.map((node) => {
      if (node.type === 'heading') return node;
      if (node.type === 'link') {
        const code = linkedCode(node);
        const name = code === undefined ? undefined : mentionName(code);
        // Only a name that graphql exports: a member's name may link to its owner's page.
        if (name !== undefined && node.url?.startsWith('/api/') && (urlOf('17', name) ?? urlOf('16', name))) {
          const {urls, reason} = meaningOf(name, code!, context, options);
          if (urls.includes(node.url)) {
            linked.add(name);
            if (node.url.includes('#')) anchored.add(node.url);
          } else problems.push(`\`${name}\` links to ${node.url}, but ${urls.length > 0 ? `means ${urls.join(' or ')}` : `is ${reason}`}`);
        }
        return node;
      }
      const name = mentionName(node);
      if (name !== undefined) {
        if (LOOKS_LIKE_EXPORT.test(name) && urlOf('17', name) === undefined && urlOf('16', name) === undefined) unresolved.add(node.value!);
        if (AMBIGUOUS_NAMES.has(name) || linked.has(name)) return node;
        const [url] = meaningOf(name, node, context, options).urls;
        // The section's first mention decides: after "graphql-http's `formatError`", a bare
        // `formatError` is the same option.
        linked.add(name);
        if (url === undefined) return node;
        if (url.includes('#')) anchored.add(url);
        return {type: 'link', url, children: [node]};
      }
      visit(
        node,
        node.type === 'listItem' ? {...context, owners: new Set([...context.owners, ...ownersNamed([node], membersOf)])} : context,
      );
      return node;
    });
  };

  // Sections: a `##` or `###` heading and the nodes up to the next one.
  const sections: {heading?: MdNode; nodes: MdNode[]}[] = [{nodes: []}];
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) sections.push({heading: node, nodes: []});
    else sections.at(-1)!.nodes.push(node);
  }
  for (const {heading, nodes} of sections) {
    linked = new Set();
    // A list item's members are its own business: the owners named outside lists, and the item's.
    const owners = ownersNamed([...(heading ? [heading] : []), ...nodes.filter((node) => node.type !== 'list')], membersOf);
    const context: Context = {major: heading ? headingMajor(textOf(heading)) : '17', owners};
    for (const node of nodes) visit({type: 'fragment', children: [node]}, context);
  }
  return {unresolved: [...unresolved], problems, anchored: [...anchored]};
}

/** Pages about both majors: the upgrade guide names exports that only graphql 16 has. */
export function isAboutBothMajors(file: string): boolean {
  return /[\\/]upgrade-guides[\\/]/.test(file);
}

/**
 * The remark plugin: links the prose of a docs page, warns of the mentions it cannot resolve,
 * and stops the build on a link that leads elsewhere than its name means. Its links to an entry
 * of a page (`…/GraphQLScalarType#parseValue`) go into `anchoredLinks`, which the check after
 * the build reads (index.ts).
 */
export function remarkProseLinks({
  urlOf,
  membersOf,
  anchoredLinks,
  report,
}: {
  urlOf: ApiUrlOf;
  membersOf: MembersOf;
  anchoredLinks: Set<string>;
  report: (file: string, mentions: string[]) => void;
}) {
  return () => (tree: MdNode, file: {path?: string}) => {
    const {unresolved, problems, anchored} = linkProse(tree, {urlOf, membersOf, bothMajors: isAboutBothMajors(file.path ?? '')});
    for (const url of anchored) anchoredLinks.add(url);
    if (unresolved.length > 0) report(file.path ?? '', unresolved);
    if (problems.length > 0) {
      throw new Error(`[docs-usage] ${file.path ?? ''}: links that do not mean what their text means: ${problems.join('; ')}`);
    }
  };
}
