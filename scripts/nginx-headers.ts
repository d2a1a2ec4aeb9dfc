// Writes the nginx includes of DEPLOYMENT.md from a build's `_headers`, on every deploy (the
// script hashes and file names change with each build):
//   npx tsx scripts/nginx-headers.ts build /etc/nginx/snippets
// graphql-js-headers.conf: the headers of every answer; graphql-js-files.conf: the files with
// headers of their own (plugins/security-headers/nginx.ts); graphql-js-redirects.conf: the
// build's `_redirects` as a `map` (plugins/legacy-redirects/rules.ts), empty when it has none.
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseHeadersFile} from '../plugins/security-headers/headers-file';
import {nginxHeaders} from '../plugins/security-headers/nginx';
import {nginxRedirectMap, parseRedirectsFile, REDIRECTS_FILE} from '../plugins/legacy-redirects/rules';

export const NGINX_HEADERS_FILE = 'graphql-js-headers.conf';
export const NGINX_FILES_FILE = 'graphql-js-files.conf';
export const NGINX_REDIRECTS_FILE = 'graphql-js-redirects.conf';

export async function writeNginxIncludes(buildDir: string, outDir: string): Promise<void> {
  const {headers, files} = nginxHeaders(parseHeadersFile(await readFile(join(buildDir, '_headers'), 'utf8')));
  await writeFile(join(outDir, NGINX_HEADERS_FILE), headers);
  await writeFile(join(outDir, NGINX_FILES_FILE), files);
  const redirects = await readFile(join(buildDir, REDIRECTS_FILE), 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  await writeFile(join(outDir, NGINX_REDIRECTS_FILE), nginxRedirectMap(parseRedirectsFile(redirects)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [buildDir, outDir] = process.argv.slice(2);
  if (!buildDir || !outDir) throw new Error('Usage: tsx scripts/nginx-headers.ts <build folder> <folder for the includes>');
  writeNginxIncludes(buildDir, outDir).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
