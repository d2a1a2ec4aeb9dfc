// The overview's filter: the text typed into ApiOverviewFilter, which every ApiLinkList of the
// page reads, and the names each list holds, from which the filter counts what matches. Module
// state, like the page itself: there is one overview on screen at a time, and the filter clears
// the text when it unmounts.

let query = '';
const lists = new Set<readonly string[]>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToFilter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function filterQuery(): string {
  return query;
}

export function setFilterQuery(text: string): void {
  const next = text.trim();
  if (next === query) return;
  query = next;
  notify();
}

/** Case-insensitive, anywhere in the name: "type" finds `GraphQLObjectType` and `typeFromAST`. */
export function matchesFilter(name: string, text: string): boolean {
  return name.toLowerCase().includes(text.toLowerCase());
}

/** A list's names count towards the filter's total while the list is mounted. */
export function registerFilteredList(names: readonly string[]): () => void {
  lists.add(names);
  notify();
  return () => {
    lists.delete(names);
    notify();
  };
}

/** `matches/total` over the mounted lists, as a string so that React can compare snapshots. */
export function filterCounts(): string {
  let matches = 0;
  let total = 0;
  for (const names of lists) {
    total += names.length;
    if (query) matches += names.filter((name) => matchesFilter(name, query)).length;
  }
  return `${query ? matches : total}/${total}`;
}
