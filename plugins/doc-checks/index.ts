// What a doc page may declare that this site's theme components do not show: tags (the footer,
// src/theme/DocItem/Footer, shows none), an unlisted or draft state (src/theme/ContentVisibility
// shows no banner) and an image of its own (src/theme/DocItem/Metadata declares the page's social
// card). The build stops on any of them, naming the page, instead of silently dropping it; the
// checks run here, once, rather than in components that every reader's browser downloads.
import type {Plugin} from '@docusaurus/types';

export interface CheckedDoc {
  source: string;
  tags: readonly unknown[];
  unlisted: boolean;
  draft: boolean;
  frontMatter: Record<string, unknown>;
}

interface LoadedDocs {
  loadedVersions: {docs: CheckedDoc[]}[];
}

/** One line per page that declares something the theme would not show. */
export function unshownDeclarations(docs: Iterable<CheckedDoc>): string[] {
  const problems: string[] = [];
  for (const doc of docs) {
    const unshown = [
      doc.tags.length > 0 && 'tags (src/theme/DocItem/Footer shows none)',
      (doc.unlisted || doc.draft || doc.frontMatter.unlisted || doc.frontMatter.draft) &&
        'an unlisted or draft state (src/theme/ContentVisibility shows no banner)',
      doc.frontMatter.image !== undefined && 'an image (src/theme/DocItem/Metadata declares the social card instead)',
    ].filter(Boolean);
    if (unshown.length > 0) problems.push(`${doc.source} has ${unshown.join(', ')}`);
  }
  return problems;
}

export default function docChecksPlugin(): Plugin {
  return {
    name: 'doc-checks',
    allContentLoaded({allContent}) {
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as LoadedDocs[];
      const problems = unshownDeclarations(instances.flatMap(({loadedVersions}) => loadedVersions.flatMap((version) => version.docs)));
      if (problems.length > 0)
        throw new Error(`[doc-checks] ${problems.join('; ')}. Show it in the theme component named, or remove it from the page.`);
    },
  };
}
