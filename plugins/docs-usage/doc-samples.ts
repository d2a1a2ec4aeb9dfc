// Which section of which docs page shows which sample of examples/, and for which graphql major.
// Pages show samples as `import x from '@site/examples/<file>?raw'` and `<CodeBlock ...>{x}</CodeBlock>`
// (plugins/source-import), so reading those lines, the headings and the tabs around them is enough.
// Section ids are Docusaurus's: the heading's explicit `{#id}`, else the slug of its text.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {RUNNABLE_SAMPLES, type GraphQLMajor} from '../../contracts/samples';

export type DocsKind = 'tutorial' | 'guide' | 'upgrade guide';

/** Where samples are shown: the tutorial, the guides and the upgrade guide, in this order. */
export const DOCS_FOLDERS: readonly {folder: string; kind: DocsKind}[] = [
  {folder: 'tutorials', kind: 'tutorial'},
  {folder: 'guides', kind: 'guide'},
  {folder: 'upgrade-guides', kind: 'upgrade guide'},
];

export interface DocPage {
  /** `tutorials/basic-types.mdx`, relative to docs/. */
  source: string;
  url: string;
  title: string;
  kind: DocsKind;
}

export interface SampleBlock {
  page: DocPage;
  /** The heading the block sits under (the page's title before the first heading) and its link. */
  section: {title: string; url: string};
  /** The sample, relative to examples/. */
  file: string;
  /** The majors the sample is shown for (and run on). */
  majors: readonly GraphQLMajor[];
}

const RAW_IMPORT = /^import (\w+) from '@site\/examples\/(.+?)\?raw';$/;
const HEADING = /^(#{2,6}) (.+?)(?: \\?\{#([\w-]+)\\?\})?$/;
const CODE_BLOCK = /<CodeBlock\b([^>]*)>\{(\w+)\}<\/CodeBlock>/g;
const SAMPLE_FILE = /\.(m?js|ts)$/;

/** A heading's text as Docusaurus reads it: inline code, links and emphasis reduced to their text. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** github-slugger's slug (the one Docusaurus uses) for the headings this site writes. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function pageUrl(source: string, frontMatter: Record<string, string>): string {
  const slug = frontMatter.slug;
  if (slug) return `/docs${slug}`;
  return `/docs/${source.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
}

function frontMatterOf(lines: readonly string[]): {fields: Record<string, string>; end: number} {
  if (lines[0] !== '---') return {fields: {}, end: 0};
  const end = lines.indexOf('---', 1);
  const fields: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const match = /^(\w+): (.*)$/.exec(line);
    if (match) fields[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return {fields, end: end + 1};
}

/** The majors a sample runs on: its name (`.v16.`), its first line (`// graphql 17 only`), contracts/samples.ts. */
export function sampleMajors(file: string, firstLine: string): readonly GraphQLMajor[] {
  if (/\.v16\./.test(file) || /^\/\/ graphql 16 only\b/.test(firstLine)) return ['16'];
  if (/^\/\/ graphql 17 only\b/.test(firstLine)) return ['17'];
  return (RUNNABLE_SAMPLES as Record<string, readonly GraphQLMajor[]>)[file] ?? ['17', '16'];
}

/** The majors a tab is about: "graphql 16" and "Before (graphql 16)" are 16's; other tabs say nothing. */
export function tabMajors(label: string | undefined): readonly GraphQLMajor[] | undefined {
  return label !== undefined && /graphql 16/.test(label) && !/17/.test(label) ? ['16'] : undefined;
}

/** The majors a block is shown for: its tab's, else its sample's. */
export function blockMajors(file: string, firstLine: string, tabLabel: string | undefined): readonly GraphQLMajor[] {
  return tabMajors(tabLabel) ?? sampleMajors(file, firstLine);
}

/** The major whose reference a block's names link to: 17 unless the block is for 16 alone. */
export function blockLinkMajor(file: string, firstLine: string, tabLabel: string | undefined): GraphQLMajor {
  return blockMajors(file, firstLine, tabLabel).includes('17') ? '17' : '16';
}

/** The code blocks of one page that show a .js or .ts sample, in page order. */
export function pageSamples(page: DocPage, text: string, examplesDir: string): SampleBlock[] {
  const lines = text.split('\n');
  const imports = new Map<string, string>();
  const slugs = new Map<string, number>();
  const tabs: (string | undefined)[] = [];
  let section = {title: page.title, url: page.url};
  let fenced = false;
  const blocks: SampleBlock[] = [];
  for (const line of lines.slice(frontMatterOf(lines).end)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const rawImport = RAW_IMPORT.exec(line);
    if (rawImport) imports.set(rawImport[1]!, rawImport[2]!);
    const heading = HEADING.exec(line);
    if (heading) {
      const title = headingText(heading[2]!);
      let id = heading[3];
      if (id === undefined) {
        const slug = headingSlug(title);
        const seen = slugs.get(slug);
        slugs.set(slug, (seen ?? -1) + 1);
        id = seen === undefined ? slug : `${slug}-${seen + 1}`;
      }
      if (heading[1]!.length <= 3) section = {title, url: `${page.url}#${id}`};
    }
    const tab = /<TabItem\b[^>]*\blabel="([^"]*)"/.exec(line);
    if (tab) tabs.push(tab[1]);
    for (const [, , name] of line.matchAll(CODE_BLOCK)) {
      const file = imports.get(name!);
      if (file === undefined || !SAMPLE_FILE.test(file)) continue;
      const firstLine = readFileSync(path.join(examplesDir, file), 'utf8').split('\n', 1)[0]!;
      const majors = blockMajors(file, firstLine, tabs.at(-1));
      blocks.push({page, section, file, majors});
    }
    if (line.includes('</TabItem>')) tabs.pop();
  }
  return blocks;
}

/** Every page of the tutorial, guides and upgrade guide, each folder in its sidebar order. */
export function docPages(docsDir: string, order: readonly string[]): DocPage[] {
  return DOCS_FOLDERS.flatMap(({folder, kind}) =>
    readdirSync(path.join(docsDir, folder))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => `${folder}/${name}`)
      .sort((a, b) => rank(order, a) - rank(order, b) || a.localeCompare(b))
      .map((source) => {
        const {fields} = frontMatterOf(readFileSync(path.join(docsDir, source), 'utf8').split('\n'));
        return {source, url: pageUrl(source, fields), title: fields.title ?? source, kind};
      }),
  );
}

function rank(order: readonly string[], source: string): number {
  const index = order.indexOf(source.replace(/\.mdx?$/, ''));
  return index === -1 ? order.length : index;
}
