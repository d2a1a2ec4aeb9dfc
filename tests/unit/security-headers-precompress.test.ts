import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {randomBytes} from 'node:crypto';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {brotliWindowBits, precompress} from '../../plugins/security-headers/precompress';

test('writes .gz and .br beside compressible files above 1 KB, and only those', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  try {
    const big = 'const answer = 42;\n'.repeat(200);
    const files: Record<string, string | Buffer> = {
      'index.html': `<p>${'hello '.repeat(400)}</p>`,
      'assets/js/main.js': big,
      'assets/css/styles.css': `a{color:red}\n`.repeat(100),
      'robots.txt': 'User-agent: *\n',
      // A page's Markdown copy (plugins/markdown-copies).
      'docs/guide.md': `# Guide\n\n${'Some prose. '.repeat(200)}\n`,
      'img/logo.png': Buffer.alloc(4096, 7),
      'pagefind/fragment/en_1.pf_fragment': Buffer.alloc(4096, 1),
      // Random bytes do not compress: no copy is written for them.
      'search/random.json': randomBytes(3000),
    };
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), {recursive: true});
      await writeFile(join(dir, path), content);
    }
    const result = await precompress(dir, 2);
    const written = (await readdir(dir, {recursive: true})).filter((path) => /\.(gz|br)$/.test(path)).sort();
    assert.deepEqual(written, [
      'assets/css/styles.css.br',
      'assets/css/styles.css.gz',
      'assets/js/main.js.br',
      'assets/js/main.js.gz',
      'docs/guide.md.br',
      'docs/guide.md.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    assert.equal(gunzipSync(await readFile(join(dir, 'assets/js/main.js.gz'))).toString(), big);
    assert.equal(brotliDecompressSync(await readFile(join(dir, 'assets/js/main.js.br'))).toString(), big);
    assert.equal(result.files, 5);
    assert.ok(result.gzipBytes < result.bytes && result.brotliBytes < result.bytes);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test("brotli's window is the smallest that holds the file, within brotli's limits", () => {
  assert.equal(brotliWindowBits(1000), 10);
  assert.equal(brotliWindowBits(1008), 10);
  // 2^10 - 16 bytes fit a 10-bit window; one more needs 11 bits.
  assert.equal(brotliWindowBits(1009), 11);
  assert.equal(brotliWindowBits(300_000), 19);
  assert.equal(brotliWindowBits(100_000_000), 24);
});

test('a copy that is not written again is removed, so that no copy is older than its file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  try {
    // Each file had copies once, then changed: it became incompressible, or too small to compress.
    await writeFile(join(dir, 'random.json'), randomBytes(3000));
    await writeFile(join(dir, 'small.js'), 'export {};\n');
    for (const name of ['random.json', 'small.js']) {
      await writeFile(join(dir, `${name}.gz`), 'an older copy');
      await writeFile(join(dir, `${name}.br`), 'an older copy');
    }
    await precompress(dir, 2);
    assert.deepEqual((await readdir(dir)).sort(), ['random.json', 'small.js']);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
