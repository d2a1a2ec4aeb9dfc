// Writes the social card (og:image) of every page into the build: one per hand-written page, with
// its title, one per API version, and the site's card for the other pages (contracts/social-cards.ts
// says which page declares which). Cards are cached by what they are drawn from, so only a new
// or changed title, or a change of template, logo, font or library, draws again.
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SITE_CARD, socialCardOf, type SocialCard} from '../../contracts/social-cards';
import {createCardRenderer, type CardRenderer, type CardText} from './render';

interface LoadedDocs {
  loadedVersions: {docs: {permalink: string; title: string}[]}[];
}

export type DrawnCard = SocialCard & CardText;

const SECTIONS: readonly [prefix: string, section: string][] = [
  ['/docs/tutorials/', 'Tutorial'],
  ['/docs/guides/', 'Guide'],
  ['/docs/upgrade-guides/', 'Upgrade guide'],
  ['/api', 'Reference'],
];

/** The small line a card has above its heading: the part of the site the page belongs to. */
export function sectionOf(permalink: string): string {
  return SECTIONS.find(([prefix]) => permalink.startsWith(prefix))?.[1] ?? 'Documentation';
}

/** Each card once: pages that share one (the API pages of a version) must agree on its text. */
export function distinctCards(cards: Iterable<DrawnCard>): DrawnCard[] {
  const byPath = new Map<string, DrawnCard>();
  for (const card of cards) {
    const known = byPath.get(card.path);
    if (known && (known.section !== card.section || known.heading !== card.heading)) {
      throw new Error(`[social-cards] two pages declare ${card.path} with different text: "${known.heading}" and "${card.heading}"`);
    }
    byPath.set(card.path, card);
  }
  return [...byPath.values()];
}

export function cardKey(templateKey: string, {section, heading}: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify([templateKey, section, heading]))
    .digest('hex');
}

/**
 * Writes every card under `outDir`, from `cacheDir` when drawn before; drawing happens all at once
 * (resvg rasterises on libuv's threads). Cached cards no build asks for are removed. Builds of
 * other checkouts may share the cache (git worktrees linking one node_modules): a card is written
 * under a temporary name and renamed, so no build copies half a file, and a cached card another
 * build removed meanwhile is drawn again.
 */
export async function writeCards(
  cards: readonly DrawnCard[],
  outDir: string,
  cacheDir: string,
  renderer: CardRenderer,
): Promise<{drawn: number}> {
  await mkdir(cacheDir, {recursive: true});
  const cached = new Set(await readdir(cacheDir));
  const used = new Set<string>();
  let drawn = 0;
  const draw = async (card: DrawnCard, file: string) => {
    const temporary = join(cacheDir, `${file}.${process.pid}.${drawn}.tmp`);
    drawn++;
    await writeFile(temporary, await renderer.render(card));
    await rename(temporary, join(cacheDir, file));
  };
  await Promise.all(
    cards.map(async (card) => {
      const file = `${cardKey(renderer.templateKey, card)}.png`;
      used.add(file);
      if (!cached.has(file)) {
        await draw(card, file);
      }
      const target = join(outDir, card.path);
      await mkdir(dirname(target), {recursive: true});
      try {
        await copyFile(join(cacheDir, file), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await draw(card, file);
        await copyFile(join(cacheDir, file), target);
      }
    }),
  );
  // Another build's cards being written (`.tmp`) are its own to rename.
  const unused = [...cached].filter((file) => file.endsWith('.png') && !used.has(file));
  await Promise.all(unused.map((file) => rm(join(cacheDir, file), {force: true})));
  return {drawn};
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  let cards: DrawnCard[] = [];
  return {
    name: 'social-cards',

    allContentLoaded({allContent}) {
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as LoadedDocs[];
      const docs = instances.flatMap(({loadedVersions}) => loadedVersions.flatMap((version) => version.docs));
      if (docs.length === 0) throw new Error('[social-cards] no doc page was loaded; did the docs plugin change its content shape?');
      cards = distinctCards([
        {...SITE_CARD, section: 'Documentation'},
        ...docs.map((doc) => ({...socialCardOf(doc.permalink, doc.title), section: sectionOf(doc.permalink)})),
      ]);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const renderer = createCardRenderer(context.siteDir, context.siteConfig.url);
      const {drawn} = await writeCards(cards, outDir, join(context.siteDir, 'node_modules/.cache/social-cards'), renderer);
      console.info(
        `[social-cards] ${cards.length} cards (${drawn} drawn, ${cards.length - drawn} from the cache) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
