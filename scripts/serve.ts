// Serves the production build the way a static host does: clean URLs (`/a/b` serves
// `a/b/index.html` or `a/b.html`), `.html` and `/index.html` suffixes redirected to the clean
// path, `404.html` with status 404 for anything else, gzip when the client accepts it, and
// long-lived caching only for hashed assets. Tests and the benchmark both use it.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, resolve, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {pathToFileURL} from 'node:url';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);
// Only Docusaurus's assets carry a content hash in their names; Pagefind's entry files do not.
const IMMUTABLE = /^\/assets\//;

async function fileAt(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    // ENOENT, ENAMETOOLONG, ENOTDIR: all mean "no such page".
    return undefined;
  }
}

/** Maps a decoded URL path to a file under root, the way clean-URL static hosts do. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const target = resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  if (pathname.endsWith('/')) return fileAt(join(target, 'index.html'));
  return (await fileAt(target)) ?? (await fileAt(join(target, 'index.html'))) ?? (await fileAt(`${target}.html`));
}

/** The clean path a `.html` URL redirects to, or undefined when it needs none. */
export function cleanRedirect(pathname: string): string | undefined {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length);
  return undefined;
}

async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): Promise<void> {
  const ext = extname(file);
  let body = await readFile(file);
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': ext !== '.html' && IMMUTABLE.test(req.url ?? '') ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createStaticServer(rootDir: string): Server {
  const root = resolve(rootDir);
  const notFound = join(root, '404.html');
  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD'}).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        await send(req, res, notFound, 404);
        return;
      }
      const redirect = cleanRedirect(url.pathname);
      if (redirect !== undefined) {
        res.writeHead(301, {Location: redirect + url.search}).end();
        return;
      }
      const file = pathname.includes('\0') ? undefined : await resolveFile(root, pathname);
      await send(req, res, file ?? notFound, file ? 200 : 404);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
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
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(`Serving ${dir} at http://${host}:${actualPort}/`);
  });
}
