import {markdownPathOf} from '../../contracts/markdown-copies';

// The two files of the llms.txt proposal (https://llmstxt.org): `llms.txt`, an H1 title, a
// blockquote summary and H2 sections of `- [title](url): description` links, here to the
// pages' Markdown copies; and `llms-full.txt`, the tutorial and guides in one file. The
// sections follow the sidebars, so the index reads in the site's own order.

export interface IndexedPage {
  route: string;
  title: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  pages: IndexedPage[];
}

/** The items of a loaded docs sidebar that matter here (Docusaurus's own shapes). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** The doc ids of a sidebar subtree in reading order (a category's own page before its items). */
export function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...docIdsOf(item.items)];
    return [];
  });
}

/**
 * One section for the sidebar's top-level pages (titled `topTitle`) and one per top-level
 * category, titled `${prefix}${label}`; empty sections are left out.
 */
export function sidebarSections(
  items: readonly SidebarItem[],
  pageOf: (id: string) => IndexedPage | undefined,
  {topTitle, prefix = ''}: {topTitle: string; prefix?: string},
): LlmsSection[] {
  const pages = (ids: string[]) => ids.map(pageOf).filter((page): page is IndexedPage => page !== undefined);
  const sections: LlmsSection[] = [{title: topTitle, pages: pages(docIdsOf(items.filter((item) => item.type !== 'category')))}];
  for (const item of items) {
    if (item.type === 'category') sections.push({title: `${prefix}${item.label}`, pages: pages(docIdsOf([item]))});
  }
  return sections.filter((section) => section.pages.length > 0);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Square brackets would end a link's text early. */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (character) => `\\${character}`);
}

export function markdownUrl(siteUrl: string, route: string): string {
  return new URL(markdownPathOf(route), siteUrl).href;
}

export function llmsTxt({
  title,
  summary,
  details,
  sections,
  siteUrl,
}: {
  title: string;
  summary: string;
  details: string;
  sections: readonly LlmsSection[];
  siteUrl: string;
}): string {
  const body = sections.map(({title: sectionTitle, pages}) => {
    const links = pages.map(({route, title: pageTitle, description}) => {
      const text = description ? `: ${oneLine(description)}` : '';
      return `- [${linkText(pageTitle)}](${markdownUrl(siteUrl, route)})${text}`;
    });
    return `## ${sectionTitle}\n\n${links.join('\n')}\n`;
  });
  return [`# ${title}\n`, `> ${oneLine(summary)}\n`, `${details}\n`, ...body].join('\n');
}

export function llmsFullTxt({
  title,
  summary,
  pages,
  siteUrl,
}: {
  title: string;
  summary: string;
  pages: readonly {route: string; markdown: string}[];
  siteUrl: string;
}): string {
  const parts = pages.map(({route, markdown}) => `Source: ${new URL(route, siteUrl).href}\n\n${markdown.trim()}\n`);
  return [`# ${title}\n\n> ${oneLine(summary)}\n`, ...parts].join('\n---\n\n');
}
