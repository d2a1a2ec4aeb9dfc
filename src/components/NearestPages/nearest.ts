// The pages and API exports nearest to the address the not-found page was given, from the list
// of pages and exports the build writes. An address that names a page
// but for its case or a `.html` never gets here: 404.html's inline script sends it on first
// (plugins/legacy-redirects/not-found-script.ts).
import {SITE_PAGES_PATH, type SitePages} from '@site/contracts/site-pages';

export interface Suggestion {
  title: string;
  url: string;
}

/** An address as a key: decoded, lowercase, without `.html`, `/index` or a trailing slash. */
export function addressKey(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Kept as sent: a malformed escape names no page.
  }
  return path
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/+$/, '$1');
}

/** The words of a name or address, plural `s` dropped (`errors` finds `error`). */
function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/(..)s$/, '$1'));
}

/** Levenshtein distance, for the last segment of an address against a name. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The last segment of a path, or a name, as letters and digits only. */
function compactName(name: string): string {
  return (name.split('/').at(-1) ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** How near a name is to an address: shared words first, then how few edits the address's last segment is from it. */
function nearness(addressWords: readonly string[], last: string, name: string): number {
  const nameWords = new Set(words(name));
  const shared = addressWords.filter((word) => nameWords.has(word)).length;
  const compact = compactName(name);
  const distance = editDistance(last, compact);
  const close = distance <= Math.max(2, Math.floor(Math.max(last.length, compact.length) / 3));
  return shared * 10 + (close ? 10 - Math.min(distance, 9) : 0);
}

const LIMIT = 5;

/** The pages and exports nearest to an address, best first, at most five of each. */
export function nearest(
  pathname: string,
  routes: readonly string[],
  symbols: readonly Suggestion[],
): {pages: Suggestion[]; symbols: Suggestion[]} {
  const key = addressKey(pathname);
  const addressWords = words(key);
  const last = compactName(key);
  const rank = (items: readonly Suggestion[], nameOf: (item: Suggestion) => string) =>
    items
      .map((item) => ({item, score: nearness(addressWords, last, nameOf(item))}))
      .filter(({score}) => score > 0)
      .sort((a, b) => b.score - a.score || a.item.url.length - b.item.url.length)
      .slice(0, LIMIT)
      .map(({item}) => item);
  const pages = routes.filter((route) => route !== '/').map((route) => ({title: route, url: route}));
  return {pages: rank(pages, (page) => page.url), symbols: rank(symbols, (symbol) => symbol.title)};
}

/** Fetches the list of pages and exports. */
export async function loadSiteIndex(baseUrl: string): Promise<{routes: string[]; symbols: Suggestion[]}> {
  const response = await fetch(`${baseUrl}${SITE_PAGES_PATH}`);
  if (!response.ok) throw new Error(`${SITE_PAGES_PATH}: ${response.status}`);
  const {pages, exports} = (await response.json()) as SitePages;
  return {routes: pages, symbols: exports.map(([title, url]) => ({title, url}))};
}
