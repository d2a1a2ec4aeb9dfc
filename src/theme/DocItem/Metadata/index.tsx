// The classic doc metadata (title, description, keywords), with the page's social card
// (contracts/social-cards.ts) as its image and the card's text as the image's alternative. The
// cards' size, and the site's card for every other page, are set once in docusaurus.config.ts
// (themeConfig.image and metadata). No page names an image of its own (`image` front matter):
// plugins/doc-checks stops the build if one does.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {socialCardOf} from '@site/contracts/social-cards';

export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const card = socialCardOf(metadata.permalink, metadata.title);
  return (
    <PageMetadata title={metadata.title} description={metadata.description} keywords={frontMatter.keywords} image={card.path}>
      <meta property="og:image:alt" content={card.alt} />
    </PageMetadata>
  );
}
