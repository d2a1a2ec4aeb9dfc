// What a doc page may declare that this site's theme components do not show: tags (the footer,
// src/theme/DocItem/Footer, shows none), an unlisted or draft state (src/theme/ContentVisibility
// shows no banner) and an image of its own (src/theme/DocItem/Metadata declares the page's social
// card). The build stops on any of them, naming the page, instead of silently dropping it; the
// checks run here, once, rather than in components that every reader's browser downloads. The
// hand-written pages' front matter is checked against its schema here too (front-matter.ts).
import type {Plugin} from '@docusaurus/types';
import {frontMatterProblems} from './front-matter';

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

/** The hand-written pages (docs/), whose front matter follows FRONT_MATTER_SCHEMA; the API pages are generated. */
const HAND_WRITTEN = '@site/docs/';

/** One line per front matter field at fault in a hand-written page. */
export function frontMatterDeclarations(docs: Iterable<CheckedDoc>): string[] {
  return [...docs]
    .filter(({source}) => source.startsWith(HAND_WRITTEN))
    .flatMap(({source, frontMatter}) => frontMatterProblems(source, frontMatter));
}

export default function docChecksPlugin(): Plugin {
  return {
    name: 'doc-checks',
    allContentLoaded({allContent}) {
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as LoadedDocs[];
      const docs = instances.flatMap(({loadedVersions}) => loadedVersions.flatMap((version) => version.docs));
      const unshown = unshownDeclarations(docs);
      const problems = [
        ...frontMatterDeclarations(docs),
        ...(unshown.length > 0 ? [`${unshown.join('; ')}. Show it in the theme component named, or remove it from the page.`] : []),
      ];
      if (problems.length > 0) throw new Error(`[doc-checks] ${problems.join('\n')}`);
    },
  };
}
