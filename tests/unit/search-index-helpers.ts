import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {ApiVersion} from '../../contracts/search';

// What the search tests build their small sites from.

/** The versions the build derives from the API generator's packages (see api-versions.ts). */
export const API_VERSIONS: ApiVersion[] = [
  {name: '17.x', routePrefix: '/api'},
  {name: '16.x', routePrefix: '/api/16.x'},
];

/** A built page: navbar words outside any doc content, then `body`. */
export const builtPage = (body: string) => `<html lang=en><head><title>t</title></head><body><nav>Navbar words</nav>${body}</body></html>`;

/** A built doc page as Docusaurus writes it: its title, then one section holding `text`. */
export const docPage = (title: string, text: string) =>
  builtPage(
    `<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>` +
      `<h2 id=section>Section<a href=#section class=hash-link>\u200b</a></h2><p>${text}</p></div></article>`,
  );

/** Writes each file (a path under `outDir`) with its text. */
export async function writeBuiltFiles(outDir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    await writeFile(path.join(outDir, file), text);
  }
}
