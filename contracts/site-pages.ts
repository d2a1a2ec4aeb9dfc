// The list of the site's pages and API exports that the build writes (plugins/legacy-redirects)
// and the not-found page reads: its inline script to send a slip of case or `.html` on, and
// src/components/NearestPages to offer the nearest pages and exports. A file of its own, apart
// from the search dialog's, so that neither page's code carries the other's. Imports nothing.

/** Relative to the site root. */
export const SITE_PAGES_PATH = 'search/pages.json';

export interface SitePages {
  /** Every page, as a path (`/docs/guides/errors`, `/api/class/GraphQLSchema`). */
  pages: string[];
  /** Every export of the latest API version: its name and its page or entry. */
  exports: [name: string, url: string][];
}
