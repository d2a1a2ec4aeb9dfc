import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';
import securityHeadersPlugin, {PLUGIN_NAME, sitePolicy, writeHeadersFile} from '../../plugins/security-headers/index';
import {formatHeadersFile, headersForPath, parseHeadersFile} from '../../plugins/security-headers/headers-file';
import {HOST_FRAME_HTML, HOST_FRAME_PATH, HOST_FRAME_SCRIPT} from '../../plugins/sample-worker/host-frame';
import {contentSecurityPolicy, inlineScripts, SAMPLE_HOST_POLICY, scriptHash} from '../../plugins/security-headers/policy';

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
    const {policy, scripts, pages} = await sitePolicy(dir);
    assert.equal(pages, 2);
    assert.equal(scripts, 3);
    for (const script of ['theme()', 'banner()', 'other()']) assert.ok(policy.includes(sha256(script)), script);
    assert.ok(!policy.includes(sha256('notAPage()')));

    await writeHeadersFile(dir);
    const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'));
    const headers = headersForPath(rules, '/docs/');
    assert.equal(headers.get('Content-Security-Policy'), policy);
    assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
    assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(headers.get('X-Frame-Options'), 'DENY');
    assert.equal(headersForPath(rules, '/assets/js/main.1234.js').get('Cache-Control'), 'public, max-age=31536000, immutable');
    // The document hosting the sample workers gets its own policy instead of the pages', never
    // both, and may be framed by the site: no X-Frame-Options. No page gets that policy.
    const host = headersForPath(rules, HOST_FRAME_PATH);
    assert.equal(host.get('Content-Security-Policy'), SAMPLE_HOST_POLICY);
    assert.equal(host.get('X-Frame-Options'), undefined);
    assert.equal(host.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(host.get('Cache-Control'), 'public, max-age=31536000, immutable');
    assert.equal(headersForPath(rules, '/assets/js/main.1234.js').get('Content-Security-Policy'), policy);
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
