import {API_VERSIONS, apiVersionOfRoute} from '@site/plugins/search-index/api-versions';
import {PAGEFIND_DIR, symbolIndexPath} from '@site/plugins/search-index/public-paths';
import type {SearchSymbol} from '@site/plugins/search-index/symbol-index';
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
}

const MAX_SYMBOL_RESULTS = 8;
// Each page result costs a fragment download; six pages of up to three sections fill the dialog.
const MAX_PAGES = 6;
const MAX_SECTIONS_PER_PAGE = 3;
// Longer input is prose pasted by mistake; every word costs Pagefind an index lookup.
const MAX_QUERY_LENGTH = 200;

/** Thrown when the static index is not there, as on the dev server before any build. */
export class SearchIndexMissingError extends Error {}

function areaOfRoute(route: string): string {
  const version = apiVersionOfRoute(route);
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

function toPageHits(resultId: string, data: PagefindPageData): PageHit[] {
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
      area: areaOfRoute(route),
    };
  });
}

// Tutorials carry no version filter, so "this version" means "not one of the others".
function versionFilter(version: string): Record<string, unknown> {
  return {version: {none: API_VERSIONS.map((v) => v.name).filter((name) => name !== version)}};
}

const symbolIndexes = new Map<string, Promise<PreparedSymbol[]>>();

/** Loads a version's symbol index once; a missing or broken file means no symbol results. */
export function loadSymbolIndex(baseUrl: string, version: string): Promise<PreparedSymbol[]> {
  const url = `${baseUrl}${symbolIndexPath(version)}`;
  let symbols = symbolIndexes.get(url);
  if (!symbols) {
    symbols = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<SearchSymbol[]>) : []))
      .then(prepareSymbols, () => []);
    symbolIndexes.set(url, symbols);
  }
  return symbols;
}

export class SearchEngine {
  private constructor(
    private readonly pagefind: PagefindApi,
    private readonly baseUrl: string,
  ) {}

  static async load(baseUrl: string): Promise<SearchEngine> {
    let pagefind: PagefindApi;
    try {
      // A static file of the build, not a module of the bundle: the bundler must leave it alone.
      pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}${PAGEFIND_DIR}/pagefind.js`)) as PagefindApi;
    } catch (error) {
      throw new SearchIndexMissingError('The search index could not be loaded', {cause: error});
    }
    // No worker: the index is small, and a worker would cost another download and a round trip.
    await pagefind.options({baseUrl, excerptLength: 24, noWorker: true});
    await pagefind.init();
    return new SearchEngine(pagefind, baseUrl);
  }

  async search(query: string, version: string): Promise<SearchResults> {
    const term = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (term === '') {
      return {symbols: [], pages: []};
    }
    const [symbols, search] = await Promise.all([
      loadSymbolIndex(this.baseUrl, version),
      this.pagefind.search(term, {filters: versionFilter(version)}),
    ]);
    const pages = await Promise.all(
      search.results.slice(0, MAX_PAGES).map(async (result) => toPageHits(result.id, await result.data())),
    );
    return {symbols: rankSymbols(symbols, term, MAX_SYMBOL_RESULTS), pages: pages.flat()};
  }
}
