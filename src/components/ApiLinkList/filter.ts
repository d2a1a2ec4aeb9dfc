// The overview's filter works on the page as rendered: whether an export list was hydrated from
// the server's markup (packages/docusaurus-lean-client/hydration-shell) or rendered in the browser, the filter shows and
// hides its items by their `hidden` attribute, which React never sets on them.

/** The lists the filter narrows (ApiLinkList). */
const FILTERED_LISTS = 'ul[data-api-link-list]';

/** Case-insensitive, anywhere in the name: "type" finds `GraphQLObjectType` and `typeFromAST`. */
export function matchesFilter(name: string, text: string): boolean {
  return name.toLowerCase().includes(text.toLowerCase());
}

/** Whether a release (`16.12.0`) is `since` or later; an export with no release recorded is older than any. */
export function addedSince(added: string | undefined, since: string): boolean {
  if (!since) return true;
  if (!added) return false;
  const [a, b] = [added, since].map((version) => version.split('.').map(Number));
  return (a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) >= 0;
}

/**
 * Shows the items of the page's export lists whose name (the text of their link) contains the
 * query and, given a release, that were added in it or later (their `data-added`), and with
 * `usedOnly`, that the docs' samples use (`data-used`); hides the others and each list left empty
 * (the page's CSS then hides its heading and empty modules), and counts the items that match and
 * all of them.
 */
export function filterLists(page: ParentNode, query: string, since = '', usedOnly = false): {matches: number; total: number} {
  let matches = 0;
  let total = 0;
  for (const list of page.querySelectorAll<HTMLElement>(FILTERED_LISTS)) {
    let shown = 0;
    for (const item of Array.from(list.children) as HTMLElement[]) {
      const match =
        matchesFilter(item.querySelector('a')?.textContent ?? '', query) &&
        addedSince(item.dataset.added, since) &&
        (!usedOnly || item.dataset.used !== undefined);
      item.hidden = !match;
      if (match) shown++;
    }
    list.hidden = shown === 0;
    matches += shown;
    total += list.children.length;
  }
  return {matches, total};
}
