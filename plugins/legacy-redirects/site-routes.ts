// The list of every page this site serves, committed as `site-routes.txt` beside this file: a
// build that no longer serves one of them fails (plugins/legacy-redirects/index.ts) until the
// page's old address gets a redirect (MOVED_PAGES in legacy-pages.ts), so a rename cannot break
// the links others made to it. `npx tsx scripts/site-routes.ts build` rewrites the list after a
// page is added or moved; tests/unit/legacy-redirects-routes.test.ts checks it matches the build.
import {readdir, readFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

export const SITE_ROUTES_FILE = join(__dirname, 'site-routes.txt');

/** The pages of a built site, as paths: each folder with an `index.html` (with its trailing slash, as the site links it, for the folders Docusaurus names so) and each other `.html` file. */
export async function builtPages(outDir: string): Promise<string[]> {
  const pages: string[] = [];
  for (const entry of await readdir(outDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = `/${relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    // Documents under /assets/ are not pages: the one there hosts Run's workers, and its name
    // changes with its content (plugins/sample-worker/host-frame.ts).
    if (file === '/404.html' || file.startsWith('/assets/')) continue;
    pages.push(file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) || '/' : file.slice(0, -'.html'.length));
  }
  return pages.sort();
}

export function formatRouteList(pages: readonly string[]): string {
  return `${pages.join('\n')}\n`;
}

export async function committedRoutes(): Promise<string[]> {
  return (await readFile(SITE_ROUTES_FILE, 'utf8')).split('\n').filter((line) => line !== '');
}

/** The committed pages the build no longer serves and no rule redirects. */
export function droppedPages(committed: readonly string[], built: readonly string[], redirected: ReadonlySet<string>): string[] {
  const served = new Set(built);
  return committed.filter((page) => !served.has(page) && !redirected.has(page) && !redirected.has(`${page}/`));
}
