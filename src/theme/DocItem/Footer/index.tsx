// The classic doc footer shows a page's tags, its edit link and its last update. This site has
// none of them (docusaurus.config.ts sets no editUrl and no last-update time, and no page has
// tags), so the footer renders nothing and its components (0.8 KiB gzip) stay out of every doc
// page. Should a page get one of them, the build stops here instead of silently dropping it.
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocItemFooter(): null {
  const {metadata} = useDoc();
  if (typeof window === 'undefined' && (metadata.tags.length > 0 || metadata.editUrl || metadata.lastUpdatedAt || metadata.lastUpdatedBy)) {
    throw new Error(`${metadata.source} has tags, an edit link or a last update, which src/theme/DocItem/Footer does not show: restore the classic footer (remove the swizzle).`);
  }
  return null;
}
