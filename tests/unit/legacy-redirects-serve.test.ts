// The redirects of plugins/legacy-redirects over HTTP through scripts/serve.ts: every rule of
// the build's `_redirects` (every old address and every lowercase API spelling) is one 301 to a
// page that answers 200 and whose heading names the old page's topic; the same rules read the
// way a static host reads them; and, over a small site of its own, the attacks a redirect
// invites (other hosts, header injection, loops) refused.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {request, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gunzipSync} from 'node:zlib';
import {createStaticServer} from '../../scripts/serve';
import {LEGACY_API_PAGES, LEGACY_PAGES} from '../../plugins/legacy-redirects/legacy-pages';
import {formatRedirectsFile, parseRedirectsFile, REDIRECTS_FILE, targetPath} from '../../plugins/legacy-redirects/rules';

const BUILD = fileURLToPath(new URL('../../build', import.meta.url));

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // Compressed, as browsers ask: the build's pages are large.
    const req = request({host: '127.0.0.1', port, path, agent: false, headers: {'accept-encoding': 'gzip'}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
        resolve({status: res.statusCode!, headers: res.headers, body});
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `check` on every item, a few at a time. */
async function eachConcurrently<T>(items: readonly T[], check: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await check(items[next++]!);
  };
  await Promise.all(Array.from({length: 8}, worker));
}

async function listen(root: string): Promise<{server: Server; port: number}> {
  const server = createStaticServer(root);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {server, port: (server.address() as AddressInfo).port};
}

const close = (server: Server | undefined) => new Promise((closed) => (server ? server.close(closed) : closed(undefined)));

/** The text of a page's first `<h1>`, tags removed. */
function heading(html: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

describe('the build: every rule of _redirects', () => {
  let server: Server | undefined;
  let port: number;
  let rules: Map<string, string>;

  before(async () => {
    assert.ok(existsSync(join(BUILD, REDIRECTS_FILE)), 'build/_redirects exists: run `npm run build` first');
    rules = parseRedirectsFile(await readFile(join(BUILD, REDIRECTS_FILE), 'utf8'));
    ({server, port} = await listen(BUILD));
  });
  after(() => close(server));

  test('read as a static host reads them: each target is a built page, and no target is redirected again', () => {
    for (const [from, to] of rules) {
      const path = targetPath(to);
      assert.ok(existsSync(join(BUILD, path, 'index.html')) || existsSync(join(BUILD, `${path}.html`)), `${from} -> ${to}: no page`);
      assert.ok(!rules.has(path) && !rules.has(`${path}/`), `${from} -> ${to} redirects again`);
      assert.ok(!existsSync(join(BUILD, from, 'index.html')), `${from} is a page of the build; the host would serve the rule instead`);
    }
    // Cloudflare Pages reads 2,000 static rules; the count is in the build log.
    assert.ok(rules.size <= 2000, `${rules.size} rules`);
  });

  test('every old page and API spelling: one 301 through npm run serve, then 200 on the page that names the topic', async () => {
    const topics = new Map(LEGACY_PAGES.map(({from, topic}) => [from, topic]));
    const modules = new Map(LEGACY_API_PAGES.map(({from, module}) => [from, module]));
    assert.ok(rules.size > topics.size * 2 + modules.size * 2, 'the build has the legacy rules and the lowercase ones');
    const pages = new Map<string, Promise<Reply>>();
    await eachConcurrently([...rules], async ([from, to]) => {
      const reply = await get(port, from);
      assert.equal(reply.status, 301, from);
      assert.equal(reply.headers.location, to, from);
      const target = to.replace(/#.*/, '');
      if (!pages.has(target)) pages.set(target, get(port, target));
      const landed = await pages.get(target)!;
      assert.equal(landed.status, 200, `${from} -> ${to}`);
      const html = landed.body;
      const old = from.replace(/(.)\/$/, '$1');
      const topic = topics.get(old);
      if (topic) assert.match(heading(html), new RegExp(topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), `${from} -> ${to}`);
      const module = modules.get(old);
      if (module) assert.match(html, new RegExp(`<h2[^>]*id=["']?${module}["' >]`), `${from}: the overview has the ${module} section`);
      // A lowercase spelling lands on the page of the same name, or on its entry of a shared page.
      const [, anchor] = to.split('#');
      if (!topic && !module && anchor) assert.match(html, new RegExp(`id=["']?${anchor}["' >]`), `${from} -> ${to}`);
      else if (!topic && !module)
        assert.equal(
          heading(html)
            .replace(/^\S+\s/, '')
            .toLowerCase()
            .trim(),
          from.split('/').at(-1),
          from,
        );
    });
  });

  test('an old address as .html, in capitals, or with a trailing slash: still one hop', async () => {
    for (const [path, location] of [
      ['/docs/n1-dataloader.html', '/docs/guides/batching-with-dataloader'],
      ['/graphql-js/basic-types/', '/docs/tutorials/basic-types'],
      ['/api/class/graphqlschema.html', '/api/class/GraphQLSchema'],
      ['/API/Class/graphqlSCHEMA', '/api/class/GraphQLSchema'],
      ['/api/16.x/function/defaulttyperesolver', '/api/16.x/variables/execution#defaultTypeResolver'],
      ['/api/function/defaulttyperesolver', '/api/variables/execution#defaultTypeResolver'],
      ['/DOCS/Guides/Errors/', '/docs/guides/errors'],
    ] as const) {
      const reply = await get(port, path);
      assert.equal(reply.status, 301, path);
      assert.equal(reply.headers.location, location, path);
      assert.equal((await get(port, targetPath(location))).status, 200, location);
    }
  });
});

describe('a small site: what a redirect must refuse', () => {
  let base: string;
  let server: Server | undefined;
  let port: number;

  before(async () => {
    base = await mkdtemp(join(tmpdir(), 'legacy-redirects-serve-'));
    const files: Record<string, string> = {
      'index.html': '<title>home</title>',
      '404.html': '<title>Page Not Found</title>',
      'docs/tutorials/index.html': '<h1>Getting started</h1>',
      'api/class/GraphQLSchema/index.html': '<h1>Class GraphQLSchema</h1>',
      [REDIRECTS_FILE]: formatRedirectsFile([
        {from: '/docs/getting-started', to: '/docs/tutorials/'},
        {from: '/api/class/graphqlschema', to: '/api/class/GraphQLSchema'},
      ]),
    };
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(base, path)), {recursive: true});
      await writeFile(join(base, path), content);
    }
    ({server, port} = await listen(base));
  });
  after(async () => {
    await close(server);
    await rm(base, {recursive: true, force: true});
  });

  test('no address redirects off the site, whatever follows or precedes an old path', async () => {
    for (const path of [
      '//evil.example/docs/getting-started',
      '/\\evil.example/docs/getting-started',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%2f/evil.example/',
      '/docs/getting-started//evil.example',
      '/docs/getting-started/https://evil.example/',
      '/docs/getting-started/%2F%2Fevil.example',
      '/docs/getting-started/..//evil.example',
      '//docs/getting-started',
      '/docs/getting-started?next=//evil.example',
      '/docs/getting-started#//evil.example',
    ]) {
      const reply = await get(port, path);
      const location = reply.headers.location;
      if (location !== undefined) {
        assert.ok(/^\/(?![/\\])/.test(location), `${path} -> ${location}`);
        assert.equal(new URL(location, 'http://site.example').host, 'site.example', path);
        assert.equal((await get(port, location)).status, 200, `${path} -> ${location}: one hop`);
      } else assert.equal(reply.status, 404, path);
    }
  });

  test('nothing sent in an old path reaches a header', async () => {
    for (const path of [
      '/docs/getting-started%0D%0ASet-Cookie:%20stolen=1',
      '/docs/getting-started%0ASet-Cookie:%20stolen=1',
      '/docs/getting-started?%0D%0ASet-Cookie:%20stolen=1',
      '/api/class/graphqlschema%0d%0aLocation:%20https://evil.example',
    ]) {
      const reply = await get(port, path);
      assert.equal(reply.headers['set-cookie'], undefined, path);
      assert.ok(!/evil|stolen|[\r\n]/.test(reply.headers.location ?? ''), `${path} -> ${reply.headers.location}`);
    }
  });

  test('a page is never redirected to itself, and an unknown address gets 404 with the not-found page', async () => {
    assert.equal((await get(port, '/api/class/GraphQLSchema')).status, 200);
    assert.equal((await get(port, '/docs/tutorials/')).status, 200);
    const unknown = await get(port, '/docs/no-such-page');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /Page Not Found/);
    // The rules file itself is not served.
    assert.equal((await get(port, `/${REDIRECTS_FILE}`)).status, 404);
  });

  test('an old path followed by .html is one hop to the page, not to the old clean path', async () => {
    const reply = await get(port, '/docs/getting-started.html');
    assert.equal(reply.status, 301);
    assert.equal(reply.headers.location, '/docs/tutorials/');
  });
});
