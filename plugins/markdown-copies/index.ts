import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOfRoute} from '../search-index/doc-content';
import {SEARCH_INDEX_PLUGIN} from '../../contracts/search';
import {markdownLeaks, unresolvedSiteLinks} from './checks';
import {pageMarkdown} from './convert';
import {docIdsOf, llmsFullTxt, llmsTxt, sidebarSections, type IndexedPage, type LlmsSection, type SidebarItem} from './llms';
import {LLMS_FULL_TXT, LLMS_TXT, markdownPathOf} from '../../contracts/markdown-copies';
import {postBuildFinished} from '../../packages/docusaurus-lean-client/post-build-order';

// After the build: writes a Markdown copy beside every doc page (the tutorial, guides, upgrade
// guide, docs landing pages and every API page of every version), converted from the page's
// built HTML (convert.ts), then `llms.txt` and `llms-full.txt` (llms.ts), and checks them
// (checks.ts). Only files are written: no route, so the sitemap does not list the copies, and
// Pagefind indexes HTML files only. plugins/security-headers, listed before this plugin, waits
// for it and precompresses the copies with the rest.

export const PLUGIN_NAME = 'markdown-copies';

export interface MarkdownCopiesOptions {
  /** The blockquote summary of llms.txt. */
  summary: string;
  /** Id of the docs plugin instance that serves the API reference. */
  apiDocsPluginId: string;
  /** The sidebar of the default docs instance that llms-full.txt follows. */
  guideSidebar: string;
}

interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  draft?: boolean;
}

interface LoadedVersion {
  versionName: string;
  label: string;
  isLast: boolean;
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

type DocsContent = {loadedVersions: LoadedVersion[]} | undefined;

// Bounded so that hundreds of pages are not all held in memory at once.
const FILES_AT_ONCE = 16;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += FILES_AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + FILES_AT_ONCE).map(work))));
  }
  return results;
}

export default function markdownCopiesPlugin(context: LoadContext, options: MarkdownCopiesOptions): Plugin {
  const {outDir, siteConfig} = context;
  let guides: LoadedVersion | undefined;
  let api: LoadedVersion[] = [];
  return {
    name: PLUGIN_NAME,

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
      guides = (docs.default as DocsContent)?.loadedVersions[0];
      api = (docs[options.apiDocsPluginId] as DocsContent)?.loadedVersions ?? [];
      if (!guides || api.length === 0) {
        throw new Error(`[${PLUGIN_NAME}] expected the default docs and the "${options.apiDocsPluginId}" docs plugin instances`);
      }
    },

    async postBuild({plugins}) {
      const searchIndexDone = postBuildFinished(plugins, PLUGIN_NAME, SEARCH_INDEX_PLUGIN);
      await searchIndexDone;
      const started = performance.now();
      const versions = [guides!, ...api];
      const pages = versions.flatMap((version) => version.docs.filter((doc) => !doc.draft));
      const markdownByRoute = new Map<string, string>();
      const problems: string[] = [];
      await inBatches(pages, async ({permalink}) => {
        const html = await readFile(path.join(outDir, htmlFileOfRoute(permalink, siteConfig.trailingSlash)), 'utf8');
        const markdown = pageMarkdown(html, {pageUrl: new URL(permalink, siteConfig.url).href});
        if (markdown === null) {
          problems.push(`${permalink}: no doc content to convert`);
          return;
        }
        for (const leak of markdownLeaks(markdown)) problems.push(`${markdownPathOf(permalink)}: ${leak}`);
        markdownByRoute.set(permalink, markdown);
        await writeFile(path.join(outDir, markdownPathOf(permalink)), markdown);
      });

      const indexed = (version: LoadedVersion) => {
        const byId = new Map(
          version.docs.map((doc): [string, IndexedPage] => [
            doc.id,
            {route: doc.permalink, title: doc.title, description: doc.description},
          ]),
        );
        return (id: string) => byId.get(id);
      };
      const guideItems = guides!.sidebars[options.guideSidebar];
      if (!guideItems) throw new Error(`[${PLUGIN_NAME}] no sidebar "${options.guideSidebar}" in the docs`);
      const inSidebars = new Set(Object.values(guides!.sidebars).flatMap(docIdsOf));
      const sections: LlmsSection[] = [
        {title: 'Start here', pages: guides!.docs.filter((doc) => !inSidebars.has(doc.id)).map((doc) => indexed(guides!)(doc.id)!)},
        ...sidebarSections(guideItems, indexed(guides!), {topTitle: 'Tutorial'}),
      ];
      const olderApi: IndexedPage[] = [];
      for (const version of api) {
        const items = Object.values(version.sidebars).flat();
        if (version.isLast) {
          sections.push(
            ...sidebarSections(items, indexed(version), {topTitle: `API reference (graphql ${version.label})`, prefix: 'API: '}),
          );
        } else {
          olderApi.push(
            ...docIdsOf(items)
              .map(indexed(version))
              .filter((page) => page !== undefined),
          );
        }
      }
      const olderLabels = api.filter((version) => !version.isLast).map((version) => `graphql ${version.label}`);
      // "Optional" is the llms.txt name for links a reader may skip when context is short.
      if (olderApi.length > 0) sections.push({title: 'Optional', pages: olderApi});
      const details = [
        'Every link is the Markdown copy of a page; the page itself is at the same address without `.md`',
        ` (an index page such as \`/docs/tutorials/\` has its copy at \`/docs/tutorials.md\`).`,
        ` The tutorial and guides are also in one file: ${new URL(LLMS_FULL_TXT, siteConfig.url).href}.`,
        olderLabels.length > 0 ? ` The Optional section is the API reference of ${olderLabels.join(', ')}.` : '',
      ].join('');
      const index = llmsTxt({title: siteConfig.title, summary: options.summary, details, sections, siteUrl: siteConfig.url});
      const fullPages = docIdsOf(guideItems).flatMap((id) => {
        const route = indexed(guides!)(id)?.route;
        const markdown = route === undefined ? undefined : markdownByRoute.get(route);
        return route !== undefined && markdown !== undefined ? [{route, markdown}] : [];
      });
      const full = llmsFullTxt({
        title: `${siteConfig.title}: tutorial and guides`,
        summary: options.summary,
        pages: fullPages,
        siteUrl: siteConfig.url,
      });
      await writeFile(path.join(outDir, LLMS_TXT), index);
      await writeFile(path.join(outDir, LLMS_FULL_TXT), full);
      for (const link of unresolvedSiteLinks(index, siteConfig.url, outDir))
        problems.push(`${LLMS_TXT} links to ${link}, which the build does not have`);
      if (problems.length > 0) throw new Error(`[${PLUGIN_NAME}] ${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`);
      const bytes = [...markdownByRoute.values()].reduce((sum, markdown) => sum + Buffer.byteLength(markdown), 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `[${PLUGIN_NAME}] ${markdownByRoute.size} Markdown copies (${(bytes / 1e6).toFixed(1)} MB), ${LLMS_TXT} (${Buffer.byteLength(index)} bytes), ` +
          `${LLMS_FULL_TXT} (${Buffer.byteLength(full)} bytes, ${fullPages.length} pages) in ${seconds} s`,
      );
    },
  };
}
