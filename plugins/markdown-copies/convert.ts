import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast, type Handle, type State} from 'hast-util-to-mdast';
import type {BlockContent, Code, Nodes as MdastNodes, Paragraph, PhrasingContent} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

// Turns a built page's HTML into the Markdown copy of its content. It reads what the reader
// sees, the doc content container Docusaurus renders (title and body, without the navbar,
// sidebar, breadcrumbs, table of contents or pagination), so the copy cannot drift from the
// page. Our markup is converted by hand where a generic converter would lose something:
// - code blocks (src/theme/CodeBlock): the language is a class of the <pre>, the code is split
//   into token spans and one element per line; the title becomes the fence's `title="..."`;
// - the API reference's signatures (<pre> with a `signature_` class and links to types): a
//   `ts` fence of their text, then a "Types:" line with those links;
// - tabs (@theme/Tabs): each panel, hidden ones included, after a bold line with its label;
// - admonitions: a blockquote starting with their title in bold.
// Links to other pages become absolute URLs of the site, so a copy pasted anywhere keeps them;
// links to a heading of the same page stay `#id`.

/** The element Docusaurus renders a doc page's title and Markdown body in. */
const DOC_CONTENT_CLASS = 'theme-doc-markdown';

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classes(node).includes(name);
}

/** CSS-module classes are hashed (`signature_nxx9`); match them by their source name. */
function hasModuleClass(node: Element, name: string): boolean {
  return classes(node).some((value) => value === name || value.startsWith(`${name}_`));
}

function childElements(node: Element): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element');
}

function findElement(node: HastNodes, test: (element: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if (node.type !== 'element' && node.type !== 'root') return undefined;
  for (const child of node.children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: HastNodes, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (node.type === 'element' && test(node)) {
    found.push(node);
    return found;
  }
  if (node.type === 'element' || node.type === 'root') for (const child of node.children) findAll(child, test, found);
  return found;
}

/** The text of code markup: one line per `<br>`, line-number spans (empty, drawn by CSS) ignored. */
function codeText(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  return node.children.map(codeText).join('');
}

function languageOf(node: Element): string | null {
  const language = classes(node).find((value) => value.startsWith('language-'));
  return language ? language.slice('language-'.length) : null;
}

function plainText(node: HastNodes): string {
  return codeText(node).replace(/\s+/g, ' ').trim();
}

function codeNode(value: string, lang: string | null, title?: string): Code {
  const meta = title ? `title=${JSON.stringify(title)}` : null;
  return {type: 'code', lang, meta, value: value.replace(/\n$/, '')};
}

function boldLine(text: string): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: text}]}]};
}

function codeBlock(node: Element): Code | undefined {
  const pre = findElement(node, (element) => element.tagName === 'pre');
  if (!pre) return undefined;
  const title = findElement(node, (element) => hasModuleClass(element, 'codeBlockTitle'));
  return codeNode(codeText(pre), languageOf(pre) ?? languageOf(node), title ? plainText(title) : undefined);
}

function tabs(state: State, node: Element): BlockContent[] {
  const labels = findAll(node, (element) => element.properties.role === 'tab').map(plainText);
  const panels = findAll(node, (element) => element.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    boldLine(labels[index] ?? `Tab ${index + 1}`),
    ...(state.toFlow(state.all(panel)) as BlockContent[]),
  ]);
}

function admonition(state: State, node: Element): MdastNodes {
  const [heading, content] = childElements(node);
  const title = heading ? plainText(heading) : '';
  const body = content ? (state.toFlow(state.all(content)) as BlockContent[]) : [];
  return {type: 'blockquote', children: [...(title ? [boldLine(title.charAt(0).toUpperCase() + title.slice(1))] : []), ...body]};
}

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-code-block')) return convertedAhead(node);
  if (hasClass(node, 'tabs-container')) return tabs(state, node);
  if (hasClass(node, 'theme-admonition')) return admonition(state, node);
  return state.toFlow(state.all(node));
};

// The API reference's "New in 17" and "Changed in 17" badges.
const span: Handle = (state, node) =>
  hasClass(node, 'badge') ? {type: 'strong', children: state.all(node) as PhrasingContent[]} : state.all(node);

/** The types a signature links to, once each, as a line under its fence: a fence holds no links. */
function typeLinks(code: Element): Paragraph | undefined {
  const targets = new Map<string, string>();
  for (const link of findAll(code, (element) => element.tagName === 'a' && typeof element.properties.href === 'string')) {
    targets.set(String(link.properties.href), plainText(link));
  }
  if (targets.size === 0) return undefined;
  const links: PhrasingContent[] = [...targets].flatMap(([url, text], index) => [
    ...(index > 0 ? [{type: 'text' as const, value: ', '}] : []),
    {type: 'link' as const, url, children: [{type: 'inlineCode' as const, value: text}]},
  ]);
  return {type: 'paragraph', children: [{type: 'text', value: 'Types: '}, ...links]};
}

function preformatted(node: Element): MdastNodes[] {
  const code = findElement(node, (element) => element.tagName === 'code') ?? node;
  const signature = hasModuleClass(node, 'signature');
  // The API reference's signatures are TypeScript.
  const lang = languageOf(node) ?? languageOf(code) ?? (signature ? 'ts' : null);
  const links = signature ? typeLinks(code) : undefined;
  return links ? [codeNode(codeText(code), lang), links] : [codeNode(codeText(code), lang)];
}

const pre: Handle = (_state, node) => convertedAhead(node);

interface ConvertedAhead {
  markdown: MdastNodes[];
}

/**
 * Converts code blocks and other preformatted text first, and leaves their elements empty: their
 * token spans and lines are most of a page's elements, which the generic converter would copy and
 * walk only for its handlers above to read their text (a quarter of the conversion's time).
 */
function convertAhead(node: Element | HastRoot): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const markdown = hasClass(child, 'theme-code-block')
      ? [codeBlock(child)].filter((code) => code !== undefined)
      : child.tagName === 'pre'
        ? preformatted(child)
        : undefined;
    if (markdown) {
      child.children = [];
      // In the element's data, which the converter's copy of the tree keeps.
      child.data = {markdown} satisfies ConvertedAhead as unknown as Element['data'];
    } else {
      convertAhead(child);
    }
  }
}

function convertedAhead(node: Element): MdastNodes[] {
  const converted = (node.data as ConvertedAhead | undefined)?.markdown;
  if (!converted) throw new Error(`markdown-copies: a <${node.tagName}> of code reached the converter unconverted`);
  return converted;
}

const SCREEN_ONLY_TAGS = new Set(['button', 'input', 'label', 'select', 'textarea', 'svg', 'script', 'style']);

/** Drops what only makes sense on screen: heading anchors, controls, hidden decoration. */
function removeChrome(node: Element | HastRoot): void {
  node.children = node.children.filter((child: ElementContent | HastRoot['children'][number]) => {
    if (child.type !== 'element') return child.type !== 'comment';
    if (SCREEN_ONLY_TAGS.has(child.tagName)) return false;
    if (hasClass(child, 'hash-link') || child.properties.ariaHidden === 'true') return false;
    removeChrome(child);
    return true;
  }) as typeof node.children;
}

function absoluteLinks(node: MdastNodes, pageUrl: URL, siteOrigin: string): void {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    if (!node.url.startsWith('#')) {
      const url = new URL(node.url, pageUrl);
      node.url = url.origin === siteOrigin ? url.href : node.url;
    }
  }
  if ('children' in node) for (const child of node.children) absoluteLinks(child, pageUrl, siteOrigin);
}

export interface ConvertOptions {
  /** The page's absolute URL on the site (`https://graphql-js.org/docs/tutorials/`). */
  pageUrl: string;
}

/** The Markdown copy of a built page, or null when the page has no doc content. */
export function pageMarkdown(html: string, {pageUrl}: ConvertOptions): string | null {
  // Only the article is parsed: the head, navbar, sidebar and footer are never converted.
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>', start);
  const tree = fromHtml(start !== -1 && end !== -1 ? html.slice(start, end + '</article>'.length) : html, {fragment: true});
  const content = findElement(tree, (element) => hasClass(element, DOC_CONTENT_CLASS));
  if (!content) return null;
  removeChrome(content);
  convertAhead(content);
  const mdast = toMdast({type: 'root', children: content.children}, {handlers: {div, pre, span}});
  const url = new URL(pageUrl);
  absoluteLinks(mdast, url, url.origin);
  return toMarkdown(mdast, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}
