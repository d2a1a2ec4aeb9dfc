import {apiVersionOfRoute, PAGEFIND_DIR, symbolIndexPath, type ApiVersion} from '@site/contracts/search';
import {fromStoredSymbol, type StoredSymbol} from '@site/contracts/search-symbols';
import {decodedPagefindPart, isPagefindBinary, SearchDownloadError, withDeadline} from './downloads';
import type {ExcerptPart} from './excerpt';
import {
  preparePage,
  rankCandidates,
  rankPage,
  termWeight,
  type PageArea,
  type PageText,
  type PreparedPage,
  type RankedPage,
  type TermHits,
} from './pageRanking';
import {analyseQuery, correctTypo, versionedName, type AnalysedQuery, type QueryTerm} from './queryAnalysis';
import {MatchTier, prepareSymbols, rankSymbols, toSymbolQuery, type PreparedSymbol, type RankedSymbol} from './symbolRanking';

// Everything the dialog searches, loaded when it opens: Pagefind (its script, WebAssembly and
// index chunks, all static files written by plugins/search-index) for full text, and the
// symbol index of the API version in scope for names.

/** The subset of the Pagefind 1.6 browser API this dialog uses. */
interface PagefindFragment {
  url: string;
  content: string;
  meta: {title?: string; route?: string; keywordWords?: string};
  anchors: {element: string; id: string; text?: string; location: number}[];
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindFragment>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** A null term lists every page the filters let through. */
  search(term: string | null, options: {filters: Record<string, unknown>}): Promise<{results: PagefindResult[]}>;
}

export interface SectionRow {
  id: string;
  /** The page's route with the section's anchor. */
  href: string;
  title: string;
  excerpt: ExcerptPart[];
}

/** One result: a page, with its best sections beneath it; an API symbol is one with its page. */
export interface ResultRow {
  id: string;
  href: string;
  title: string;
  /** Where the page lives: "Tutorial", "Docs" or "API 17.x". */
  area: string;
  /** Set when the row is an API symbol (its page, when it matched too, gives the sections). */
  symbol: RankedSymbol | null;
  excerpt: ExcerptPart[];
  sections: SectionRow[];
}

export interface SearchResults {
  rows: ResultRow[];
  /** The first row is a symbol the query only approaches by a typo. */
  didYouMean: string | null;
  /** Part of the full-text index failed to download: pages may be missing. */
  pagesIncomplete: boolean;
  /** The API symbol list failed to download: symbols are missing. */
  symbolsFailed: boolean;
  /** Set when the query asked for a name in another API version than the one in scope, and the results come from that one. */
  namedVersion: string | null;
}

export const NO_RESULTS: SearchResults = {rows: [], didYouMean: null, pagesIncomplete: false, symbolsFailed: false, namedVersion: null};

const MAX_ROWS = 8;
const MAX_SYMBOL_RESULTS = 6;
// Pages whose text is downloaded to rank them by title and headings and to show their sections;
// a name's results are mostly symbols, which need no page text.
const PAGES_READ = 6;
const PAGES_READ_FOR_A_NAME = 3;
const MAX_LOOKUPS_KEPT = 200;
// Longer input is prose pasted by mistake; every word costs Pagefind an index lookup.
const MAX_QUERY_LENGTH = 200;

/** Thrown when the static index is not there, as on the dev server before any build. */
export class SearchIndexMissingError extends Error {}

// Pagefind logs a part of its index that fails to download or decode, and carries on without it,
// so a search would quietly find less. Its requests go through the global fetch; this wrapper,
// installed when search first opens, checks that each binary part decodes (downloads.ts) and
// counts the failed ones under the Pagefind folder so a search can tell.
let pagefindDownloadFailures = 0;
let watchedPrefix: string | null = null;

function watchPagefindDownloads(prefix: string): void {
  if (watchedPrefix !== null) {
    return;
  }
  watchedPrefix = prefix;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const {pathname} = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!pathname.startsWith(prefix)) {
      return originalFetch(input, init);
    }
    try {
      const response = await originalFetch(input, init);
      if (!response.ok) {
        pagefindDownloadFailures++;
        return response;
      }
      return isPagefindBinary(pathname) ? await decodedPagefindPart(response) : response;
    } catch (error) {
      pagefindDownloadFailures++;
      throw error;
    }
  };
}

/**
 * Whether a script the dialog needs is absent rather than unreachable: a 404, or, on the dev
 * server, the HTML page its history fallback answers for any unknown path. A built site answers
 * HTML for the script only from elsewhere, such as a captive portal: a failed download.
 */
async function isAbsentScript(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {method: 'HEAD', cache: 'no-store'});
    const isFallbackPage =
      process.env.NODE_ENV === 'development' && response.ok && !/javascript/.test(response.headers.get('content-type') ?? '');
    return response.status === 404 || isFallbackPage;
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

function pageText(fragment: PagefindFragment): PageText {
  const route = fragment.meta.route ?? fragment.url;
  // The page's search keywords close its indexed text; results show the page's own words only.
  const keywordWords = Number(fragment.meta.keywordWords ?? 0);
  const content = keywordWords > 0 ? fragment.content.split(/\s+/).slice(0, -keywordWords).join(' ') : fragment.content;
  return {
    route,
    title: cleanTitle(fragment.meta.title ?? route),
    content,
    // Pagefind also records code blocks with ids; sections begin at headings.
    headings: fragment.anchors
      .filter((anchor) => /^h[2-6]$/i.test(anchor.element) && anchor.id && anchor.text)
      .map(({id, text, location}) => ({id, text: cleanTitle(text!), location})),
  };
}

// The docs (tutorials, guides, upgrade guide) carry no version filter; API pages carry theirs.
function docsFilter(apiVersions: readonly ApiVersion[]): Record<string, unknown> {
  return {version: {none: apiVersions.map((v) => v.name)}};
}

// Tutorials carry no version filter, so "this version" means "not one of the others".
function versionFilter(apiVersions: readonly ApiVersion[], version: string): Record<string, unknown> {
  return {version: {none: apiVersions.map((v) => v.name).filter((name) => name !== version)}};
}

/** Where a symbol's row goes: ahead of the pages, or after them (a guess from a typo or initials). */
function isStrongSymbol(ranked: RankedSymbol, query: AnalysedQuery): boolean {
  if (ranked.match.tier <= MatchTier.ExactIgnoringCase) {
    return true;
  }
  return query.isIdentifier && ranked.match.tier <= MatchTier.Substring;
}

// A name typed in a few words with a typo (`graphqlunoin type`) is still a name; a longer
// query, or one with a stop word (`build a schema`), is a question.
const MAX_WORDS_OF_A_SPACED_NAME = 3;

// What readers add to a name to say what it is.
const KIND_WORDS: ReadonlySet<string> = new Set(['class', 'function', 'interface', 'enum', 'type', 'variable', 'constant', 'method']);

/** The best match among the symbols listed, or Infinity when none is. */
function bestSymbolTier(results: SearchResults): number {
  return Math.min(Infinity, ...results.rows.flatMap(({symbol}) => (symbol ? [symbol.match.tier] : [])));
}

function mayBeMistypedName(query: AnalysedQuery): boolean {
  return query.isIdentifier || (query.words.length <= MAX_WORDS_OF_A_SPACED_NAME && query.stopWords.size === 0);
}

/**
 * The symbols a query names. Words that are not one identifier list the symbol they spell
 * exactly (`graphql enum type`), or, when a few words with no stop word spell none, the names a
 * typo away from them; a question skips the costlier partial matching whose guesses it would not show.
 */
function symbolsNamed(symbols: readonly PreparedSymbol[], query: string, analysed: AnalysedQuery): RankedSymbol[] {
  if (analysed.isIdentifier) {
    return rankSymbols(symbols, query, MAX_SYMBOL_RESULTS);
  }
  const spelled = toSymbolQuery(query)?.toLowerCase();
  if (spelled === undefined) {
    return [];
  }
  const named = symbols.filter(({lowerName}) => lowerName === spelled);
  if (named.length > 0 || !mayBeMistypedName(analysed)) {
    return rankSymbols(named, query, MAX_SYMBOL_RESULTS);
  }
  // A name with the kind it is (`Source class`, `function visit`).
  const bare = analysed.words.filter((word) => !KIND_WORDS.has(word)).join('');
  const namedWithKind = bare !== spelled ? symbols.filter(({lowerName}) => lowerName === bare) : [];
  if (namedWithKind.length > 0) {
    return rankSymbols(namedWithKind, bare, MAX_SYMBOL_RESULTS);
  }
  return rankSymbols(symbols, query, MAX_SYMBOL_RESULTS).filter(({match}) => match.tier === MatchTier.Typo);
}

const symbolIndexes = new Map<string, Promise<PreparedSymbol[]>>();

/** Loads a version's symbol index once; a failed download is forgotten, so a retry fetches again. */
export function loadSymbolIndex(baseUrl: string, version: string, apiVersions: readonly ApiVersion[]): Promise<PreparedSymbol[]> {
  const url = `${baseUrl}${symbolIndexPath(version)}`;
  let symbols = symbolIndexes.get(url);
  if (!symbols) {
    const apiVersion = apiVersions.find(({name}) => name === version);
    symbols = withDeadline(url, async (signal) => {
      const response = await fetch(url, {signal});
      if (!response.ok) {
        throw new SearchDownloadError(`${response.status} fetching ${url}`);
      }
      if (!apiVersion) {
        throw new Error(`No API version ${version} among ${apiVersions.map(({name}) => name).join(', ')}`);
      }
      return (await response.json()) as StoredSymbol[];
    })
      .then((stored) => prepareSymbols(stored.map((symbol) => fromStoredSymbol(symbol, apiVersion!.routePrefix))))
      .catch((error: unknown) => {
        symbolIndexes.delete(url);
        throw error;
      });
    symbolIndexes.set(url, symbols);
  }
  return symbols;
}

// One engine per page session: opening the dialog again reuses the loaded index.
const engines = new Map<string, Promise<SearchEngine>>();
let readyEngine: SearchEngine | null = null;
let freshCopies = 0;

/** The engine already loaded in this page session, if any, so a reopened dialog starts ready. */
export function loadedEngine(): SearchEngine | null {
  return readyEngine;
}

export class SearchEngine {
  constructor(
    private readonly pagefind: PagefindApi,
    private readonly baseUrl: string,
    private readonly apiVersions: readonly ApiVersion[],
  ) {}

  /**
   * Loads Pagefind once per page session. `attempt` above 0 imports a fresh copy of its module
   * (a new URL), since a Pagefind instance keeps a failed chunk as loaded and would never fetch
   * it again.
   */
  static load(baseUrl: string, apiVersions: readonly ApiVersion[], attempt = 0): Promise<SearchEngine> {
    // A dialog opened again starts at attempt 0; the engine a retry brought serves it.
    if (attempt === 0 && readyEngine) {
      return Promise.resolve(readyEngine);
    }
    // Every retry downloads a fresh copy, even one made from a later opening of the dialog.
    const copy = attempt === 0 ? 0 : ++freshCopies;
    const key = `${baseUrl} ${copy}`;
    let engine = engines.get(key);
    if (!engine) {
      // A download that never completes fails after the deadline, and what it brings later is dropped.
      engine = withDeadline(`${baseUrl}${PAGEFIND_DIR}/`, () => SearchEngine.download(baseUrl, apiVersions, copy)).then(
        (loaded) => (readyEngine = loaded),
        (error: unknown) => {
          engines.delete(key);
          throw error;
        },
      );
      engines.set(key, engine);
    }
    return engine;
  }

  private static async download(baseUrl: string, apiVersions: readonly ApiVersion[], attempt: number): Promise<SearchEngine> {
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
    const engine = new SearchEngine(pagefind, baseUrl, apiVersions);
    try {
      // No worker: the index is small, and a worker would cost another download and a round trip.
      await pagefind.options({basePath: pagefindDir, baseUrl, noWorker: true});
      await pagefind.init();
      // Pagefind's init() returns before its entry file, metadata and WebAssembly have loaded,
      // and its first search waits for them: the first list every query needs waits for them
      // here, so a part that failed is said now, with Retry, rather than at the first query.
      await engine.docsPages();
    } catch (error) {
      throw new SearchDownloadError('The search index could not be downloaded', {cause: error});
    }
    if (pagefindDownloadFailures > failuresBefore) {
      throw new SearchDownloadError('Part of the search index could not be downloaded');
    }
    return engine;
  }

  async search(query: string, version: string): Promise<SearchResults> {
    const term = query.trim().slice(0, MAX_QUERY_LENGTH);
    const analysed = analyseQuery(term);
    if (analysed.terms.length === 0) {
      return NO_RESULTS;
    }
    // A name asked for in the other version (`printError graphql 16`) is looked up there; if
    // that version has no such name, the query is searched as typed.
    const versioned = versionedName(
      term,
      this.apiVersions.map(({name}) => name),
    );
    if (versioned && versioned.version !== version) {
      const there = await this.searchIn(versioned.name, versioned.version);
      if (bestSymbolTier(there) <= MatchTier.ExactIgnoringCase) {
        return {...there, namedVersion: versioned.version};
      }
    }
    const here = await this.searchIn(term, version);
    // A name this version's reference lacks or barely approaches (`formatError`, gone in 17) is
    // looked for in the other versions' symbol lists, downloaded only then; not when this
    // version's list failed to download, which the status line says instead.
    const tierHere = bestSymbolTier(here);
    if (here.symbolsFailed || !mayBeMistypedName(analysed) || tierHere <= MatchTier.Substring) {
      return here;
    }
    for (const other of this.apiVersions.filter(({name}) => name !== version)) {
      const symbols = await loadSymbolIndex(this.baseUrl, other.name, this.apiVersions).catch(() => null);
      const tierThere = symbols ? (symbolsNamed(symbols, term, analysed)[0]?.match.tier ?? Infinity) : Infinity;
      if (tierThere < tierHere) {
        return {...(await this.searchIn(term, other.name)), namedVersion: other.name};
      }
    }
    return here;
  }

  private async searchIn(term: string, version: string): Promise<SearchResults> {
    const failuresBefore = pagefindDownloadFailures;
    const [symbols, pages] = await Promise.allSettled([
      loadSymbolIndex(this.baseUrl, version, this.apiVersions),
      this.findPages(term, version),
    ]);
    const pagesIncomplete = pagefindDownloadFailures > failuresBefore;
    if (pages.status === 'rejected') {
      throw pagesIncomplete
        ? new SearchDownloadError('Part of the search index could not be downloaded', {cause: pages.reason})
        : pages.reason;
    }
    const rankedSymbols = symbols.status === 'fulfilled' ? symbolsNamed(symbols.value, term, pages.value.analysed) : [];
    const rows = mergeRows(rankedSymbols, pages.value.pages, pages.value.analysed, this.apiVersions, version);
    const first = rows[0]?.symbol;
    return {
      rows,
      didYouMean: first && first.match.tier === MatchTier.Typo ? first.symbol.name : null,
      pagesIncomplete,
      symbolsFailed: symbols.status === 'rejected',
      namedVersion: null,
    };
  }

  // Each page's text is read and prepared once per session, whichever query brings it.
  private readonly pages = new Map<string, Promise<PreparedPage>>();

  private pageOf(pageId: string, result: PagefindResult): Promise<PreparedPage> {
    let page = this.pages.get(pageId);
    if (!page) {
      page = result.data().then((fragment) => preparePage(pageText(fragment)));
      page.catch(() => this.pages.delete(pageId));
      this.pages.set(pageId, page);
    }
    return page;
  }

  // The tutorials, guides and upgrade guide, listed once: one search per word then finds pages
  // of both kinds, told apart here.
  private docsPageIds: Promise<Set<string>> | null = null;

  private docsPages(): Promise<Set<string>> {
    this.docsPageIds ??= this.pagefind.search(null, {filters: docsFilter(this.apiVersions)}).then(
      ({results}) => new Set(results.map(({id}) => id)),
      (error: unknown) => {
        this.docsPageIds = null;
        throw error;
      },
    );
    return this.docsPageIds;
  }

  // What Pagefind found for a word, kept for the session: each key typed searches the earlier
  // words of the query again. Bounded, oldest first out.
  private readonly lookups = new Map<string, Promise<PagefindResult[]>>();

  private lookUpWord(word: string, version: string, exact = false): Promise<PagefindResult[]> {
    const key = `${version} ${exact ? `"${word}"` : word}`;
    let found = this.lookups.get(key);
    if (!found) {
      // Pagefind matches every word as a prefix, so `20` would find 200 and 2022; a number is
      // looked up as an exact word (Pagefind's quoted search), every page holding it alike.
      const lookup = exact || /^\d+$/.test(word) ? `"${word}"` : word;
      found = this.pagefind.search(lookup, {filters: versionFilter(this.apiVersions, version)}).then(({results}) => results);
      found.catch(() => this.lookups.delete(key));
      this.lookups.set(key, found);
      if (this.lookups.size > MAX_LOOKUPS_KEPT) {
        this.lookups.delete(this.lookups.keys().next().value!);
      }
    }
    return found;
  }

  /** Looks every term up on its own in both parts of the site, then reads the best pages. */
  private async findPages(query: string, version: string): Promise<{analysed: AnalysedQuery; pages: RankedPage[]}> {
    let analysed = analyseQuery(query);
    const docsPages = await this.docsPages();
    const results = new Map<string, PagefindResult>();
    const lookUp = async (queryTerm: QueryTerm): Promise<TermHits> => {
      const perLookup = await Promise.all(
        queryTerm.lookups.map(async (lookup, spelling) =>
          (await this.lookUpWord(lookup, version)).map((result) => {
            results.set(result.id, result);
            const area: PageArea = docsPages.has(result.id) ? 'docs' : 'api';
            return {area, spelling, hit: {pageId: result.id, score: result.score}};
          }),
        ),
      );
      return {term: queryTerm, hits: perLookup.flat()};
    };
    const termHits: TermHits[] = await Promise.all(
      analysed.terms.map(async (queryTerm) => {
        // Pagefind forgives a typo after the first letters only; the docs' topic words cover the rest.
        const correction = correctTypo(queryTerm.word);
        if (!correction) {
          return lookUp(queryTerm);
        }
        // A word the index lacks, Pagefind answers with the longest prefix of it that the chunks
        // loaded so far hold (`au` for `autorization`): pages that depend on what the session
        // searched before. Such a word is looked up by its correction alone.
        const held = (await this.lookUpWord(queryTerm.word, version, true)).length > 0;
        const lookups = held ? queryTerm.lookups : queryTerm.lookups.filter((lookup) => lookup !== queryTerm.word);
        return lookUp({word: queryTerm.word, lookups: [...lookups, correction]});
      }),
    );
    analysed = {...analysed, terms: termHits.map(({term}) => term)};
    const kind = {namesSymbol: analysed.isIdentifier || (toSymbolQuery(query) !== null && analysed.terms.length === 1)};
    // Once read, a page's title and headings weigh every word it holds, common ones included.
    const weights = termHits.map((hits) => termWeight(hits));
    const candidates = rankCandidates(termHits, kind, docsPages.size).slice(0, analysed.isIdentifier ? PAGES_READ_FOR_A_NAME : PAGES_READ);
    const ranked = await Promise.all(
      candidates.map(async (candidate) =>
        rankPage(candidate, await this.pageOf(candidate.pageId, results.get(candidate.pageId)!), analysed.terms, kind, weights, analysed),
      ),
    );
    return {analysed, pages: ranked.sort((a, b) => b.score - a.score)};
  }
}

function sectionRows(page: RankedPage, rowId: string): SectionRow[] {
  return page.sections
    .filter((section) => section.anchor !== null)
    .map((section, i) => ({
      id: `${rowId}-${i}`,
      href: `${page.route}#${section.anchor}`,
      title: section.title,
      excerpt: section.excerpt,
    }));
}

function routeOf(href: string): string {
  return href.replace(/#.*$/, '');
}

/**
 * One list: symbols the query names first (each with its page's sections when that page was
 * found too), then pages by score, then symbols guessed from a typo or initials, unless a page
 * found for the same word says by its title that it is what was meant.
 */
export function mergeRows(
  symbols: readonly RankedSymbol[],
  pages: readonly RankedPage[],
  query: AnalysedQuery,
  apiVersions: readonly ApiVersion[],
  version: string,
): ResultRow[] {
  const pageByRoute = new Map(pages.map((page) => [page.route, page]));
  const used = new Set<string>();
  const symbolRow = (ranked: RankedSymbol, i: number): ResultRow => {
    const page = pageByRoute.get(routeOf(ranked.symbol.url));
    // A symbol documented on a shared page (`/api/variables/type#GraphQLString`) keeps its own anchor.
    if (page && page.route === ranked.symbol.url) {
      used.add(page.route);
    }
    const id = `symbol-${i}`;
    return {
      id,
      href: ranked.symbol.url,
      title: ranked.symbol.name,
      area: `API ${version}`,
      symbol: ranked,
      excerpt: [],
      sections: page && page.route === ranked.symbol.url ? sectionRows(page, id) : [],
    };
  };
  const strong = symbols.filter((ranked) => isStrongSymbol(ranked, query));
  const weak = mayBeMistypedName(query) ? symbols.filter((ranked) => !strong.includes(ranked)) : [];
  const topPage = pages[0];
  // A page titled with the word typed (or a near spelling) beats a symbol guessed from it;
  // `graphql`, in most titles and most names, says nothing of which.
  const titleWords =
    topPage?.title
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word !== 'graphql') ?? [];
  const pageBeatsGuesses =
    topPage !== undefined &&
    topPage.area === 'docs' &&
    query.terms.some((term) => term.lookups.some((lookup) => titleWords.some((word) => word.includes(lookup.slice(0, 5)))));
  const rows: ResultRow[] = strong.map(symbolRow);
  const guessRows = weak.map((ranked, i) => symbolRow(ranked, strong.length + i));
  if (!pageBeatsGuesses) {
    rows.push(...guessRows);
  }
  pages.forEach((page, i) => {
    if (used.has(page.route)) {
      return;
    }
    const id = `page-${i}`;
    rows.push({
      id,
      href: page.route,
      title: page.title,
      area: areaOfRoute(apiVersions, page.route),
      symbol: null,
      excerpt: page.excerpt,
      sections: sectionRows(page, id),
    });
  });
  if (pageBeatsGuesses) {
    rows.push(...guessRows);
  }
  return rows.slice(0, MAX_ROWS);
}
