// The image a link to a page shows when pasted into a chat or a post (og:image): which card each
// doc page declares (src/theme/DocItem/Metadata; every other page declares the site's card,
// through docusaurus.config.ts) and the heading plugins/social-cards draws on it. Imports nothing.

/** Every card's size in pixels, the large-image size the networks ask for (1.91:1). */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export interface SocialCard {
  /** Where the PNG is served, from the site root. */
  path: string;
  heading: string;
  /** The image's alternative text (og:image:alt): what the card says. */
  alt: string;
}

/** The card of the home page, the not-found page and any other page that is not a doc. */
export const SITE_CARD: SocialCard = {
  path: '/img/social/site.png',
  heading: 'A reference implementation of GraphQL for JavaScript',
  alt: 'graphql-js: A reference implementation of GraphQL for JavaScript',
};

/**
 * A hand-written page has a card of its own, with its title, named after its address
 * (`/docs/tutorials/basic-types` → `/img/social/docs/tutorials/basic-types.png`, `/docs/` →
 * `/img/social/docs.png`); the generated API pages share one card per version.
 */
export function socialCardOf(permalink: string, title: string): SocialCard {
  const version = /^\/api(?:\/(\d+\.x))?(?:\/|$)/.exec(permalink);
  const name = version ? `api${version[1] ? `-${version[1]}` : ''}` : permalink.replace(/^\/+|\/+$/g, '');
  const heading = version ? `API reference${version[1] ? ` for graphql ${version[1]}` : ''}` : title;
  return {path: `/img/social/${name}.png`, heading, alt: `graphql-js: ${heading}`};
}
