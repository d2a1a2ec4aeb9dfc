// The site under test: the production build served by scripts/serve.ts (on a free port), behind
// a small front server on a free port of its own that can serve an edited copy of any response
// (an error recorder in WebKit's pages, a breakage from breakages.ts) and a few files of its own
// under /__smoke/. Everything else passes through unchanged, compressed as the server sent it.
import {createServer, request, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {pipeline} from 'node:stream/promises';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {createStaticServer} from '../../scripts/serve';

export const BUILD_DIR = fileURLToPath(new URL('../../build/', import.meta.url));

/** A change to the responses of the paths it applies to, made before the browser sees them. */
export interface Edit {
  applies(path: string, contentType: string): boolean;
  edit(body: string, path: string): string;
}

export interface OwnFile {
  contentType: string;
  body: string;
}

export interface Site {
  origin: string;
  /** The edits that have changed at least one response so far. */
  appliedEdits: ReadonlySet<Edit>;
  close(): Promise<void>;
}

const DROPPED = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE']);

/** Headers that describe the bytes the upstream server sent, not the edited ones. */
const STALE_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'last-modified', 'cache-control']);

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return (server.address() as AddressInfo).port;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

function forward(req: IncomingMessage, port: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = request({host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers}, resolve);
    upstream.once('error', reject);
    upstream.end();
  });
}

async function decodedBody(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const encoding = response.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

export async function startSite({
  edits = [],
  ownFiles = {},
}: {edits?: readonly Edit[]; ownFiles?: Record<string, OwnFile>} = {}): Promise<Site> {
  const upstream = createStaticServer(BUILD_DIR);
  const upstreamPort = await listen(upstream);
  const appliedEdits = new Set<Edit>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const own = ownFiles[path];
    if (own) {
      res.writeHead(200, {'Content-Type': own.contentType, 'Cache-Control': 'no-store'});
      res.end(own.body);
      return;
    }
    const response = await forward(req, upstreamPort);
    const applicable = edits.filter((edit) => edit.applies(path, response.headers['content-type'] ?? ''));
    if (applicable.length === 0 || req.method === 'HEAD' || response.statusCode === 304) {
      res.writeHead(response.statusCode!, response.headers);
      await pipeline(response, res);
      return;
    }
    const body = applicable.reduce(
      (text, edit) => {
        const edited = edit.edit(text, path);
        appliedEdits.add(edit);
        return edited;
      },
      await decodedBody(response),
    );
    const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !STALE_HEADERS.has(name)));
    res.writeHead(response.statusCode!, {...headers, 'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store'});
    res.end(body);
  }

  const front = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A browser that leaves a page drops its requests: not a fault of the site.
      if (!DROPPED.has((error as NodeJS.ErrnoException).code ?? '')) console.error(error);
      res.destroy();
    });
  });
  const port = await listen(front);
  return {
    origin: `http://127.0.0.1:${port}`,
    appliedEdits,
    async close() {
      await close(front);
      await close(upstream);
    },
  };
}
