// Other parts of the page (the mobile menu's Search entry) open the navbar's search dialog
// through this event, so the dialog and its lazy loading stay in one place: SearchBar.
export const OPEN_SEARCH_EVENT = 'graphql-docs:open-search';

export function requestSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}
