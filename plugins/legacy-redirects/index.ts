// After the build: writes `build/_redirects` (the old sites' addresses and the lowercase
// spellings of the API routes, legacy-pages.ts and rules.ts) and the list of pages and exports, adds the
// anchor resolver to the two API overviews (anchor-resolver.ts) and the case fix to the
// not-found page (not-found-script.ts). Listed after plugins/security-headers, which waits for
// this postBuild before hashing the inline scripts; it waits in turn for plugins/search-index's,
// which rewrites the same pages.
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SEARCH_INDEX_PLUGIN, symbolIndexPath} from '../../contracts/search';
import {SITE_PAGES_PATH, type SitePages} from '../../contracts/site-pages';
import {fromStoredSymbol, type StoredSymbol} from '../../contracts/search-symbols';
import {RENAMED_EXPORTS} from './legacy-pages';
import {builtPages, committedRoutes, droppedPages} from './site-routes';
import {anchorResolverScript, resolverVersions} from './anchor-resolver';
import {notFoundScript} from './not-found-script';
import {API_ROUTE_PREFIXES, formatRedirectsFile, redirectRules, REDIRECTS_FILE, sharedPageRules, type RedirectRule} from './rules';
import {postBuildFinished} from '../../packages/docusaurus-lean-client/post-build-order';

export const PLUGIN_NAME = 'legacy-redirects';
// Latest first, as the search dialog orders them.
const API_VERSIONS = [
  {name: '17.x', routePrefix: API_ROUTE_PREFIXES['17.x']},
  {name: '16.x', routePrefix: API_ROUTE_PREFIXES['16.x']},
];

/** The pages a build serves, as paths (the not-found page is not one). */
export function siteRoutes(routesPaths: readonly string[]): string[] {
  return [...new Set(routesPaths.filter((route) => route !== '/404.html'))].sort();
}

/** Adds an inline script at the top of `<head>`, so it runs before anything is drawn. */
export function withHeadScript(html: string, script: string): string {
  const head = /<head[^>]*>/.exec(html);
  if (!head) throw new Error(`[${PLUGIN_NAME}] a page has no <head>`);
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

export default function legacyRedirectsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, routesPaths, plugins}) {
      // Synchronously, before Docusaurus starts search-index's postBuild.
      const searchIndexDone = postBuildFinished(plugins, PLUGIN_NAME, SEARCH_INDEX_PLUGIN);
      await searchIndexDone;
      // The symbol indexes search-index has just written: the exports on shared pages.
      const shared: RedirectRule[] = [];
      const latestExports: SitePages['exports'] = [];
      for (const {name, routePrefix} of API_VERSIONS) {
        const stored = JSON.parse(await readFile(join(outDir, symbolIndexPath(name)), 'utf8')) as StoredSymbol[];
        const symbols = stored.map((entry) => fromStoredSymbol(entry, routePrefix));
        shared.push(
          ...sharedPageRules(
            routePrefix,
            symbols.filter(({url}) => url.includes('#')),
          ),
        );
        if (latestExports.length === 0) latestExports.push(...symbols.map(({name: symbol, url}): [string, string] => [symbol, url]));
      }
      const rules = redirectRules(siteRoutes(routesPaths), shared);
      const pages = await builtPages(outDir);
      const dropped = droppedPages(await committedRoutes(), pages, new Set(rules.map(({from}) => from)));
      if (dropped.length > 0) {
        throw new Error(
          `[${PLUGIN_NAME}] the build no longer serves ${dropped.join(', ')}. Links to them would break: add each old address ` +
            'to MOVED_PAGES in plugins/legacy-redirects/legacy-pages.ts with the page that now covers it, then run ' +
            '`npx tsx scripts/site-routes.ts build`.',
        );
      }
      const comment =
        'Written by plugins/legacy-redirects after the build: the format Netlify and Cloudflare Pages\nread, and scripts/serve.ts applies. Do not edit; the map is plugins/legacy-redirects/legacy-pages.ts.';
      await writeFile(join(outDir, REDIRECTS_FILE), formatRedirectsFile(rules, comment));
      // For the not-found page (not-found-script.ts, src/components/NearestPages).
      const sitePages: SitePages = {pages, exports: latestExports};
      await writeFile(join(outDir, SITE_PAGES_PATH), JSON.stringify(sitePages));
      const script = anchorResolverScript(resolverVersions(API_VERSIONS), RENAMED_EXPORTS);
      for (const {routePrefix} of API_VERSIONS) {
        const file = join(outDir, routePrefix, 'index.html');
        await writeFile(file, withHeadScript(await readFile(file, 'utf8'), script));
      }
      const notFound = join(outDir, '404.html');
      await writeFile(notFound, withHeadScript(await readFile(notFound, 'utf8'), notFoundScript()));
      console.info(`[${PLUGIN_NAME}] ${REDIRECTS_FILE}: ${rules.length} static rules (Cloudflare Pages reads 2,000)`);
    },
  };
}
