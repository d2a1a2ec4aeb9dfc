// Where this site's own source lives, and the two links every doc page's footer builds from it
// (src/theme/DocItem/Footer): "Edit this page", made at build time by the docs plugin's
// `editUrl`, and "Report a problem with this page", made by the footer. Imports nothing.

export interface SiteSource {
  /** The repository's web address on GitHub, e.g. `https://github.com/owner/name`. */
  repository: string;
  /** The branch readers' edits are proposed against. */
  branch: string;
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** GitHub's editor for one file of the repository, e.g. `docs/tutorials/basic-types.mdx`. */
export function editUrlOf(source: SiteSource, filePath: string): string {
  return `${source.repository}/edit/${encodePath(source.branch)}/${encodePath(filePath)}`;
}

/** A new issue in the repository, its title and body naming the page it is about. */
export function reportProblemUrl(repository: string, page: {url: string; title: string}): string {
  const title = `Problem on the page "${page.title}"`;
  const body = `Page: ${page.url}\nTitle: ${page.title}\n\nWhat is wrong, missing or unclear:\n`;
  return `${repository}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
