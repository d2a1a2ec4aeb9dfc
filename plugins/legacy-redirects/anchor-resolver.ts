// The script that makes an API overview answer an old per-module page's anchor, which the server
// never sees: `/api-v16/execution#execute` is redirected to `/api/16.x?module=execution` and
// arrives with its hash; the script finds the export the hash names in the symbol index and
// replaces the location with its page. Without a hash, or one naming no export (`#overview`,
// `#scalars`), the reader stays on the overview at the module's section.
//
// It is inline in the two overview pages only (the plugin adds it to their HTML before
// plugins/security-headers hashes every inline script into the policy), so no other page and no
// bundle carries it, and it runs before the page is drawn: the page stays hidden while the index
// loads, so nothing flashes before the export's page. Without `?module=` it does nothing.
import {symbolIndexPath} from '../../contracts/search';
import {MODULE_PARAM} from './rules';

export interface ResolverVersion {
  /** The route prefix of the version's pages, e.g. `/api/16.x`. */
  routePrefix: string;
  /** The symbol index file, e.g. `/search/symbols-16.x.json`. */
  index: string;
}

/**
 * The inline script. `versions` are latest first: an overview tries its own version's index,
 * then the older ones' (graphql.org's pages named `formatError`, which 17 removed).
 */
export function anchorResolverScript(versions: readonly ResolverVersion[], renamed: Readonly<Record<string, string>>): string {
  return `(() => {
const module = new URLSearchParams(location.search).get(${JSON.stringify(MODULE_PARAM)});
if (module === null) return;
const versions = ${JSON.stringify(versions)};
const renamed = ${JSON.stringify(renamed)};
const here = location.pathname.replace(/\\/$/, '');
const tried = versions.slice(Math.max(0, versions.findIndex((version) => version.routePrefix === here)));
let anchor = location.hash.slice(1);
try { anchor = decodeURIComponent(anchor); } catch {}
anchor = anchor.toLowerCase();
const root = document.documentElement;
const showSection = () => {
  root.style.visibility = '';
  history.replaceState(history.state, '', here + '#' + encodeURIComponent(module));
  const scroll = () => document.getElementById(module)?.scrollIntoView();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scroll); else scroll();
};
if (!anchor) { showSection(); return; }
const name = (renamed[anchor] ?? anchor).toLowerCase();
root.style.visibility = 'hidden';
(async () => {
  for (const {routePrefix, index} of tried) {
    try {
      const symbols = await (await fetch(index)).json();
      const matching = symbols.filter((symbol) => symbol[0].toLowerCase() === name);
      const symbol = matching.find((entry) => entry[2] === module) ?? matching[0];
      if (symbol) { location.replace(symbol[4] ?? routePrefix + '/' + symbol[1] + '/' + symbol[0]); return; }
    } catch {}
  }
  showSection();
})();
})();`;
}

export function resolverVersions(apiVersions: readonly {name: string; routePrefix: string}[]): ResolverVersion[] {
  return apiVersions.map(({name, routePrefix}) => ({routePrefix, index: `/${symbolIndexPath(name)}`}));
}
