import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';
import securityHeadersPlugin, {PLUGIN_NAME, siteHeaders, writeHeadersFile} from '../../plugins/security-headers/index';
import {formatHeadersFile, headersForPath, MAX_RULES, parseHeadersFile} from '../../plugins/security-headers/headers-file';
import {nginxHeaders} from '../../plugins/security-headers/nginx';
import {HOST_FRAME_FILE, HOST_FRAME_HTML, HOST_FRAME_PATH, HOST_FRAME_SCRIPT} from '../../plugins/sample-worker/host-frame';
import {contentSecurityPolicy, headerRules, inlineScripts, SAMPLE_HOST_POLICY, scriptHash} from '../../plugins/security-headers/policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('inline scripts a browser runs are found; external scripts and data blocks are not', () => {
  const html = [
    '<head><script>var a=1</script>',
    '<script src=/assets/js/main.js defer></script>',
    '<script data-rh=true type=application/ld+json>{"@context":"https://schema.org"}</script>',
    '<script type="module">import "/x.js"</script>',
    "<script type='text/javascript'>b()</script>",
    '<SCRIPT data-src=x>c()</SCRIPT >',
    '<script data-rh=true>\n d()\n</script></head>',
  ].join('');
  assert.deepEqual(inlineScripts(html), ['var a=1', 'import "/x.js"', 'b()', 'c()', '\n d()\n']);
});

test('a script is hashed the way the browser hashes it, line endings normalised', () => {
  assert.equal(scriptHash('var a=1'), sha256('var a=1'));
  assert.equal(scriptHash('a()\r\nb()\rc()'), sha256('a()\nb()\nc()'));
  assert.equal(scriptHash('"é"'), sha256('"é"'));
});

test('the policy allows the hashed scripts and WebAssembly, no inline scripts, no framing', () => {
  const policy = contentSecurityPolicy([sha256('b'), sha256('a'), sha256('b')]);
  const directives = new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  assert.deepEqual(directives.get('script-src'), ["'self'", "'wasm-unsafe-eval'", ...[sha256('a'), sha256('b')].sort()]);
  assert.doesNotMatch(directives.get('script-src')!.join(' '), /unsafe-inline|(^| )'unsafe-eval'|\*/);
  assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directives.get('object-src'), ["'none'"]);
  assert.deepEqual(directives.get('default-src'), ["'self'"]);
});

test('_headers: written, read back and matched the way the hosts do', () => {
  const text = formatHeadersFile(
    [
      {pattern: '/*', headers: [['X-A', '1']]},
      {
        pattern: '/assets/*',
        headers: [
          ['Cache-Control', 'immutable'],
          ['X-A', '2'],
        ],
      },
    ],
    'a comment',
  );
  assert.equal(text, '# a comment\n/*\n  X-A: 1\n/assets/*\n  Cache-Control: immutable\n  X-A: 2\n');
  const rules = parseHeadersFile(text);
  assert.deepEqual(Object.fromEntries(headersForPath(rules, '/docs/')), {'X-A': '1'});
  assert.deepEqual(Object.fromEntries(headersForPath(rules, '/assets/js/a.js')), {'X-A': '1, 2', 'Cache-Control': 'immutable'});
  assert.deepEqual(Object.fromEntries(headersForPath(rules, '/assetsx')), {'X-A': '1'});
  // A decoded %0A or U+2028 in a path is still covered by `/*`.
  assert.deepEqual(Object.fromEntries(headersForPath(rules, '/a\nb\u2028')), {'X-A': '1'});
  assert.throws(() => formatHeadersFile([{pattern: '/*', headers: [['X', 'a'.repeat(2000)]]}]), /Cloudflare Pages ignores/);
  assert.throws(() => formatHeadersFile([{pattern: '/*', headers: [['X', 'a\nb']]}]), /invalid header/);
  assert.throws(() => parseHeadersFile('  X-A: 1\n'), /under a path/);
  // Cloudflare Pages' detach: the more specific rule's value replaces the general one's.
  const detaching = parseHeadersFile(
    formatHeadersFile([
      {
        pattern: '/*',
        headers: [
          ['X-A', '1'],
          ['X-B', '1'],
        ],
      },
      {pattern: '/w/*', detach: ['x-a'], headers: [['X-A', '2']]},
    ]),
  );
  assert.match(formatHeadersFile(detaching), /\n {2}! x-a\n/);
  assert.deepEqual(Object.fromEntries(headersForPath(detaching, '/w/a.js')), {'X-A': '2', 'X-B': '1'});
  assert.deepEqual(Object.fromEntries(headersForPath(detaching, '/a.js')), {'X-A': '1', 'X-B': '1'});
});

test("the site policy is the union of every page's inline scripts", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'security-headers-'));
  try {
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'index.html'), '<script>theme()</script><script>banner()</script>');
    await writeFile(join(dir, 'docs/index.html'), '<script>theme()</script><script>other()</script>');
    await writeFile(join(dir, 'docs/page.txt'), '<script>notAPage()</script>');
    // The sample runner's host document is not a page: it has a policy of its own.
    await mkdir(dirname(join(dir, HOST_FRAME_FILE)), {recursive: true});
    await writeFile(join(dir, HOST_FRAME_FILE), HOST_FRAME_HTML);
    const {policy, scripts, pages} = await siteHeaders(dir);
    assert.equal(pages, 2);
    assert.equal(scripts, 3);
    for (const script of ['theme()', 'banner()', 'other()']) assert.ok(policy.includes(sha256(script)), script);
    assert.ok(!policy.includes(sha256('notAPage()')));
    assert.ok(!policy.includes(sha256(HOST_FRAME_SCRIPT)));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

// A small build: two pages that load the shared files, one that loads a chunk of its own, a
// chunk no page loads, the two sample workers' scripts and the document that hosts them.
const MAIN = '/assets/js/main.1a2b3c4d.js';
const STYLES = '/assets/css/styles.0a1b2c3d.css';
const ROUTE_CHUNK = '/assets/js/5e6f7a8b.9c0d1e2f.js';
const LAZY_CHUNK = '/assets/js/lazy.89abcdef.js';
const LOGO = '/assets/images/logo-0123456789abcdef.svg';
const WORKER_16 = '/assets/js/sample-runner-worker.16.0123abcd.js';
const WORKER_17 = '/assets/js/sample-runner-worker.17.4567cdef.js';
const BUILT_PAGES: Record<string, string> = {
  'index.html': `<link rel="stylesheet" href="${STYLES}"><script>theme()</script><script src="${MAIN}" defer></script>`,
  'docs/index.html': `<link rel=stylesheet href=${STYLES}><script>theme()</script><link rel="preload" href="${ROUTE_CHUNK}" as="script"><script src="${MAIN}"></script><img src="${LOGO}">`,
  '404.html': `<link rel="stylesheet" href="${STYLES}"><script>theme()</script><script src="${MAIN}"></script>`,
};

async function writeBuild(dir: string): Promise<void> {
  for (const [path, html] of Object.entries(BUILT_PAGES)) {
    await mkdir(dirname(join(dir, path)), {recursive: true});
    await writeFile(join(dir, path), html);
  }
  for (const path of [MAIN, STYLES, ROUTE_CHUNK, LAZY_CHUNK, LOGO, WORKER_16, WORKER_17]) {
    await mkdir(dirname(join(dir, path)), {recursive: true});
    await writeFile(join(dir, path), 'x');
  }
  await writeFile(join(dir, HOST_FRAME_FILE), HOST_FRAME_HTML);
  // A precompressed copy is not a file of its own.
  await writeFile(join(dir, `${MAIN}.gz`), 'x');
}

test("_headers names each file with headers of its own; 404 pages and redirects get only the pages' headers", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'security-headers-files-'));
  try {
    await writeBuild(dir);
    const {files} = await siteHeaders(dir);
    assert.equal(files.sampleHost, true);
    // Most pages first, then by name.
    assert.deepEqual(files.hashedAssets, [STYLES, MAIN, LOGO, ROUTE_CHUNK, LAZY_CHUNK, WORKER_16, WORKER_17, HOST_FRAME_FILE]);

    await writeHeadersFile(dir);
    const text = await readFile(join(dir, '_headers'), 'utf8');
    assert.doesNotMatch(text.replace(/^#.*\n/gm, ''), /\*./, 'no pattern but /* has a splat');
    const rules = parseHeadersFile(text);
    const {policy} = await siteHeaders(dir);
    // What Cloudflare Pages and Netlify send: every rule whose pattern matches the address.
    const at = (path: string) => Object.fromEntries(headersForPath(rules, path));
    const pages = {
      'Content-Security-Policy': policy,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    };
    const immutable = {'Cache-Control': 'public, max-age=31536000, immutable'};
    for (const path of [
      '/',
      '/docs/',
      // 404s: addresses shaped like the sample host's or a worker's, a page under /assets/js/.
      '/assets/sample-runner-host.nope',
      `${HOST_FRAME_PATH}/`,
      `${HOST_FRAME_PATH}.js`,
      '/assets/js/sample-runner-worker.nope.js',
      '/assets/js/sample-runner-worker.17.4567cdef.js/',
      '/assets/js/x',
      // The hosts' redirects to clean URLs.
      '/assets/index.html',
      '/assets/js/x.html',
      `${MAIN}/index.html`,
    ]) {
      assert.deepEqual(at(path), pages, path);
    }
    // The workers' scripts are fetched as data by the page, and get the files' headers.
    for (const path of [MAIN, STYLES, ROUTE_CHUNK, LAZY_CHUNK, LOGO, WORKER_16, WORKER_17]) {
      assert.deepEqual(at(path), {...pages, ...immutable}, path);
    }
    // The document hosting the sample workers gets its own policy in place of the pages', never
    // both, and may be framed by the site: no X-Frame-Options.
    const {'X-Frame-Options': _framing, ...framable} = pages;
    assert.deepEqual(at(HOST_FRAME_PATH), {...framable, 'Content-Security-Policy': SAMPLE_HOST_POLICY, ...immutable});
    // It allows eval and blob: workers, its own script by hash, and nothing else.
    assert.equal(
      SAMPLE_HOST_POLICY,
      `default-src 'none'; script-src ${sha256(HOST_FRAME_SCRIPT)} 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    );
    assert.ok(HOST_FRAME_HTML.includes(`<script>${HOST_FRAME_SCRIPT}</script>`));
    assert.equal(inlineScripts(HOST_FRAME_HTML).length, 1);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test("past Cloudflare Pages' rule limit, the files the fewest pages load get no rule", () => {
  const assets = Array.from({length: 150}, (_, i) => `/assets/js/${String(i).padStart(3, '0')}.0123abcd.js`);
  const rules = headerRules('default-src', {sampleHost: true, hashedAssets: [...assets, HOST_FRAME_FILE]});
  assert.equal(rules.length, MAX_RULES);
  assert.deepEqual(
    rules.map((rule) => rule.pattern),
    ['/*', HOST_FRAME_PATH, ...assets.slice(0, MAX_RULES - 2)],
  );
  assert.doesNotThrow(() => formatHeadersFile(rules));
});

test("nginx: the pages' headers for every location, and a block of its own for each named file", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'security-headers-nginx-'));
  try {
    await writeBuild(dir);
    await writeHeadersFile(dir);
    const {policy} = await siteHeaders(dir);
    const {headers, files} = nginxHeaders(parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8')));
    assert.equal(
      headers,
      `add_header Content-Security-Policy "${policy}" always;\n` +
        'add_header Referrer-Policy "strict-origin-when-cross-origin" always;\n' +
        'add_header X-Content-Type-Options "nosniff" always;\n' +
        'add_header X-Frame-Options "DENY" always;\n',
    );
    const blocks = files.split(/(?=^location )/m);
    assert.equal(blocks.length, 8);
    assert.equal(
      blocks.find((block) => block.includes(HOST_FRAME_PATH)),
      `location = "${HOST_FRAME_PATH}" {\n` +
        '  add_header Referrer-Policy "strict-origin-when-cross-origin" always;\n' +
        '  add_header X-Content-Type-Options "nosniff" always;\n' +
        `  add_header Content-Security-Policy "${SAMPLE_HOST_POLICY}" always;\n` +
        '  add_header Cache-Control "public, max-age=31536000, immutable";\n' +
        '  try_files $uri $uri.html =404;\n}\n',
    );
    assert.match(
      blocks.find((block) => block.includes(MAIN))!,
      new RegExp(`Content-Security-Policy "${policy.replace(/[+/]/g, '\\$&')}" always;`),
    );
    assert.throws(() => nginxHeaders([{pattern: '/*', headers: [['X-A', '$host']]}]), /cannot quote/);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('postBuild waits for the postBuild of every plugin listed after it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'security-headers-order-'));
  try {
    const plugin = securityHeadersPlugin() as LoadedPlugin;
    // Rewrites the page after a while, as plugins/search-index does.
    const slow = {
      name: 'slow',
      postBuild: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await writeFile(join(dir, 'index.html'), `<script>late()</script>${'<p>filler</p>'.repeat(200)}`);
      },
    } as unknown as LoadedPlugin;
    await writeFile(join(dir, 'index.html'), '<script>early()</script>');
    await mkdir(join(dir, 'assets'), {recursive: true});
    await writeFile(join(dir, HOST_FRAME_FILE), HOST_FRAME_HTML);
    const plugins = [{name: 'docusaurus-plugin-sitemap', postBuild: async () => {}} as unknown as LoadedPlugin, plugin, slow];
    // What Docusaurus does: start every postBuild, in order, and wait for all.
    const props = {outDir: dir, plugins} as unknown as Parameters<NonNullable<LoadedPlugin['postBuild']>>[0];
    await Promise.all(plugins.map(async (each) => each.postBuild?.(props)));
    const headers = await readFile(join(dir, '_headers'), 'utf8');
    assert.ok(headers.includes(sha256('late()')));
    assert.ok(!headers.includes(sha256('early()')));
    assert.ok((await readFile(join(dir, 'index.html.gz'))).length > 0);

    // A Docusaurus that called the later postBuilds only after this one's finished would hang it.
    const alone = [securityHeadersPlugin() as LoadedPlugin, {name: 'later', postBuild: async () => {}} as unknown as LoadedPlugin];
    await assert.rejects(async () => alone[0].postBuild!({...props, plugins: alone}), /did not start with this one's/);

    const misplaced = [slow, securityHeadersPlugin() as LoadedPlugin];
    await assert.rejects(
      async () => misplaced[1].postBuild!({...props, plugins: misplaced}),
      new RegExp(`${PLUGIN_NAME}\\] must be listed before .*slow`),
    );
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a build without the sample runner host document fails loudly', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'security-headers-host-'));
  try {
    await writeFile(join(dir, 'index.html'), '<script>theme()</script>');
    await mkdir(join(dir, 'assets/js'), {recursive: true});
    await writeFile(join(dir, WORKER_17), 'x');
    const plugins = [securityHeadersPlugin() as LoadedPlugin];
    const props = {outDir: dir, plugins} as unknown as Parameters<NonNullable<LoadedPlugin['postBuild']>>[0];
    await assert.rejects(async () => plugins[0].postBuild!(props), /found no sample runner host document/);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a build whose pages show no inline script fails loudly', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'security-headers-none-'));
  try {
    await writeFile(join(dir, 'index.html'), '<script src=/a.js></script>');
    const plugins = [securityHeadersPlugin() as LoadedPlugin];
    const props = {outDir: dir, plugins} as unknown as Parameters<NonNullable<LoadedPlugin['postBuild']>>[0];
    await assert.rejects(async () => plugins[0].postBuild!(props), /found no inline script in 1 pages/);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
