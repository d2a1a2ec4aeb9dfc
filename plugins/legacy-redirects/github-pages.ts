// The pages GitHub Pages serves at the old addresses, since it reads no redirect rules
// (scripts/github-pages-redirects.ts writes them into a build; see DEPLOYMENT.md).
import {readFile, mkdir, writeFile, access} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {parseRedirectsFile, REDIRECTS_FILE, targetPath} from './rules';

export const FALLBACK_SCRIPT = 'legacy-redirect.js';
export const FALLBACK_SCRIPT_SOURCE = 'location.replace(document.currentScript.dataset.to + location.hash);\n';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The canonical address and the title of a built page. */
function pageFacts(html: string, path: string): {canonical: string; title: string} {
  const canonical = /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  if (!canonical || !title) throw new Error(`${path}: the built page has no canonical link or title`);
  return {canonical: unescapeHtml(canonical), title: unescapeHtml(title)};
}

export function fallbackPage(to: string, canonical: string, title: string): string {
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved: ${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<script src="/${FALLBACK_SCRIPT}" data-to="${href}"></script>
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>This page has moved to <a href="${href}">${escapeHtml(title)}</a>.</p>
</body>
</html>
`;
}

/** Writes the pages and their script into the build; returns how many pages. */
export async function writeFallbackPages(buildDir: string): Promise<number> {
  const rules = parseRedirectsFile(await readFile(join(buildDir, REDIRECTS_FILE), 'utf8'));
  let pages = 0;
  for (const [from, to] of rules) {
    // One page per address: the one without a trailing slash is served for both.
    if (from.endsWith('/') || to.toLowerCase() === from) continue;
    const file = join(buildDir, from, 'index.html');
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    ) {
      throw new Error(`${from}: the build has a page there already`);
    }
    const target = join(buildDir, targetPath(to), 'index.html');
    const {canonical, title} = pageFacts(await readFile(target, 'utf8'), targetPath(to));
    await mkdir(dirname(file), {recursive: true});
    await writeFile(file, fallbackPage(to, canonical, title));
    pages++;
  }
  await writeFile(join(buildDir, FALLBACK_SCRIPT), FALLBACK_SCRIPT_SOURCE);
  return pages;
}
