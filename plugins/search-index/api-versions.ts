import type {ApiVersion} from '../../contracts/search';
import type {DocumentedPackage} from '../api-reference/packages';

// The API reference versions search knows about. One source: the API generator's list of
// installed packages (plugins/api-reference/packages.ts), which also names the versions and
// routes of the docs plugin that serves the reference. The search-index plugin derives this list
// from it at build time, checks that the served reference and the symbol list agree with it
// (any difference fails the build), and hands it to the browser as its global data
// (contracts/search.ts).

/** The generator's packages, current first, as search versions. */
export function apiVersionsOfPackages(packages: readonly Pick<DocumentedPackage, 'label' | 'basePath' | 'isCurrent'>[]): ApiVersion[] {
  return [...packages]
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
    .map(({label, basePath}) => ({name: label, routePrefix: basePath}));
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
