// The pages of the build that the browser tests visit: every page of the sitemap, and the
// representative set that axe checks in every run (`npm run test:a11y-full` checks them all).
import {readdirSync, readFileSync} from 'node:fs';
import {longestPages} from '../../scripts/bench/pages';

const BUILD_DIR = 'build';

export const NOT_FOUND_PATH = '/no-such-page';

/**
 * Every HTML page of the build, as paths relative to it. Documents under assets/ are not pages:
 * the one there hosts Run's workers in a hidden frame (plugins/sample-worker/host-frame.ts).
 */
export const PAGE_HTML_FILES: readonly string[] = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
  .sort();

export const SITEMAP_PATHS: readonly string[] = Array.from(
  readFileSync(`${BUILD_DIR}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
  (match) => new URL(match[1]!).pathname,
);

/** The generated API reference of a version: its overview, its change list and its pages. */
const API_VERSION_ROOTS = ['/api/16.x/', '/api/'] as const;

function apiRootOf(path: string): string | undefined {
  return API_VERSION_ROOTS.find((root) => path.startsWith(root) || `${path}/` === root);
}

/**
 * Every hand-written page; for each API version its overview, its change list and the first page
 * of each kind (class, function, …); the five longest pages; the not-found page. API pages come
 * from a few templates, so one of each kind stands for the rest.
 */
export function representativePaths(): string[] {
  const chosen = new Set<string>();
  const kindsSeen = new Set<string>();
  for (const path of SITEMAP_PATHS) {
    const root = apiRootOf(path);
    if (!root) {
      chosen.add(path);
      continue;
    }
    const rest = path.slice(root.length).replace(/^\/+/, '');
    const kind = rest.includes('/') ? rest.split('/')[0]! : rest;
    const key = `${root}${kind}`;
    if (!kindsSeen.has(key)) {
      kindsSeen.add(key);
      chosen.add(path);
    }
  }
  for (const {path} of longestPages(BUILD_DIR, 5)) chosen.add(path);
  chosen.add(NOT_FOUND_PATH);
  return [...chosen];
}
