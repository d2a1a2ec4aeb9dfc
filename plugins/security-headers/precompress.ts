import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

// Writes `name.gz` (zlib level 9) and `name.br` beside every compressible file of the build, so
// that scripts/serve.ts (and nginx's gzip_static / brotli_static) send compressed bytes without
// compressing anything per request. zlib works on libuv's thread pool, so the build's event loop
// stays free.
//
// Brotli's quality, measured on this site's build (CPU time, size against gzip -9):
//   scripts, 5 MB:  quality 8: 0.2 s, -5 %;  quality 10: 2.7 s, -11 %;  quality 11: ~3x 10's time, -3 % more
//   pages, 27 MB:   quality 8: 0.7 s, -7 %;  quality 10: 8.6 s, -13 %
// Scripts, styles and data get 10: they are few, cached for good, and loaded on every visit.
// Pages get 8: they are most of the bytes and of the time, and a reader loads one per visit
// (later pages come as scripts), so 10 would cost the build 8 s for 6 % of one page.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Types worth compressing; scripts/serve.ts sends `Vary: Accept-Encoding` with exactly these. */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.md', '.xml'];

/** Smaller files gain little, and a compressed response has ~20 bytes of framing of its own. */
export const MIN_BYTES = 1024;
export function brotliQuality(path: string): number {
  return extname(path) === '.html' ? 8 : 10;
}

/**
 * Brotli's window, in bits: the smallest that holds the whole file (a window holds 2^bits - 16
 * bytes). Its default, 22 bits, allocates and clears 4 MiB for a page's 3 KB script all the same:
 * fitted, the same output takes 11 % less compression time (measured on this build's 3,000 files).
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the copy, or removes one left from an earlier attempt, which would be older than its file. */
async function keepCopy(copyPath: string, compressed: Buffer | undefined): Promise<void> {
  if (compressed === undefined) await rm(copyPath, {force: true});
  else await writeFile(copyPath, compressed);
}

async function compressOne(path: string, result: PrecompressResult): Promise<void> {
  // A file rewritten while it was being compressed (by a plugin still at work) is done again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await stat(path);
    const data = await readFile(path);
    if (data.length < MIN_BYTES) {
      await Promise.all([keepCopy(`${path}.gz`, undefined), keepCopy(`${path}.br`, undefined)]);
      return;
    }
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(data, {level: 9}),
      brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(data.length),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
    // A copy no smaller than the file is not written: the server then sends the file.
    const keepGzip = gzipped.length < data.length;
    const keepBrotli = brotli.length < data.length;
    await keepCopy(`${path}.gz`, keepGzip ? gzipped : undefined);
    await keepCopy(`${path}.br`, keepBrotli ? brotli : undefined);
    const after = await stat(path);
    if (after.mtimeMs !== before.mtimeMs || after.size !== before.size) continue;
    result.files++;
    result.bytes += data.length;
    result.gzipBytes += keepGzip ? gzipped.length : data.length;
    result.brotliBytes += keepBrotli ? brotli.length : data.length;
    return;
  }
  throw new Error(`${path} kept changing while it was being compressed`);
}

/**
 * Files under way at once. zlib runs on libuv's four threads whatever the cores, and with a few
 * files at a time they wait while files are read and written: on 2 cores this build's 3,000
 * files took 4.6 s three at a time, 3.5 s sixteen at a time.
 */
const FILES_AT_ONCE = 16;

export async function precompress(dir: string, concurrency = FILES_AT_ONCE): Promise<PrecompressResult> {
  const result: PrecompressResult = {files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0};
  const queue: string[] = [];
  for await (const path of filesUnder(dir)) {
    if (COMPRESSIBLE.has(extname(path))) queue.push(path);
  }
  let next = 0;
  const worker = async () => {
    while (next < queue.length) await compressOne(queue[next++], result);
  };
  await Promise.all(Array.from({length: Math.max(1, concurrency)}, worker));
  return result;
}
