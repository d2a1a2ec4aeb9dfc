// Where a page's Markdown copy is served, shared by the generator (Node) and the page's copy
// action (browser): the page's path without its trailing slash, plus `.md`. So
// `/docs/tutorials/basic-types` has `/docs/tutorials/basic-types.md`, and an index page such as
// `/docs/tutorials/` or `/api` has `/docs/tutorials.md` and `/api.md`: one file per page, beside
// the folder of its subpages, never inside a folder the clean-URL rules would treat as a page.

export function markdownPathOf(route: string): string {
  const path = route.replace(/\/+$/, '');
  return `${path === '' ? '/index' : path}.md`;
}

/** The llms.txt index and the file with the tutorial and guides in reading order. */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';
