import type {SearchSymbol} from '@site/contracts/api';
import {apiVersionOfRoute, PAGEFIND_DIR, symbolIndexPath, type ApiVersion} from '@site/contracts/search';
import {prepareSymbols, rankSymbols, type PreparedSymbol, type RankedSymbol} from './symbolRanking';

// Everything the dialog searches, loaded when it opens: Pagefind (its script, WebAssembly and
// index chunks, all static files written by plugins/search-index) for full text, and the
// symbol index of the API version in scope for names.

/** The subset of the Pagefind 1.6 browser API this dialog uses. */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {id: string};
  weighted_locations: {balanced_score: number}[];
}

interface PagefindPageData {
  url: string;
  meta: {title?: string; route?: string};
  sub_results: PagefindSubResult[];
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options: {filters: Record<string, unknown>},
  ): Promise<{results: {id: string; data(): Promise<PagefindPageData>}[]}>;
}

export interface PageHit {
  id: string;
  /** Site route, with the section's anchor when the match is under a heading. */
  href: string;
  pageTitle: string;
  /** Heading of the matching section; null when the match is before the first heading. */
  sectionTitle: string | null;
  /** Pagefind excerpt: encoded text with <mark> around matches (see excerpt.ts). */
  excerpt: string;
  /** Where the page lives: "Tutorial", "Docs" or "API 17.x". */
  area: string;
}

export interface SearchResults {
  symbols: RankedSymbol[];
  pages: PageHit[];
  /** Part of the full-text index failed to download: pages may be missing. */
  pagesIncomplete: boolean;
  /** The API symbol list failed to download: symbols are missing. */
  symbolsFailed: boolean;
}

export const NO_RESULTS: SearchResults = {symbols: [], pages: [], pagesIncomplete: false, symbolsFailed: false};

const MAX_SYMBOL_RESULTS = 8;
// Each page result costs a fragment download; six pages of up to three sections fill the dialog.
const MAX_PAGES = 6;
const MAX_SECTIONS_PER_PAGE = 3;
// Longer input is prose pasted by mistake; every word costs Pagefind an index lookup.
const MAX_QUERY_LENGTH = 200;

/** Thrown when the static index is not there, as on the dev server before any build. */
export class SearchIndexMissingError extends Error {}

/** Thrown when part of the index exists but could not be downloaded: retrying may work. */
export class SearchDownloadError extends Error {}

// Pagefind logs a failed index chunk and carries on without it, so a search would quietly
// find less. Its requests go through the global fetch; this wrapper, installed when search
// first opens, counts the failed ones under the Pagefind folder so a search can tell.
let pagefindDownloadFailures = 0;
let watchedPrefix: string | null = null;

function watchPagefindDownloads(prefix: string): void {
  if (watchedPrefix !== null) {
    return;
  }
  watchedPrefix = prefix;
  const originalFetch = window.fetch.bind(window);
  const isPagefind = (input: RequestInfo | URL) =>
    new URL(input instanceof Request ? input.url : String(input), location.href).pathname.startsWith(prefix);
  window.fetch = async (input, init) => {
    try {
      const response = await originalFetch(input, init);
      if (!response.ok && isPagefind(input)) {
        pagefindDownloadFailures++;
      }
      return response;
    } catch (error) {
      if (isPagefind(input)) {
        pagefindDownloadFailures++;
      }
      throw error;
    }
  };
}

/**
 * Whether a script the dialog needs is absent rather than unreachable: a 404, or the HTML page
 * that the dev server's history fallback answers for any unknown path.
 */
async function isAbsentScript(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {method: 'HEAD', cache: 'no-store'});
    return response.status === 404 || (response.ok && !/javascript/.test(response.headers.get('content-type') ?? ''));
  } catch {
    return false;
  }
}

function areaOfRoute(apiVersions: readonly ApiVersion[], route: string): string {
  const version = apiVersionOfRoute(apiVersions, route);
  if (version) {
    return `API ${version}`;
  }
  return route.startsWith('/docs/tutorials/') ? 'Tutorial' : 'Docs';
}

// Heading text may still carry the zero-width space of Docusaurus's anchor link.
function cleanTitle(title: string): string {
  return title.replace(/\u200b/g, '').trim();
}

function sectionScore(section: PagefindSubResult): number {
  return section.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

function toPageHits(apiVersions: readonly ApiVersion[], resultId: string, data: PagefindPageData): PageHit[] {
  const route = data.meta.route ?? data.url;
  const pageTitle = cleanTitle(data.meta.title ?? route);
  const sections = [...data.sub_results]
    .sort((a, b) => sectionScore(b) - sectionScore(a))
    .slice(0, MAX_SECTIONS_PER_PAGE);
  return sections.map((section, index) => {
    const sectionTitle = section.anchor ? cleanTitle(section.title) : null;
    return {
      id: `${resultId}-${index}`,
      href: section.anchor ? `${route}#${section.anchor.id}` : route,
      pageTitle,
      sectionTitle: sectionTitle === pageTitle ? null : sectionTitle,
      excerpt: section.excerpt,
      area: areaOfRoute(apiVersions, route),
    };
  });
}

// Tutorials carry no version filter, so "this version" means "not one of the others".
function versionFilter(apiVersions: readonly ApiVersion[], version: string): Record<string, unknown> {
  return {version: {none: apiVersions.map((v) => v.name).filter((name) => name !== version)}};
}

const symbolIndexes = new Map<string, Promise<PreparedSymbol[]>>();

/** Loads a version's symbol index once; a failed download is forgotten, so a retry fetches again. */
export function loadSymbolIndex(baseUrl: string, version: string): Promise<PreparedSymbol[]> {
  const url = `${baseUrl}${symbolIndexPath(version)}`;
  let symbols = symbolIndexes.get(url);
  if (!symbols) {
    symbols = fetch(url)
      .then((response) => {
        if (!response.ok) {
          throw new SearchDownloadError(`${response.status} fetching ${url}`);
        }
        return response.json() as Promise<SearchSymbol[]>;
      })
      .then(prepareSymbols)
      .catch((error: unknown) => {
        symbolIndexes.delete(url);
        throw error;
      });
    symbolIndexes.set(url, symbols);
  }
  return symbols;
}

export class SearchEngine {
  private constructor(
    private readonly pagefind: PagefindApi,
    private readonly baseUrl: string,
    private readonly apiVersions: readonly ApiVersion[],
  ) {}

  /**
   * Loads Pagefind. `attempt` above 0 imports a fresh copy of its module (a new URL), since a
   * Pagefind instance keeps a failed chunk as loaded and would never fetch it again.
   */
  static async load(baseUrl: string, apiVersions: readonly ApiVersion[], attempt = 0): Promise<SearchEngine> {
    const pagefindDir = `${baseUrl}${PAGEFIND_DIR}/`;
    const scriptUrl = `${pagefindDir}pagefind.js`;
    watchPagefindDownloads(pagefindDir);
    const failuresBefore = pagefindDownloadFailures;
    let pagefind: PagefindApi;
    try {
      // A static file of the build, not a module of the bundle: the bundler must leave it alone.
      pagefind = (await import(/* webpackIgnore: true */ attempt > 0 ? `${scriptUrl}?attempt=${attempt}` : scriptUrl)) as PagefindApi;
    } catch (error) {
      // import() fails alike for a missing file and a lost connection; ask the server which.
      if (await isAbsentScript(scriptUrl)) {
        throw new SearchIndexMissingError('There is no search index', {cause: error});
      }
      throw new SearchDownloadError('The search index could not be downloaded', {cause: error});
    }
    try {
      // No worker: the index is small, and a worker would cost another download and a round trip.
      await pagefind.options({basePath: pagefindDir, baseUrl, excerptLength: 24, noWorker: true});
      await pagefind.init();
    } catch (error) {
      throw new SearchDownloadError('The search index could not be downloaded', {cause: error});
    }
    if (pagefindDownloadFailures > failuresBefore) {
      throw new SearchDownloadError('Part of the search index could not be downloaded');
    }
    return new SearchEngine(pagefind, baseUrl, apiVersions);
  }

  async search(query: string, version: string): Promise<SearchResults> {
    const term = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (term === '') {
      return NO_RESULTS;
    }
    const failuresBefore = pagefindDownloadFailures;
    const [symbols, pages] = await Promise.allSettled([
      loadSymbolIndex(this.baseUrl, version),
      this.pagefind.search(term, {filters: versionFilter(this.apiVersions, version)}).then((search) =>
        Promise.all(search.results.slice(0, MAX_PAGES).map(async (result) => toPageHits(this.apiVersions, result.id, await result.data()))),
      ),
    ]);
    const pagesIncomplete = pagefindDownloadFailures > failuresBefore;
    if (pages.status === 'rejected') {
      throw pagesIncomplete
        ? new SearchDownloadError('Part of the search index could not be downloaded', {cause: pages.reason})
        : pages.reason;
    }
    return {
      symbols: symbols.status === 'fulfilled' ? rankSymbols(symbols.value, term, MAX_SYMBOL_RESULTS) : [],
      pages: pages.value.flat(),
      pagesIncomplete,
      symbolsFailed: symbols.status === 'rejected',
    };
  }
}
