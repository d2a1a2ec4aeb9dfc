import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The gzip size of the chunk named `name` (`main`, `runtime~main`, …) in a build's assets/js,
 * whatever its hash: the size of its precompressed `.js.gz` (plugins/security-headers writes it).
 */
export function chunkGzipBytes(buildDir: string, name: string): number {
  const jsDir = join(buildDir, 'assets', 'js');
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]+\\.js\\.gz$`);
  const files = readdirSync(jsDir).filter((file) => pattern.test(file));
  if (files.length !== 1)
    throw new Error(`Expected one ${name} chunk in ${jsDir}, found ${files.length}${files.length > 0 ? `: ${files.join(', ')}` : ''}.`);
  return statSync(join(jsDir, files[0]!)).size;
}
