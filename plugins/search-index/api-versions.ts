import type {DocumentedPackage} from '../api-reference/packages';

// The API reference versions search knows about. One source: the API generator's list of
// installed packages (plugins/api-reference/packages.ts), which also names the versions and
// routes of the docs plugin that serves the reference. The search-index plugin derives this list
// from it at build time, checks that the served reference and the symbol list agree with it
// (any difference fails the build), and hands it to the browser as its global data.

export interface ApiVersion {
  /** Version name as the API reference and its symbol index spell it, e.g. `17.x`. */
  name: string;
  /** Route prefix of that version's API pages, relative to the site root, e.g. `/api`. */
  routePrefix: string;
}

/** Name of the search-index plugin, under which the browser finds its global data. */
export const SEARCH_INDEX_PLUGIN = 'search-index';

/** The search-index plugin's global data (see `usePluginData`). */
export interface SearchIndexGlobalData {
  /** Latest first: the first entry is the default scope of a search opened outside the API pages. */
  apiVersions: ApiVersion[];
}

/** The generator's packages, current first, as search versions. */
export function apiVersionsOfPackages(packages: readonly Pick<DocumentedPackage, 'label' | 'basePath' | 'isCurrent'>[]): ApiVersion[] {
  return [...packages]
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
    .map(({label, basePath}) => ({name: label, routePrefix: basePath}));
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The API version a route documents, or null for pages that are not API reference pages. */
export function apiVersionOfRoute(versions: readonly ApiVersion[], pathname: string): string | null {
  let best: ApiVersion | null = null;
  for (const version of versions) {
    if (isUnder(pathname, version.routePrefix) && (!best || version.routePrefix.length > best.routePrefix.length)) {
      best = version;
    }
  }
  return best?.name ?? null;
}

/** A version as the docs plugin serving the reference loaded it. */
export interface ServedVersion {
  label: string;
  /** Site path with the base URL, e.g. `/api/16.x`. */
  path: string;
}

function describe(versions: readonly ApiVersion[]): string {
  return versions.map(({name, routePrefix}) => `${name} at ${routePrefix}`).join(', ') || 'none';
}

/**
 * Throws unless the reference the docs plugin serves, and the versions the symbol list names,
 * are exactly the versions derived from the generator's packages.
 */
export function checkApiVersions({
  versions,
  served,
  baseUrl,
  symbolVersions,
}: {
  versions: readonly ApiVersion[];
  served: readonly ServedVersion[];
  baseUrl: string;
  symbolVersions: Iterable<string>;
}): void {
  const problems: string[] = [];
  if (versions.length === 0) {
    problems.push('the API generator documents no package');
  }
  const servedVersions = served.map(({label, path}) => ({
    name: label,
    routePrefix: `/${path.slice(baseUrl.length)}`.replace(/^\/\//, '/').replace(/(.)\/$/, '$1'),
  }));
  const key = ({name, routePrefix}: ApiVersion) => `${name} ${routePrefix}`;
  const sortedKeys = (list: readonly ApiVersion[]) => list.map(key).sort().join('\n');
  if (sortedKeys(servedVersions) !== sortedKeys(versions)) {
    problems.push(`the API reference serves ${describe(servedVersions)}, but its packages give ${describe(versions)}`);
  }
  const names = new Set(versions.map(({name}) => name));
  const inSymbols = new Set(symbolVersions);
  const unknown = [...inSymbols].filter((name) => !names.has(name));
  if (unknown.length > 0) {
    problems.push(`the symbol list has symbols of versions no package documents: ${unknown.join(', ')}`);
  }
  const withoutSymbols = [...names].filter((name) => !inSymbols.has(name));
  if (withoutSymbols.length > 0) {
    problems.push(`the symbol list has no symbols of ${withoutSymbols.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(`[search-index] API versions disagree: ${problems.join('; ')}.`);
  }
}
