// The API reference versions search knows about, shared by the index builder (Node) and the
// search dialog (browser) so both agree on which pages belong to which version.

export interface ApiVersion {
  /** Version name as the API reference and its symbol index spell it. */
  name: string;
  /** Route prefix of that version's API pages. */
  routePrefix: string;
}

// Latest first: the first entry is the default scope of a search opened outside the API pages.
export const API_VERSIONS: readonly ApiVersion[] = [
  {name: '17.x', routePrefix: '/api'},
  {name: '16.x', routePrefix: '/api/16.x'},
];

export const DEFAULT_API_VERSION = API_VERSIONS[0]!.name;

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The API version a route documents, or null for pages that are not API reference pages. */
export function apiVersionOfRoute(pathname: string): string | null {
  let best: ApiVersion | null = null;
  for (const version of API_VERSIONS) {
    if (isUnder(pathname, version.routePrefix) && (!best || version.routePrefix.length > best.routePrefix.length)) {
      best = version;
    }
  }
  return best?.name ?? null;
}
