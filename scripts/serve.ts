// Serves the production build the way a static host does, safe to put on the internet:
// - clean URLs (`/a/b` serves `a/b/index.html` or `a/b.html`); `.html` and `/index.html`
//   addresses redirect to the clean path; anything else gets `404.html` with status 404;
// - the path is decoded and normalised once (`.`, `..`, empty segments and `\` resolved inside
//   the root) and everything after that (files, redirects, cache rules, headers) reads only the
//   normalised path, so no request target can redirect off-site or leave the folder; symbolic
//   links are followed only when they stay inside it;
// - nothing is compressed per request: the build writes `.br` and `.gz` beside each compressible
//   file (plugins/security-headers) and the server streams the one the client accepts (`q=0`
//   honoured), or the file itself;
// - ETag and Last-Modified on every file, and the conditional requests of RFC 9110 (304, 412);
//   `no-cache` except for Docusaurus's hashed assets that exist, which are immutable (never a
//   redirect or a 404);
// - the headers in the build's `_headers` file (the Content-Security-Policy and the rest, the
//   file Netlify and Cloudflare Pages read) on every response, redirects and errors included,
//   the ones Node.js would otherwise write itself (400, 408, 417, 431) too; a 404 gets those of
//   `/404.html`, the page it is, not those of the path asked for;
// - a request whose body turns out malformed after it was answered gets no second answer: the
//   connection closes;
// - every file it opens is closed whenever the client goes away, and a client going away is
//   not logged; connections that send nothing, or their request slowly, are closed;
// - the rules of the build's `_redirects` (plugins/legacy-redirects: the old sites' addresses,
//   the API routes' lowercase spellings), read as static hosts read them, before any file; and a
//   path that names a page but for its letters' case redirects to it. Each in one hop, `.html`
//   addresses included; the request's query is dropped there, as nginx's `return` drops it.
// Tests (tests/unit/serve.test.ts, the e2e suite) and the benchmark use `createStaticServer`.
import {open, readdir, realpath, lstat, readFile, stat, type FileHandle} from 'node:fs/promises';
import {createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Duplex} from 'node:stream';
import {extname, join, resolve, sep} from 'node:path';
import {pipeline} from 'node:stream/promises';
import {pathToFileURL} from 'node:url';
import {realpathSync, type Stats} from 'node:fs';
import {headersForPath, parseHeadersFile, type HeaderRule} from '../plugins/security-headers/headers-file';
import {COMPRESSIBLE_EXTENSIONS} from '../plugins/security-headers/precompress';
import {isSiteTarget, parseRedirectsFile, REDIRECTS_FILE} from '../plugins/legacy-redirects/rules';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The pages' Markdown copies (plugins/markdown-copies); RFC 7763's type.
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.gz': 'application/gzip',
  // Pagefind's index, fragments and WebAssembly are gzip streams that pagefind.js inflates
  // itself (so they are never sent with Content-Encoding, which would inflate them twice).
  '.pagefind': 'application/gzip',
  '.pf_meta': 'application/gzip',
  '.pf_index': 'application/gzip',
  '.pf_fragment': 'application/gzip',
  '.pf_filter': 'application/gzip',
};
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);
// Only Docusaurus's assets carry a content hash in their names; Pagefind's entry files do not.
const IMMUTABLE_PREFIX = '/assets/';
const HEADERS_FILE = '_headers';
const NOT_FOUND_PATH = '/404.html';
// The answers that are a file: only they get the Cache-Control of the file's `_headers` rule.
const CACHED_STATUSES = new Set([200, 304]);

export type Encoding = 'br' | 'gzip';
const VARIANT_SUFFIX: Record<Encoding, string> = {br: '.br', gzip: '.gz'};

export interface StaticServerOptions {
  /** Content codings served from precompressed files, best first (default br, then gzip). */
  encodings?: readonly Encoding[];
  /** Where unexpected errors go (default console.error). Bad requests are not errors. */
  logError?: (error: unknown) => void;
  /**
   * Milliseconds a connection has to send a request's head, counted from when it opens (on a
   * reused connection, from the request's first byte; default 10 s); then it is answered 408
   * and closed.
   */
  headersTimeout?: number;
  /** Milliseconds a connection may send and receive nothing before it is closed (default 30 s). */
  idleTimeout?: number;
}

/**
 * The normalised form of a request path: percent-decoded, with `/` and `\` as separators and
 * empty, `.` and `..` segments resolved (never above the root). Always starts with exactly one
 * `/`. Undefined when it cannot name a file (bad percent-encoding, NUL).
 */
export function normalisePath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments: string[] = [];
  const parts = decoded.split(/[/\\]/);
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') segments.pop();
    else segments.push(part);
  }
  const last = parts.at(-1);
  const directory = last === '' || last === '.' || last === '..';
  if (segments.length === 0) return '/';
  return `/${segments.join('/')}${directory ? '/' : ''}`;
}

/** A normalised path as a URL path: each segment percent-encoded, so it stays on this origin. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The clean path a normalised `.html` path redirects to, or undefined when it needs none. */
export function cleanRedirect(path: string): string | undefined {
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  if (path.endsWith('.html') && path !== '/404.html') return path.slice(0, -'.html'.length);
  return undefined;
}

/**
 * The encodings an Accept-Encoding header allows, from the client's most to least preferred
 * (ties in the server's order). A coding listed with `q=0`, or absent with no `*`, is refused.
 */
export function acceptableEncodings(header: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding[] {
  const weights = new Map<string, number>();
  for (const item of (header ?? '').split(',')) {
    const [coding, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      if (!/^q\s*=/.test(param)) continue;
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      q = match ? Math.min(1, Number(match[1])) : 0;
    }
    const name = coding === 'x-gzip' ? 'gzip' : coding;
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return offered.filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a));
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root + sep);
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EISDIR', 'EACCES', 'EINVAL']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? '');
}

interface OpenFile {
  path: string;
  handle: FileHandle;
  stats: Stats;
}

/** Opens a regular file whose real path (symbolic links resolved) lies inside realRoot. */
async function openInside(realRoot: string, candidate: string): Promise<OpenFile | undefined> {
  let path: string;
  try {
    path = await realpath(candidate);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  if (!isInside(realRoot, path)) return undefined;
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  let stats: Stats;
  try {
    stats = await handle.stat();
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (stats.isFile()) return {path, handle, stats};
  await handle.close();
  return undefined;
}

/** The file a normalised path names, the way clean-URL static hosts map it. */
async function resolveFile(realRoot: string, path: string): Promise<OpenFile | undefined> {
  if (path === `/${HEADERS_FILE}` || path === `/${REDIRECTS_FILE}`) return undefined;
  const target = join(realRoot, path);
  const candidates = path.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) {
    const found = await openInside(realRoot, candidate);
    if (found) return found;
  }
  return undefined;
}

/**
 * The pages of a build by their lowercase path (no trailing slash): each folder with an
 * `index.html` and each other `.html` file. A spelling two pages share maps to neither.
 */
async function pagesByLowercase(realRoot: string): Promise<Map<string, string | null>> {
  const pages = new Map<string, string | null>();
  for (const entry of await readdir(realRoot, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = `/${relativePath(realRoot, join(entry.parentPath, entry.name))}`;
    if (file === NOT_FOUND_PATH) continue;
    const page = file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) || '/' : file.slice(0, -'.html'.length);
    const key = page.toLowerCase();
    pages.set(key, pages.has(key) && pages.get(key) !== page ? null : page);
  }
  return pages;
}

function relativePath(root: string, path: string): string {
  return path
    .slice(root.length + 1)
    .split(sep)
    .join('/');
}

/** The precompressed copy of a file for the first acceptable encoding that has one. */
async function openVariant(
  file: OpenFile,
  encodings: Encoding[],
): Promise<{encoding: Encoding; handle: FileHandle; size: number} | undefined> {
  for (const encoding of encodings) {
    const path = file.path + VARIANT_SUFFIX[encoding];
    try {
      // Not a link (the file's own real path is checked; its copy must be a plain file beside
      // it), and not older than the file, which would mean a stale copy.
      const info = await lstat(path);
      if (!info.isFile() || info.mtimeMs < file.stats.mtimeMs) continue;
      const handle = await open(path, 'r');
      return {encoding, handle, size: (await handle.stat()).size};
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return undefined;
}

function entityTag(stats: Stats, encoding: Encoding | undefined): string {
  return `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d\\d):(\\d\\d):(\\d\\d)';
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d\\d) ${MONTH} (\\d{4}) ${TIME} GMT$`);
const RFC_850_DATE = new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\\d\\d)-${MONTH}-(\\d\\d) ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/**
 * The time (ms) of an HTTP-date in any of its three formats (RFC 9110 section 5.6.7), which are
 * case-sensitive; undefined for anything else, an impossible date (31 Feb, 25:00) included.
 */
export function parseHttpDate(value: string, now = Date.now()): number | undefined {
  let parts: [day: string, month: string, year: number, hour: string, minute: string, second: string];
  let match: RegExpExecArray | null;
  if ((match = IMF_FIXDATE.exec(value))) parts = [match[1]!, match[2]!, Number(match[3]), match[4]!, match[5]!, match[6]!];
  else if ((match = ASCTIME_DATE.exec(value))) parts = [match[2]!, match[1]!, Number(match[6]), match[3]!, match[4]!, match[5]!];
  else if ((match = RFC_850_DATE.exec(value))) {
    // A two-digit year more than 50 years ahead is the latest past year with those digits.
    const thisYear = new Date(now).getUTCFullYear();
    let year = thisYear - (thisYear % 100) + Number(match[3]);
    if (year > thisYear + 50) year -= 100;
    parts = [match[1]!, match[2]!, year, match[4]!, match[5]!, match[6]!];
  } else return undefined;
  const [day, month, year, hour, minute, second] = parts;
  const time = Date.UTC(year, MONTHS.indexOf(month), Number(day), Number(hour), Number(minute), Number(second));
  const date = new Date(time);
  const valid = date.getUTCDate() === Number(day) && Number(hour) < 24 && Number(minute) < 60 && Number(second) <= 60;
  return valid ? time : undefined;
}

/** The date of a header that must hold exactly one HTTP-date; undefined when it does not. */
function dateHeader(req: IncomingMessage, name: 'if-modified-since' | 'if-unmodified-since'): number | undefined {
  const values = req.headersDistinct[name];
  return values?.length === 1 ? parseHttpDate(values[0]!) : undefined;
}

/** Whether an If-Match or If-None-Match value names the entity tag (`*` names any). */
function matchesEntityTag(field: string, etag: string, comparison: 'strong' | 'weak'): boolean {
  if (field.trim() === '*') return true;
  for (const [, weak, tag] of field.matchAll(/(W\/)?("[^"]*")/g)) {
    if (tag === etag && (comparison === 'weak' || !weak)) return true;
  }
  return false;
}

/**
 * The answer to a conditional GET or HEAD of a file (RFC 9110 section 13.2.2): 412 when a
 * precondition fails, 304 when the client's copy is current, undefined to send the file.
 */
function conditionalStatus(req: IncomingMessage, etag: string, stats: Stats): 304 | 412 | undefined {
  // Last-Modified has whole seconds.
  const modified = Math.floor(stats.mtimeMs / 1000) * 1000;
  const ifMatch = req.headers['if-match'];
  if (ifMatch !== undefined) {
    if (!matchesEntityTag(ifMatch, etag, 'strong')) return 412;
  } else {
    const unmodifiedSince = dateHeader(req, 'if-unmodified-since');
    if (unmodifiedSince !== undefined && modified > unmodifiedSince) return 412;
  }
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesEntityTag(ifNoneMatch, etag, 'weak') ? 304 : undefined;
  // A date ahead of this server's clock says nothing about the file, which may change before it.
  const modifiedSince = dateHeader(req, 'if-modified-since');
  if (modifiedSince !== undefined && modifiedSince <= Date.now() && modified <= modifiedSince) return 304;
  return undefined;
}

/** The path and query of a request target; undefined for a target that is not a path. */
function splitTarget(target: string): {rawPath: string; rawQuery: string} | undefined {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(target)) {
    // Absolute form, which proxies send: only its path and query matter here.
    try {
      const url = new URL(target);
      return {rawPath: url.pathname, rawQuery: url.search};
    } catch {
      return undefined;
    }
  }
  if (!target.startsWith('/')) return undefined;
  const question = target.indexOf('?');
  return question === -1 ? {rawPath: target, rawQuery: ''} : {rawPath: target.slice(0, question), rawQuery: target.slice(question)};
}

// Headers the `_headers` file may not replace: they describe the bytes sent.
const FRAMING_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

// On a 500 when `_headers` cannot be read and no earlier version of it was: nothing may run,
// frame the response or learn where it came from.
const UNREADABLE_HEADERS_RULES: HeaderRule[] = [
  {
    pattern: '/*',
    headers: [
      ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'no-referrer'],
    ],
  },
];

// How a response stream fails when its client has gone away: not a server error.
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

// The status Node.js would answer a request it cannot parse with.
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? '';

export function createStaticServer(rootDir: string, options: StaticServerOptions = {}): Server {
  const realRoot = realpathSync(resolve(rootDir));
  const offered = options.encodings ?? ['br', 'gzip'];
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const headersTimeout = options.headersTimeout ?? 10_000;
  const headersFile = join(realRoot, HEADERS_FILE);
  let rules: {mtimeMs: number; rules: HeaderRule[]} | undefined;
  const redirectsFile = join(realRoot, REDIRECTS_FILE);
  let redirects: {mtimeMs: number; rules: Map<string, string>; pages?: Promise<Map<string, string | null>>} | undefined;

  // Read again whenever the build rewrites it, with the list of pages, which it changes too.
  async function redirectState(): Promise<NonNullable<typeof redirects>> {
    let mtimeMs = 0;
    try {
      mtimeMs = (await stat(redirectsFile)).mtimeMs;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (redirects?.mtimeMs !== mtimeMs) {
      const text = mtimeMs === 0 ? '' : await readFile(redirectsFile, 'utf8');
      redirects = {mtimeMs, rules: parseRedirectsFile(text)};
    }
    return redirects;
  }

  /** The `_redirects` rule for a normalised, clean path. */
  async function ruleFor(path: string): Promise<string | undefined> {
    const rule = (await redirectState()).rules.get(path);
    // The file is the build's, but a target that could leave the site is never sent.
    return rule !== undefined && isSiteTarget(rule) ? rule : undefined;
  }

  /** The page a normalised, clean path names but for its letters' case, if it is not that page. */
  async function pageInOtherCase(path: string): Promise<string | undefined> {
    const state = await redirectState();
    state.pages ??= pagesByLowercase(realRoot);
    const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
    const page = (await state.pages).get(trimmed.toLowerCase());
    return page && page !== trimmed ? encodePath(page) : undefined;
  }

  // Read again whenever the build rewrites it, so a server left running serves the new policy.
  async function headerRules(): Promise<HeaderRule[]> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(headersFile)).mtimeMs;
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    if (rules?.mtimeMs !== mtimeMs) rules = {mtimeMs, rules: parseHeadersFile(await readFile(headersFile, 'utf8'))};
    return rules.rules;
  }

  /** For answers that must go out when `_headers` cannot be read: its last version read. */
  async function lastHeaderRules(): Promise<HeaderRule[]> {
    try {
      return await headerRules();
    } catch {
      return rules?.rules ?? UNREADABLE_HEADERS_RULES;
    }
  }

  function responseHeaders(ruleSet: HeaderRule[], status: number, path: string, headers: Record<string, string>): Record<string, string> {
    const all: Record<string, string> = {'X-Content-Type-Options': 'nosniff', ...headers};
    for (const [name, value] of headersForPath(ruleSet, path)) {
      if (FRAMING_HEADERS.has(name.toLowerCase())) continue;
      // A rule's cache lifetime is for the file at its path, not for a redirect or an error.
      if (!CACHED_STATUSES.has(status) && name.toLowerCase() === 'cache-control') continue;
      for (const key of Object.keys(all)) if (key.toLowerCase() === name.toLowerCase()) delete all[key];
      all[name] = value;
    }
    return all;
  }

  async function writeHead(res: ServerResponse, status: number, path: string, headers: Record<string, string>): Promise<void> {
    res.writeHead(status, responseHeaders(await headerRules(), status, path, headers));
  }

  async function badRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    await writeHead(res, 400, '/', {'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '12'});
    res.end(req.method === 'HEAD' ? undefined : 'Bad Request\n');
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: OpenFile, status: number, path: string): Promise<void> {
    // Every file opened here is closed on the way out, except one handed to a read stream,
    // which closes it itself.
    const unsent = [file.handle];
    try {
      const ext = extname(file.path);
      const compressible = COMPRESSIBLE.has(ext);
      const headers: Record<string, string> = {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control':
          status === 200 && ext !== '.html' && path.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (compressible) headers.Vary = 'Accept-Encoding';
      const variant = compressible ? await openVariant(file, acceptableEncodings(req.headers['accept-encoding'], offered)) : undefined;
      if (variant) {
        unsent.push(variant.handle);
        await file.handle.close();
        headers['Content-Encoding'] = variant.encoding;
      }
      if (status === 200) {
        const etag = entityTag(file.stats, variant?.encoding);
        headers.ETag = etag;
        headers['Last-Modified'] = file.stats.mtime.toUTCString();
        const conditional = conditionalStatus(req, etag, file.stats);
        if (conditional === 412) {
          await writeHead(res, 412, path, {'Content-Length': '0'});
          res.end();
          return;
        }
        if (conditional === 304) {
          await writeHead(res, 304, path, headers);
          res.end();
          return;
        }
      }
      headers['Content-Length'] = String(variant?.size ?? file.stats.size);
      await writeHead(res, status, path, headers);
      // HEAD, or a client already gone: a stream could not be piped into the response.
      if (req.method === 'HEAD' || res.destroyed || res.closed) {
        res.end();
        return;
      }
      const body = variant?.handle ?? file.handle;
      unsent.splice(unsent.indexOf(body), 1);
      const source = body.createReadStream();
      try {
        await pipeline(source, res);
      } catch (error) {
        source.destroy();
        if (!CLIENT_GONE.has(errorCode(error))) throw error;
      }
    } finally {
      await Promise.all(unsent.map((handle) => handle.close()));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // RFC 9112 section 3.2: HTTP/1.1 requests name one host.
    const hosts = req.headersDistinct.host?.length ?? 0;
    if (hosts > 1 || (hosts === 0 && req.httpVersion !== '1.0')) {
      await badRequest(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await writeHead(res, 405, '/', {Allow: 'GET, HEAD', 'Content-Length': '0'});
      res.end();
      return;
    }
    const target = splitTarget(req.url ?? '');
    if (!target) {
      await badRequest(req, res);
      return;
    }
    const path = normalisePath(target.rawPath);
    const clean = path === undefined ? undefined : cleanRedirect(path);
    const moved = path === undefined ? undefined : ((await ruleFor(clean ?? path)) ?? (clean && (await pageInOtherCase(clean))));
    if (path !== undefined && moved) {
      await writeHead(res, 301, path, {Location: moved, 'Content-Length': '0', 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    if (path !== undefined && clean !== undefined) {
      // Re-encoded, so that nothing the client sent reaches the header as it was.
      const query = target.rawQuery.replace(/[^\x21-\x7e]/g, encodeURIComponent);
      await writeHead(res, 301, path, {Location: encodePath(clean) + query, 'Content-Length': '0', 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    const file = path === undefined ? undefined : await resolveFile(realRoot, path);
    const notFoundPage = join(realRoot, '404.html');
    if (file && file.path !== notFoundPage) {
      await sendFile(req, res, file, 200, path!);
      return;
    }
    await file?.handle.close();
    const otherCase = path === undefined ? undefined : await pageInOtherCase(path);
    if (path !== undefined && otherCase) {
      await writeHead(res, 301, path, {Location: otherCase, 'Content-Length': '0', 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    // The not-found page gets its own headers, as nginx's error_page gives them: those of the
    // requested path could be a file's (the sample worker's policy, a year's cache).
    const notFound = await openInside(realRoot, notFoundPage);
    if (notFound) {
      await sendFile(req, res, notFound, 404, NOT_FOUND_PATH);
      return;
    }
    await writeHead(res, 404, NOT_FOUND_PATH, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': '10',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : 'Not Found\n');
  }

  async function serverError(res: ServerResponse, error: unknown): Promise<void> {
    logError(error);
    // Part of the response went out: only closing the connection tells the client it is cut.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      res.writeHead(500, responseHeaders(await lastHeaderRules(), 500, '/', {'Content-Length': '0'}));
    } catch (invalid) {
      // A `_headers` value Node.js refuses to send.
      logError(invalid);
      res.writeHead(500, responseHeaders(UNREADABLE_HEADERS_RULES, 500, '/', {'Content-Length': '0'}));
    }
    res.end();
  }

  function respond(req: IncomingMessage, res: ServerResponse, answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>): void {
    answer(req, res).catch((error: unknown) => serverError(res, error));
  }

  // The last request handed to the handler on each socket, and the end of its response: an
  // answer written on the socket itself must follow it (pipelined requests are answered in
  // order), not land inside it.
  const lastRequest = new WeakMap<Duplex, IncomingMessage>();
  const lastResponse = new WeakMap<Duplex, Promise<void>>();

  /** Answers on the socket itself, for the requests Node.js never hands to a request handler. */
  async function answerOnSocket(socket: Duplex, status: number, headers: Record<string, string> = {}): Promise<void> {
    const all = responseHeaders(await lastHeaderRules(), status, '/', {...headers, 'Content-Length': '0', Connection: 'close'});
    await lastResponse.get(socket);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nDate: ${new Date().toUTCString()}\r\n${lines.join('')}\r\n`, () =>
      socket.destroy(),
    );
  }

  async function closeAfterResponse(socket: Duplex): Promise<void> {
    await lastResponse.get(socket);
    socket.destroy();
  }

  const server = createServer(
    {
      // Answered by the request handler, with the `_headers`.
      requireHostHeader: false,
      headersTimeout,
      requestTimeout: Math.max(headersTimeout, 30_000),
      // Node.js checks the two timeouts above at this interval (30 s unless told).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
    (req, res) => {
      lastRequest.set(req.socket, req);
      lastResponse.set(req.socket, new Promise((closed) => res.on('close', closed)));
      respond(req, res, handle);
    },
  );
  server.setTimeout(options.idleTimeout ?? 30_000);
  server.on('checkExpectation', (req, res) =>
    respond(req, res, async () => {
      await writeHead(res, 417, '/', {'Content-Length': '0'});
      res.end();
    }),
  );
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => void answerOnSocket(socket, 405, {Allow: 'GET, HEAD'}));
  server.on('clientError', (error: Error, socket: Duplex) => {
    if (errorCode(error) === 'ECONNRESET') socket.destroy();
    // The fault lies in the body of a request already answered (a malformed chunk, a body too
    // slow): a second response to it would be read, behind a proxy that forwarded the bytes, as
    // the answer to the next request. Its own response goes out, then the connection closes.
    else if (lastRequest.get(socket)?.complete === false) void closeAfterResponse(socket);
    else void answerOnSocket(socket, CLIENT_ERROR_STATUS[errorCode(error)] ?? 400);
  });
  return server;
}

function parseArgs(argv: string[]): {dir: string; port: number; host: string} {
  let dir = 'build';
  let port = 3000;
  let host = '127.0.0.1';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') port = Number(argv[++i]);
    else if (arg === '--host') host = argv[++i];
    else dir = arg;
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port: ${port}`);
  return {dir, port, host};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {dir, port, host} = parseArgs(process.argv.slice(2));
  const server = createStaticServer(dir);
  stat(join(dir, HEADERS_FILE)).catch(() =>
    console.warn(`${dir}/${HEADERS_FILE} is missing: no Content-Security-Policy. Run \`npm run build\`.`),
  );
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(`Serving ${dir} at http://${host}:${actualPort}/`);
  });
}
