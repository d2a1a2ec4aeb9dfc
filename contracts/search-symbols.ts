// How a symbol index file (`search/symbols-{version}.json`) stores a symbol. Most symbols have a
// page of their own at `{routePrefix}/{kind}/{name}`, and leave their url out: the file the
// dialog fetches when it opens is about a tenth smaller for it. A symbol documented on a shared
// page (`/api/type#graphqlstring`) keeps its url. Imports nothing.

interface Named {
  name: string;
  kind: string;
}

/** A symbol as the file holds it: its url only when its page is not its own. */
export type StoredSymbol<T extends Named & {url: string}> = Omit<T, 'url'> & {url?: string};

function ownPageUrl(routePrefix: string, {name, kind}: Named): string {
  return `${routePrefix}/${kind}/${name}`;
}

export function toStoredSymbol<T extends Named & {url: string}>(symbol: T, routePrefix: string): StoredSymbol<T> {
  const {url, ...stored} = symbol;
  return url === ownPageUrl(routePrefix, symbol) ? stored : {...stored, url};
}

export function fromStoredSymbol<T extends Named & {url?: string}>(stored: T, routePrefix: string): T & {url: string} {
  return {...stored, url: stored.url ?? ownPageUrl(routePrefix, stored)};
}
