import {readdirSync, statSync} from 'node:fs';
import {join, sep} from 'node:path';

/** The page types the benchmark measures, one representative page each. */
export interface BenchPage {
  label: string;
  path: string;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {label: 'Home', path: '/'},
  {label: 'Tutorial', path: '/docs/tutorials/basic-types'},
  {label: 'API class', path: '/api/class/GraphQLObjectType'},
  {label: 'API function', path: '/api/function/graphql'},
];

/**
 * The `count` pages of the build with the most HTML, largest first: long pages cost the most
 * to hydrate, and new long pages (guides, upgrade notes) are measured without editing this list.
 */
export function longestPages(buildDir: string, count: number): BenchPage[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => ({file, bytes: statSync(join(buildDir, file)).size}))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({file, bytes}, index) => ({
      label: `Long #${index + 1} (${Math.round(bytes / 1024)} KiB HTML)`,
      path: `/${file.slice(0, -`${sep}index.html`.length).split(sep).join('/')}`,
    }));
}
