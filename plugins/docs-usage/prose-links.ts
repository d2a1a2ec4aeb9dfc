// Prose links: in each section of a docs page (what a `##` or `###` heading starts), the first
// inline-code mention of a graphql export (`parse`, `parse()`) links to its API page, for the
// major the section is about: 16 under a heading that names graphql 16 (and not 17), the current
// one otherwise. An export that major lacks links to the other's page (the upgrade guide names
// removed exports). A mention already written as a link counts as the section's first. Headings
// are left alone. Names that are ambiguous on purpose are never linked; inline code that looks
// like an export (`GraphQL…`) but names none is reported.
import type {GraphQLMajor} from '../../contracts/samples';
import type {ApiUrlOf} from './code-links';

/** Names that the docs use for something else as often as for the export: `graphql` is also the package. */
export const AMBIGUOUS_NAMES: ReadonlySet<string> = new Set(['graphql']);

const MENTION = /^([A-Za-z_$][\w$]*)(?:\(\))?$/;
const LOOKS_LIKE_EXPORT = /^GraphQL[A-Z]\w*$/;

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: MdNode[];
}

function textOf(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/**
 * Links the first mention of each export per section in `tree` (an mdast root), in place, and
 * returns the mentions that look like exports but resolve in neither major.
 */
export function linkProse(tree: MdNode, urlOf: ApiUrlOf): string[] {
  const unresolved = new Set<string>();
  let major: GraphQLMajor = '17';
  let linked = new Set<string>();
  const resolve = (name: string) => urlOf(major, name) ?? urlOf(major === '17' ? '16' : '17', name);

  const visit = (parent: MdNode): void => {
    if (!parent.children) return;
    parent.children = parent.children.map((node) => {
      if (node.type === 'heading') return node;
      if (node.type === 'link') {
        for (const child of node.children ?? []) {
          const name = child.type === 'inlineCode' ? MENTION.exec(child.value ?? '')?.[1] : undefined;
          if (name !== undefined && node.url === resolve(name)) linked.add(name);
        }
        return node;
      }
      if (node.type === 'inlineCode') {
        const name = MENTION.exec(node.value ?? '')?.[1];
        if (name === undefined || AMBIGUOUS_NAMES.has(name)) return node;
        const url = resolve(name);
        if (url === undefined) {
          if (LOOKS_LIKE_EXPORT.test(name)) unresolved.add(node.value!);
          return node;
        }
        if (linked.has(name)) return node;
        linked.add(name);
        return {type: 'link', url, children: [node]};
      }
      visit(node);
      return node;
    });
  };

  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const title = textOf(node);
      major = /graphql 16/i.test(title) && !/17/.test(title) ? '16' : '17';
      linked = new Set();
      continue;
    }
    visit(node);
  }
  return [...unresolved];
}

/** The remark plugin: links the prose of a docs page, and warns of the mentions it cannot resolve. */
export function remarkProseLinks({urlOf, report}: {urlOf: ApiUrlOf; report: (file: string, mentions: string[]) => void}) {
  return () => (tree: MdNode, file: {path?: string}) => {
    const unresolved = linkProse(tree, urlOf);
    if (unresolved.length > 0) report(file.path ?? '', unresolved);
  };
}
