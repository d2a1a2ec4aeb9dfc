// What the search-index plugin builds and the search dialog reads: where the files are and the
// API versions, handed to the browser as the plugin's global data. Imports nothing.

/** Pagefind's bundle, relative to the site root: its script, WebAssembly, index chunks and fragments. */
export const PAGEFIND_DIR = 'pagefind';

/** The per-version API symbol indexes, relative to the site root. */
export const SYMBOL_INDEX_DIR = 'search';

export function symbolIndexPath(version: string): string {
  return `${SYMBOL_INDEX_DIR}/symbols-${version}.json`;
}

export interface ApiVersion {
  /** Version name as the API reference and its symbol index spell it, e.g. `17.x`. */
  name: string;
  /** Route prefix of that version's API pages, relative to the site root, e.g. `/api`. */
  routePrefix: string;
}

/** Name of the search-index plugin, under which the browser finds its global data. */
export const SEARCH_INDEX_PLUGIN = 'search-index';

/** The search-index plugin's global data (see `usePluginData`). */
export interface SearchIndexGlobalData {
  /** Latest first: the first entry is the default scope of a search opened outside the API pages. */
  apiVersions: ApiVersion[];
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The API version a route documents, or null for pages that are not API reference pages. */
export function apiVersionOfRoute(versions: readonly ApiVersion[], pathname: string): string | null {
  let best: ApiVersion | null = null;
  for (const version of versions) {
    if (isUnder(pathname, version.routePrefix) && (!best || version.routePrefix.length > best.routePrefix.length)) {
      best = version;
    }
  }
  return best?.name ?? null;
}
