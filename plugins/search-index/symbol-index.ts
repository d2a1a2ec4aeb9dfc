import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {API_KINDS, type ApiSymbol, type SearchSymbol} from '../../contracts/api';
import {symbolIndexPath, type ApiVersion} from '../../contracts/search';
import {toStoredSymbol} from '../../contracts/search-symbols';

// The API reference generator lists every documented symbol in one file; the search dialog
// needs only the symbols of the version it searches, so the build splits that list into one
// small static file per version.

// Summaries are shown on one line under the name; longer text only costs bytes.
const MAX_SUMMARY_LENGTH = 160;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the generator's output, naming the first bad entry rather than failing later in the browser. */
export function parseApiSymbols(json: unknown): ApiSymbol[] {
  if (!Array.isArray(json)) {
    throw new Error('symbols.json must be a JSON array');
  }
  return json.map((entry, index) => {
    const where = `symbols.json entry ${index}`;
    if (!isRecord(entry)) {
      throw new Error(`${where} is not an object`);
    }
    for (const field of ['name', 'kind', 'version', 'url', 'module', 'summary'] as const) {
      if (typeof entry[field] !== 'string') {
        throw new Error(`${where} (${String(entry.name)}) has no string "${field}"`);
      }
    }
    const symbol = entry as unknown as ApiSymbol;
    if (!API_KINDS.includes(symbol.kind)) {
      throw new Error(`${where} (${symbol.name}) has unknown kind "${symbol.kind}"`);
    }
    if (!symbol.url.startsWith('/')) {
      throw new Error(`${where} (${symbol.name}) has a url that is not site-absolute: "${symbol.url}"`);
    }
    return symbol;
  });
}

export function shortenSummary(summary: string): string {
  const oneLine = summary.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= MAX_SUMMARY_LENGTH) {
    return oneLine;
  }
  const cut = oneLine.slice(0, MAX_SUMMARY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Splits symbols by version: every known version gets a list, possibly empty. */
export function groupSymbolsByVersion(
  symbols: readonly ApiSymbol[],
  apiVersions: readonly ApiVersion[],
): {
  byVersion: Map<string, SearchSymbol[]>;
  unknownVersions: string[];
} {
  const byVersion = new Map<string, SearchSymbol[]>(apiVersions.map((v) => [v.name, []]));
  const unknownVersions = new Set<string>();
  for (const {version, name, kind, url, module, summary} of symbols) {
    const list = byVersion.get(version);
    if (!list) {
      unknownVersions.add(version);
      continue;
    }
    list.push({name, kind, url, module, summary: shortenSummary(summary)});
  }
  for (const list of byVersion.values()) {
    list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.url.localeCompare(b.url)));
  }
  return {byVersion, unknownVersions: [...unknownVersions]};
}

export async function readApiSymbols(symbolsFile: string): Promise<ApiSymbol[] | null> {
  let text: string;
  try {
    text = await readFile(symbolsFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return null;
    }
    throw error;
  }
  return parseApiSymbols(JSON.parse(text));
}

/**
 * Writes `search/symbols-<version>.json` into the build for every known version. A missing
 * symbols file still yields (empty) files, so the dialog never requests a file that is not there.
 */
export async function writeSymbolIndexes({
  symbolsFile,
  outDir,
  apiVersions,
  warn,
}: {
  symbolsFile: string;
  outDir: string;
  apiVersions: readonly ApiVersion[];
  warn: (message: string) => void;
}): Promise<Map<string, number>> {
  const symbols = await readApiSymbols(symbolsFile);
  if (!symbols) {
    warn(
      `${symbolsFile} was not found, so symbol search will be empty. ` +
        'The API reference generator writes it; full-text search is not affected.',
    );
  }
  const {byVersion, unknownVersions} = groupSymbolsByVersion(symbols ?? [], apiVersions);
  if (unknownVersions.length > 0) {
    warn(`symbols for unknown API versions were left out: ${unknownVersions.join(', ')}`);
  }
  const counts = new Map<string, number>();
  for (const [version, list] of byVersion) {
    const file = path.join(outDir, symbolIndexPath(version));
    const {routePrefix} = apiVersions.find(({name}) => name === version)!;
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, JSON.stringify(list.map((symbol) => toStoredSymbol(symbol, routePrefix))));
    counts.set(version, list.length);
  }
  return counts;
}
