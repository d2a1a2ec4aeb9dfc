import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadedPlugin, Plugin} from '@docusaurus/types';
import {formatHeadersFile} from './headers-file';
import {contentSecurityPolicy, headerRules, inlineScripts, scriptHash} from './policy';
import {precompress} from './precompress';

// After the build: hashes every inline script of every built page into one
// Content-Security-Policy, writes it with the other security headers to `build/_headers` (read
// by Netlify, Cloudflare Pages and scripts/serve.ts), and writes `.gz` and `.br` copies of the
// compressible files. It must see the final files, but Docusaurus starts every plugin's
// postBuild at once and plugins/search-index rewrites the pages and writes Pagefind's files in
// its own; so this plugin, listed before the others, waits for every postBuild that starts
// after its own. (The preset's plugins start before it; the sitemap, the only one of them with a
// postBuild, writes no page, and a file rewritten under precompression is compressed again.)

export const PLUGIN_NAME = 'security-headers';
// Plugins that start their postBuild before this one, known to write no HTML page.
const EARLIER_ALLOWED = new Set(['docusaurus-plugin-sitemap']);

/**
 * Makes every plugin listed after this one report when its postBuild has finished; `started`
 * says whether Docusaurus has called each of them yet.
 */
function watchLaterPostBuilds(plugins: LoadedPlugin[]): {finished: Promise<unknown>; started: () => boolean} {
  const index = plugins.findIndex((plugin) => plugin.name === PLUGIN_NAME);
  const earlier = plugins.slice(0, index).filter((plugin) => plugin.postBuild && !EARLIER_ALLOWED.has(plugin.name));
  if (index === -1 || earlier.length > 0) {
    throw new Error(
      `[${PLUGIN_NAME}] must be listed before the plugins with a postBuild (${earlier.map((plugin) => plugin.name).join(', ')}), ` +
        'so that it sees the files they write.',
    );
  }
  const finished: Promise<unknown>[] = [];
  let waiting = 0;
  for (const plugin of plugins.slice(index + 1)) {
    const original = plugin.postBuild;
    if (!original) continue;
    let done!: () => void;
    finished.push(new Promise<void>((resolve) => (done = resolve)));
    waiting++;
    plugin.postBuild = async function (this: unknown, ...args) {
      waiting--;
      try {
        return await original.apply(this, args);
      } finally {
        done();
      }
    };
  }
  return {finished: Promise.all(finished), started: () => waiting === 0};
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** The policy for a built site: its inline scripts' hashes, over every page. */
export async function sitePolicy(outDir: string): Promise<{policy: string; scripts: number; pages: number}> {
  const hashes = new Set<string>();
  // Not the documents under /assets/ (plugins/sample-worker's host), which have policies of their own.
  const assets = join(outDir, 'assets');
  const pages = (await htmlFiles(outDir)).filter((file) => !file.startsWith(`${assets}/`));
  for (const page of pages) {
    for (const script of inlineScripts(await readFile(page, 'utf8'))) hashes.add(scriptHash(script));
  }
  return {policy: contentSecurityPolicy(hashes), scripts: hashes.size, pages: pages.length};
}

export async function writeHeadersFile(outDir: string): Promise<{scripts: number; pages: number}> {
  const {policy, scripts, pages} = await sitePolicy(outDir);
  const comment =
    'Written by plugins/security-headers after the build: the format Netlify and Cloudflare Pages\nread, and scripts/serve.ts applies. Do not edit; the script hashes change with the build.';
  await writeFile(join(outDir, '_headers'), formatHeadersFile(headerRules(policy), comment));
  return {scripts, pages};
}

export default function securityHeadersPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, plugins}) {
      // Synchronously, before Docusaurus starts the next plugin's postBuild.
      const later = watchLaterPostBuilds(plugins);
      // Docusaurus starts every postBuild in one synchronous loop, so by the time this resumes
      // all have been called; if that ever changes, fail rather than wait forever.
      await Promise.resolve();
      if (!later.started()) {
        throw new Error(
          `[${PLUGIN_NAME}] the other plugins' postBuild did not start with this one's; Docusaurus changed how it calls them.`,
        );
      }
      await later.finished;
      const started = performance.now();
      const {scripts, pages} = await writeHeadersFile(outDir);
      // Docusaurus puts its colour-mode script on every page: none found means the page markup
      // changed under the parser, and the policy would refuse scripts the site needs.
      if (scripts === 0) throw new Error(`[${PLUGIN_NAME}] found no inline script in ${pages} pages; did the HTML change?`);
      const headersMs = performance.now() - started;
      const compressed = await precompress(outDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
      console.info(
        `[${PLUGIN_NAME}] _headers: ${scripts} inline script hashes from ${pages} pages (${Math.round(headersMs)} ms); ` +
          `precompressed ${compressed.files} files, ${mb(compressed.bytes)} MB to ${mb(compressed.gzipBytes)} MB gzip and ` +
          `${mb(compressed.brotliBytes)} MB brotli; ${seconds} s in all`,
      );
    },
  };
}
