// Where the build puts what the search dialog downloads, relative to the site root. Shared by
// the index builder (Node) and the dialog (browser).

/** Pagefind's bundle: its script, WebAssembly, index chunks and fragments. */
export const PAGEFIND_DIR = 'pagefind';

/** The per-version API symbol indexes (see symbol-index.ts). */
export const SYMBOL_INDEX_DIR = 'search';

export function symbolIndexPath(version: string): string {
  return `${SYMBOL_INDEX_DIR}/symbols-${version}.json`;
}
