// The join of the docs and the reference, computed once per build from docs/ and examples/:
// for each graphql major, which docs sections use each export and member (the API pages' "Used
// in the docs", plugins/api-reference), and where each sample names an export (the links of
// code blocks, remark-api-links.ts).
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {GraphQLMajor} from '../../contracts/samples';
import sidebars from '../../sidebars';
import {docPages, pageSamples, type DocsKind, type SampleBlock} from './doc-samples';
import {sampleUses, type SampleUses} from './sample-uses';

/** One section that uses an export or member, with the line of the sample that does. */
export interface UsageEntry {
  kind: DocsKind;
  page: string;
  section: string;
  url: string;
  line: string;
}

/** What the docs use of one major: by export name, and by `Owner.member`. */
export interface MajorUsage {
  exports: Record<string, UsageEntry[]>;
  members: Record<string, UsageEntry[]>;
}

export interface DocsUsage {
  blocks: SampleBlock[];
  /** By sample file (relative to examples/). */
  uses: Record<string, SampleUses>;
  majors: Record<GraphQLMajor, MajorUsage>;
}

const LINE_LIMIT = 72;

/** A sample's line as a list shows it: trimmed, and cut at a word boundary after at most 72 characters. */
export function shownLine(line: string, limit = LINE_LIMIT): string {
  const text = line.trim().replace(/\s+/g, ' ');
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const boundary = Math.max(cut.lastIndexOf(' '), cut.search(/\W\w*$/));
  return `${(boundary > limit / 2 ? cut.slice(0, boundary) : cut).trimEnd()} …`;
}

/** The doc ids of a sidebar's items, in reading order. */
export function sidebarOrder(items: readonly unknown[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    const {items: children, link} = item as {items?: unknown[]; link?: {id?: string}};
    return [...(link?.id ? [link.id] : []), ...sidebarOrder(children ?? [])];
  });
}

function add(index: Record<string, UsageEntry[]>, key: string, block: SampleBlock, line: string): void {
  const entries = (index[key] ??= []);
  if (entries.some((entry) => entry.url === block.section.url)) return;
  entries.push({
    kind: block.page.kind,
    page: block.page.title,
    section: block.section.title,
    url: block.section.url,
    line: shownLine(line),
  });
}

/** The usage of the samples that `blocks` show, given what each uses (`uses`, by file). */
export function usageOf(blocks: readonly SampleBlock[], uses: Readonly<Record<string, SampleUses>>): Record<GraphQLMajor, MajorUsage> {
  const majors: Record<GraphQLMajor, MajorUsage> = {'17': {exports: {}, members: {}}, '16': {exports: {}, members: {}}};
  for (const block of blocks) {
    const sample = uses[block.file]!;
    // The first line that uses the name; its import only when nothing else does.
    const names = new Map<string, number>();
    for (const use of sample.names) if (!use.inImport && !names.has(use.name)) names.set(use.name, use.line);
    for (const use of sample.names) if (!names.has(use.name)) names.set(use.name, use.line);
    for (const major of block.majors) {
      for (const [name, line] of names) add(majors[major].exports, name, block, sample.lines[line]!);
      for (const call of sample.members) add(majors[major].members, `${call.owner}.${call.member}`, block, sample.lines[call.line]!);
    }
  }
  return majors;
}

/** The files under `dir` whose name matches `pattern`, node_modules left out. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, pattern);
    return entry.isFile() && pattern.test(entry.name) ? [file] : [];
  });
}

/** What the usage depends on: the pages, the samples and this folder's code (the API pages' cache key). */
export function usageSourcesHash(siteDir: string): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(path.join(siteDir, 'docs'), /\.mdx?$/),
    ...filesUnder(path.join(siteDir, 'examples'), /\.(m?js|ts)$/),
    ...filesUnder(__dirname, /\.ts$/),
    path.join(siteDir, 'sidebars.ts'),
  ];
  for (const file of files.sort()) hash.update(path.relative(siteDir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** Reads docs/ and examples/ of `siteDir` (in the order of the site's sidebars) and joins them. */
export function docsUsage(siteDir: string): DocsUsage {
  const order = sidebarOrder(Object.values(sidebars).flat());
  const docsDir = path.join(siteDir, 'docs');
  const examplesDir = path.join(siteDir, 'examples');
  const blocks = docPages(docsDir, order).flatMap((page) =>
    pageSamples(page, readFileSync(path.join(docsDir, page.source), 'utf8'), examplesDir),
  );
  const files = [...new Set(blocks.map((block) => block.file))];
  const analysed = sampleUses(files.map((file) => path.join(examplesDir, file)));
  const uses = Object.fromEntries(files.map((file) => [file, analysed.get(path.join(examplesDir, file))!]));
  return {blocks, uses, majors: usageOf(blocks, uses)};
}
