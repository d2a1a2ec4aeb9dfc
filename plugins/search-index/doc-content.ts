import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {apiVersionOfRoute, type ApiVersion} from '../../contracts/search';

// Pagefind indexes only elements marked `data-pagefind-body` once any page has one. Docusaurus
// renders a doc's own content (its title and Markdown body) in the `theme-doc-markdown`
// container, while the navbar, sidebar, breadcrumbs, "On this page" and footer sit outside it.
// Marking that container in the built HTML keeps those out of results and leaves every other
// page (home, 404) out of the index, without overriding any theme component.
const DOC_CONTENT_OPEN_TAG = /<div\b[^>]*?\sclass=(?:"[^"]*\btheme-doc-markdown\b[^"]*"|theme-doc-markdown(?=[\s>]))[^>]*>/;

export interface SearchablePage {
  /** Site route the page is served at, used by results instead of Pagefind's file-based URL. */
  route: string;
  /** API version the page documents; null for pages that apply to every version (tutorials). */
  apiVersion: string | null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// Keywords name what a page is about, as its headings do: they weigh what Pagefind gives an h2
// (h1 7, h2 6, text 1). On the tuning queries, 6 and 8 did best of 1 to 10.
const KEYWORD_WEIGHT = 6;

/**
 * The page's search keywords (its front matter's `keywords`: readers' words for what it answers
 * that its text does not use) as a hidden element of its own, last in the page, so that Pagefind
 * indexes it after the doc content; it says how many words it adds, and the dialog cuts that
 * many off the end of the indexed text, so results show the page's own words only. It is there
 * for indexing alone: removeKeywordElements takes it out of the served page, where search
 * engines would read hidden text as stuffing.
 */
export function keywordsElement(keywords: readonly string[]): string {
  const text = keywords
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
    .join(', ');
  const words = text.split(/\s+/).filter((word) => word !== '').length;
  return words === 0
    ? ''
    : `<div hidden data-pagefind-body data-pagefind-weight="${KEYWORD_WEIGHT}" data-pagefind-meta="keywordWords:${words}">${escapeText(text)}</div>`;
}

/**
 * Returns the page with its doc content marked for Pagefind and its search keywords added, or
 * null if it has no doc content.
 */
export function markDocContent(html: string, page: SearchablePage, keywords: readonly string[] = []): string | null {
  const match = DOC_CONTENT_OPEN_TAG.exec(html);
  if (!match) {
    return null;
  }
  if (match[0].includes('data-pagefind-body')) {
    return html;
  }
  const attributes = [' data-pagefind-body', ` data-pagefind-meta="route:${escapeAttribute(page.route)}"`];
  if (page.apiVersion) {
    attributes.push(` data-pagefind-filter="version:${escapeAttribute(page.apiVersion)}"`);
  }
  const openTag = `${match[0].slice(0, -1)}${attributes.join('')}>`;
  const marked = html.slice(0, match.index) + openTag + html.slice(match.index + match[0].length);
  const added = keywordsElement(keywords);
  if (added === '') {
    return marked;
  }
  const bodyEnd = marked.lastIndexOf('</body>');
  return bodyEnd === -1 ? marked + added : marked.slice(0, bodyEnd) + added + marked.slice(bodyEnd);
}

/** The HTML file Docusaurus writes for a route (its own rule, from @docusaurus/core's SSG). */
export function htmlFileOfRoute(route: string, trailingSlash: boolean | undefined): string {
  const relative = route.replace(/^\/+/, '');
  if (/\.html?$/i.test(relative)) {
    return relative;
  }
  if (trailingSlash === undefined || trailingSlash || relative === '' || relative.endsWith('/')) {
    return path.join(relative, 'index.html');
  }
  return `${relative}.html`;
}

/** Route relative to the site root, the form API version prefixes are written in. */
function siteRelativeRoute(route: string, baseUrl: string): string {
  return route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
}

// Bounded so a site with thousands of pages does not open thousands of files at once.
const FILES_AT_ONCE = 32;

interface BuiltSite {
  outDir: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

/**
 * Rewrites the built HTML file of each route in place: `rewrite` returns the new HTML, the same
 * HTML, or null to leave it. Routes such as redirects or client-only paths have no HTML file of
 * their own and are skipped.
 */
async function rewriteBuiltPages(
  {outDir, baseUrl, trailingSlash}: BuiltSite,
  routes: readonly string[],
  rewrite: (route: string, html: string) => string | null,
): Promise<void> {
  for (let start = 0; start < routes.length; start += FILES_AT_ONCE) {
    await Promise.all(
      routes.slice(start, start + FILES_AT_ONCE).map(async (route) => {
        const file = path.join(outDir, htmlFileOfRoute(siteRelativeRoute(route, baseUrl), trailingSlash));
        let html: string;
        try {
          html = await readFile(file, 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
            return;
          }
          throw error;
        }
        const rewritten = rewrite(route, html);
        if (rewritten !== null && rewritten !== html) {
          await writeFile(file, rewritten);
        }
      }),
    );
  }
}

/** Marks the doc content of every built route in place; returns the routes that were marked. */
export async function markSearchablePages({
  outDir,
  routesPaths,
  baseUrl,
  trailingSlash,
  apiVersions,
  keywordsByRoute = new Map(),
}: BuiltSite & {
  routesPaths: readonly string[];
  apiVersions: readonly ApiVersion[];
  /** Each page's search keywords, by route as `routesPaths` writes it. */
  keywordsByRoute?: ReadonlyMap<string, readonly string[]>;
}): Promise<SearchablePage[]> {
  const marked: SearchablePage[] = [];
  await rewriteBuiltPages({outDir, baseUrl, trailingSlash}, [...new Set(routesPaths)], (route, html) => {
    const page = {route, apiVersion: apiVersionOfRoute(apiVersions, siteRelativeRoute(route, baseUrl))};
    const markedHtml = markDocContent(html, page, keywordsByRoute.get(route));
    if (markedHtml !== null) {
      marked.push(page);
    }
    return markedHtml;
  });
  return marked;
}

/** Takes the keyword elements markSearchablePages added out of the pages, once Pagefind has read them. */
export async function removeKeywordElements({
  keywordsByRoute,
  ...site
}: BuiltSite & {keywordsByRoute: ReadonlyMap<string, readonly string[]>}): Promise<void> {
  await rewriteBuiltPages(site, [...keywordsByRoute.keys()], (route, html) =>
    html.replace(keywordsElement(keywordsByRoute.get(route)!), ''),
  );
}
