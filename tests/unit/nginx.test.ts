// The nginx server block of DEPLOYMENT.md, run by nginx itself over a small build with the
// includes scripts/nginx-headers.ts writes from the build's `_headers`: the headers of pages,
// files, 404s and redirects. Debian's nginx, installed when missing (as root with apt-get, like
// the smoke suite's browsers); it runs as one process, in the foreground, on a free port.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {request, type IncomingHttpHeaders} from 'node:http';
import {connect, createServer, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/headers-file';
import {writeHeadersFile} from '../../plugins/security-headers/index';
import {HOST_FRAME_FILE, HOST_FRAME_HTML, HOST_FRAME_PATH} from '../../plugins/sample-worker/host-frame';
import {SAMPLE_HOST_POLICY} from '../../plugins/security-headers/policy';
import {writeNginxIncludes} from '../../scripts/nginx-headers';
import {formatRedirectsFile, REDIRECTS_FILE} from '../../plugins/legacy-redirects/rules';

const NGINX = '/usr/sbin/nginx';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y nginx';
const DEPLOYMENT = fileURLToPath(new URL('../../DEPLOYMENT.md', import.meta.url));

const MAIN = '/assets/js/main.1a2b3c4d.js';
const WORKER = '/assets/js/sample-runner-worker.17.4567cdef.js';
const BUILD: Record<string, string> = {
  'index.html': `<script>theme()</script><script src="${MAIN}"></script>`,
  'docs/index.html': `<title>docs</title><script>theme()</script><script src="${MAIN}"></script>`,
  '404.html': `<title>Page Not Found</title><script>theme()</script><script src="${MAIN}"></script>`,
  'api/class/GraphQLSchema/index.html': `<title>GraphQLSchema</title><script>theme()</script><script src="${MAIN}"></script>`,
  [MAIN]: 'main()',
  [WORKER]: 'worker()',
  '/assets/js/sample-runner-worker.16.0123abcd.js': 'worker()',
  [HOST_FRAME_FILE]: HOST_FRAME_HTML,
};

function installNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`nginx is missing. Install it with:\n\n  sudo sh -c '${INSTALL_COMMAND}'\n`);
  }
  console.log(`nginx is missing; installing it: ${INSTALL_COMMAND}`);
  execFileSync('sh', ['-c', INSTALL_COMMAND], {stdio: 'inherit'});
}

/** The server block of DEPLOYMENT.md, pointed at `root` and `snippets`, listening on `port`. */
async function deploymentServerBlock(root: string, snippets: string, port: number): Promise<string> {
  const markdown = await readFile(DEPLOYMENT, 'utf8');
  const block = /^ {2}```nginx\n([\s\S]*?)^ {2}```$/m.exec(markdown)?.[1];
  assert.ok(block, 'DEPLOYMENT.md has an nginx block');
  let config = block.replace(/^ {2}/gm, '');
  for (const [from, to] of [
    [/^ {2}listen 443 ssl;.*$/m, `  listen 127.0.0.1:${port};`],
    [/^ {2}root \/srv\/graphql-js\/build;$/m, `  root ${root};`],
    [/\bsnippets\//g, `${snippets}/`],
  ] as const) {
    assert.match(config, from, `DEPLOYMENT.md's nginx block has ${String(from)}`);
    config = config.replace(from, to);
  }
  return config;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const {port} = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/** Resolves once something accepts connections on the port; rejects if nginx exits first. */
async function listening(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`nginx exited: ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((retry) => setImmediate(retry));
  }
}

let dir: string;
let nginx: ChildProcess;
let port: number;
let policy: string;

before(async () => {
  installNginx();
  dir = await mkdtemp(join(tmpdir(), 'nginx-test-'));
  const root = join(dir, 'build');
  for (const [path, content] of Object.entries(BUILD)) {
    await mkdir(dirname(join(root, path)), {recursive: true});
    await writeFile(join(root, path), content);
  }
  await writeHeadersFile(root);
  await writeFile(
    join(root, REDIRECTS_FILE),
    formatRedirectsFile([
      {from: '/docs/getting-started', to: '/docs/'},
      {from: '/api/class/graphqlschema', to: '/api/class/GraphQLSchema'},
    ]),
  );
  policy = headersForPath(parseHeadersFile(await readFile(join(root, '_headers'), 'utf8')), '/').get('Content-Security-Policy')!;
  await mkdir(join(dir, 'snippets'));
  await writeNginxIncludes(root, join(dir, 'snippets'));
  port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  const config = [
    'daemon off;',
    'master_process off;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')};`,
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
    await deploymentServerBlock(root, join(dir, 'snippets'), port),
    '}',
  ].join('\n');
  await writeFile(join(dir, 'nginx.conf'), config);
  nginx = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  nginx.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await listening(port, nginx, () => stderr);
});

after(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill();
    await exited;
  }
  if (dir) await rm(dir, {recursive: true, force: true});
});

function get(path: string): Promise<{status: number; headers: IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path, agent: false}, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

const NAMES = ['content-security-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options', 'cache-control'];
const pick = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(NAMES.flatMap((name) => (name in headers ? [[name, headers[name]]] : [])));
const IMMUTABLE = 'public, max-age=31536000, immutable';

test("the deployment's nginx block: the sample host's policy and a year's cache only on the files", async () => {
  const site = {
    'content-security-policy': policy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const page = {...site, 'cache-control': 'no-cache'};
  const {'x-frame-options': _framing, ...framable} = site;
  const expected: [path: string, status: number, headers: Record<string, string>][] = [
    ['/docs/', 200, page],
    ['/docs/index.html', 301, page],
    ['/no/such/page', 404, page],
    // The 404 page, at addresses shaped like the sample host's or a worker's and under /assets/js/.
    ['/assets/sample-runner-host.nope', 404, page],
    ['/assets/js/sample-runner-worker.nope.js', 404, page],
    ['/assets/js/x', 404, page],
    [`${WORKER}/`, 404, page],
    // Redirected by `npm run serve` and the hosts; not found here.
    ['/assets/index.html', 404, page],
    ['/assets/js/x.html', 404, page],
    [`${MAIN}/index.html`, 404, page],
    // The files themselves.
    [MAIN, 200, {...site, 'cache-control': IMMUTABLE}],
    [WORKER, 200, {...site, 'cache-control': IMMUTABLE}],
    // The sample host document, served without its .html: its own policy, framable by the site.
    [HOST_FRAME_PATH, 200, {...framable, 'content-security-policy': SAMPLE_HOST_POLICY, 'cache-control': IMMUTABLE}],
  ];
  for (const [path, status, headers] of expected) {
    const reply = await get(path);
    assert.equal(reply.status, status, path);
    assert.deepEqual(pick(reply.headers), headers, path);
    if (status === 404) assert.match(reply.body, /Page Not Found/, path);
    if (status === 301) assert.equal(new URL(reply.headers.location!, 'http://x').pathname, '/docs/', path);
  }
});

test("the deployment's nginx block: the build's _redirects in one hop, never off the site, never a page to itself", async () => {
  const moved = await get('/docs/getting-started');
  assert.equal(moved.status, 301);
  assert.equal(moved.headers.location, `http://127.0.0.1:${port}/docs/`);
  assert.equal(moved.headers['content-security-policy'], policy);
  // nginx matches map strings whatever their case: the page itself must still be served.
  assert.equal((await get('/api/class/GraphQLSchema')).status, 200);
  assert.equal((await get('/api/class/graphqlschema')).headers.location, `http://127.0.0.1:${port}/api/class/GraphQLSchema`);
  for (const path of [
    '//evil.example/docs/getting-started',
    '/%2F%2Fevil.example',
    '/docs/getting-started/https://evil.example/',
    '/docs/getting-started%0D%0ASet-Cookie:%20stolen=1',
  ]) {
    const reply = await get(path);
    assert.equal(reply.headers['set-cookie'], undefined, path);
    if (reply.headers.location) assert.equal(new URL(reply.headers.location).host, `127.0.0.1:${port}`, path);
    else assert.equal(reply.status, 404, path);
  }
});
