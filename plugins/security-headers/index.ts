import {access, readdir, readFile, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import type {LoadedPlugin, Plugin} from '@docusaurus/types';
import {formatHeadersFile} from './headers-file';
import {HOST_FRAME_FILE} from '../sample-worker/host-frame';
import {contentSecurityPolicy, headerRules, inlineScripts, scriptHash, type BuiltFiles} from './policy';
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

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

// Docusaurus's names: `[name].[contenthash:8].js` and `.css`, `[name]-[contenthash].[ext]` for
// images and other files.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[^/]+$/;
const ASSET_REFERENCE = /\b(?:src|href)=["']?(\/assets\/[^"'\s>?#]+)/g;

/** The site's `/assets/` files with a content hash in their names (not the .gz and .br copies). */
async function hashedAssets(outDir: string): Promise<string[]> {
  const entries = await readdir(join(outDir, 'assets'), {recursive: true, withFileTypes: true}).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !/\.(?:gz|br)$/.test(entry.name))
    .map((entry) => `/${relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => HASHED_NAME.test(path));
}

/**
 * The policy for a built site (its inline scripts' hashes, over every page) and the files that
 * get rules of their own: the sample workers' host document, and the hashed assets, those most
 * pages load first.
 */
export async function siteHeaders(outDir: string): Promise<{policy: string; files: BuiltFiles; scripts: number; pages: number}> {
  const hashes = new Set<string>();
  const loads = new Map<string, number>();
  // Not the documents under /assets/ (plugins/sample-worker's host), which have policies of their own.
  const assetsDir = join(outDir, 'assets');
  const pages = (await htmlFiles(outDir)).filter((file) => !file.startsWith(`${assetsDir}/`));
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    for (const path of new Set(Array.from(html.matchAll(ASSET_REFERENCE), (match) => match[1]!)))
      loads.set(path, (loads.get(path) ?? 0) + 1);
  }
  const assets = (await hashedAssets(outDir)).sort((a, b) => (loads.get(b) ?? 0) - (loads.get(a) ?? 0) || (a < b ? -1 : 1));
  return {
    policy: contentSecurityPolicy(hashes),
    files: {sampleHost: await exists(join(outDir, HOST_FRAME_FILE)), hashedAssets: assets},
    scripts: hashes.size,
    pages: pages.length,
  };
}

export async function writeHeadersFile(outDir: string): Promise<{scripts: number; pages: number; sampleHost: boolean}> {
  const {policy, files, scripts, pages} = await siteHeaders(outDir);
  const comment =
    'Written by plugins/security-headers after the build: the format Netlify and Cloudflare Pages\nread, and scripts/serve.ts applies. Do not edit; the script hashes and file names change with the build.';
  await writeFile(join(outDir, '_headers'), formatHeadersFile(headerRules(policy, files), comment));
  return {scripts, pages, sampleHost: files.sampleHost};
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
      const {scripts, pages, sampleHost} = await writeHeadersFile(outDir);
      // Docusaurus puts its colour-mode script on every page: none found means the page markup
      // changed under the parser, and the policy would refuse scripts the site needs.
      if (scripts === 0) throw new Error(`[${PLUGIN_NAME}] found no inline script in ${pages} pages; did the HTML change?`);
      // Without its host document, or with the pages' policy on it, Run cannot start a sample.
      if (!sampleHost) throw new Error(`[${PLUGIN_NAME}] found no sample runner host document at ${HOST_FRAME_FILE}.`);
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
