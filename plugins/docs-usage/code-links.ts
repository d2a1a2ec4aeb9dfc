// The links of the docs' code blocks: each name a sample imports from graphql, in its import and
// wherever the sample uses it, links to its API page for the block's major. A remark step gives
// each block its links as a prop (`apiLinks`, a JSON string), which the code block renders as
// <a> elements into its highlighted lines on the server (src/theme/CodeBlock/Content/highlight.ts).
// The hydration shell, which keeps the server's markup, leaves the prop out (docusaurus.config.ts),
// so a page's first load carries none of it; a block rendered after a client-side navigation
// gets it with the page's full content.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {GraphQLMajor} from '../../contracts/samples';
import {type ApiLink, API_LINKS_PROP} from '../../contracts/code-links';
import {blockLinkMajor} from './doc-samples';
import type {SampleUses} from './sample-uses';

/** An export's API page (with its anchor on a shared page) in one major's reference, if it has one. */
export type ApiUrlOf = (major: GraphQLMajor, name: string) => string | undefined;

/** A block's links, and the names it imports that the major's reference lacks. */
export function codeLinks(uses: SampleUses, major: GraphQLMajor, urlOf: ApiUrlOf): {links: ApiLink[]; unresolved: string[]} {
  const links: ApiLink[] = [];
  const unresolved = new Set<string>();
  for (const use of uses.names) {
    const href = urlOf(major, use.name);
    if (href === undefined) unresolved.add(use.name);
    else links.push([use.line, use.column, use.length, href]);
  }
  return {links, unresolved: [...unresolved]};
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdxNode[];
}

const RAW_IMPORT = /import (\w+) from '@site\/examples\/(.+?)\?raw'/g;

function attributeOf(node: MdxNode, name: string): string | undefined {
  const value = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** The sample variable a `<CodeBlock>{x}</CodeBlock>` shows. */
function shownVariable(node: MdxNode): string | undefined {
  const [child] = node.children ?? [];
  const expression = child?.type === 'paragraph' ? child.children?.[0] : child;
  const value = expression?.type === 'mdxFlowExpression' || expression?.type === 'mdxTextExpression' ? expression.value?.trim() : undefined;
  return value !== undefined && /^\w+$/.test(value) ? value : undefined;
}

export interface CodeLinksOptions {
  examplesDir: string;
  uses: Readonly<Record<string, SampleUses>>;
  urlOf: ApiUrlOf;
}

/**
 * The remark plugin: gives every code block that shows a sample of `uses` its `apiLinks` prop.
 * The build stops when a sample imports a name that the block's major documents nowhere (a
 * rename in a graphql release), listing each.
 */
export function remarkApiLinks({examplesDir, uses, urlOf}: CodeLinksOptions) {
  return () => (tree: MdxNode, file: {path?: string}) => {
    const samples = new Map<string, string>();
    for (const node of tree.children ?? []) {
      if (node.type === 'mdxjsEsm') for (const [, name, sample] of node.value!.matchAll(RAW_IMPORT)) samples.set(name!, sample!);
    }
    const problems: string[] = [];
    const visit = (node: MdxNode, tabLabel: string | undefined): void => {
      const isElement = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      if (isElement && node.name === 'CodeBlock') {
        const sample = samples.get(shownVariable(node) ?? '');
        const sampleUses = sample === undefined ? undefined : uses[sample];
        if (sample !== undefined && sampleUses) {
          const firstLine = readFileSync(path.join(examplesDir, sample), 'utf8').split('\n', 1)[0]!;
          const major = blockLinkMajor(sample, firstLine, tabLabel);
          const {links, unresolved} = codeLinks(sampleUses, major, urlOf);
          for (const name of unresolved) problems.push(`${name} (imported by ${sample}, a graphql ${major} block)`);
          if (links.length > 0) node.attributes!.push({type: 'mdxJsxAttribute', name: API_LINKS_PROP, value: JSON.stringify(links)});
        }
        return;
      }
      const label = isElement && node.name === 'TabItem' ? attributeOf(node, 'label') : tabLabel;
      for (const child of node.children ?? []) visit(child, label);
    };
    visit(tree, undefined);
    if (problems.length > 0) {
      throw new Error(
        `[docs-usage] ${path.relative(process.cwd(), file.path ?? '')}: no API page for ${problems.join(', ')}. Fix the sample, or the reference it links to.`,
      );
    }
  };
}
