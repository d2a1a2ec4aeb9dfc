// How a symbol index file (`search/symbols-{version}.json`) stores a symbol: a tuple, not an
// object, since the dialog fetches the file when it opens and repeated key names cost bytes
// even compressed (about 280 B of the 17.x file's 9.5 KB brotli). Most symbols have a page of
// their own at `{routePrefix}/{kind}/{name}` and leave their url out; a symbol documented on a
// shared page (`/api/type#graphqlstring`) keeps its url as the tuple's last item.
import type {SearchSymbol} from './api';

/** `[name, kind, module, summary]`, then the url only when the symbol's page is not its own. */
export type StoredSymbol = [name: string, kind: SearchSymbol['kind'], module: string, summary: string, url?: string];

function ownPageUrl(routePrefix: string, name: string, kind: string): string {
  return `${routePrefix}/${kind}/${name}`;
}

export function toStoredSymbol({name, kind, module, summary, url}: SearchSymbol, routePrefix: string): StoredSymbol {
  return url === ownPageUrl(routePrefix, name, kind) ? [name, kind, module, summary] : [name, kind, module, summary, url];
}

export function fromStoredSymbol([name, kind, module, summary, url]: StoredSymbol, routePrefix: string): SearchSymbol {
  return {name, kind, module, summary, url: url ?? ownPageUrl(routePrefix, name, kind)};
}
