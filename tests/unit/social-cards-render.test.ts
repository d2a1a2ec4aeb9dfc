import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {SITE_CARD, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardOf} from '../../contracts/social-cards';
import {distinctCards, sectionOf, writeCards, type DrawnCard} from '../../plugins/social-cards';
import {createCardRenderer, headingSize, type CardRenderer, type CardText} from '../../plugins/social-cards/render';

const SITE_DIR = join(__dirname, '..', '..');
const temp = mkdtempSync(join(tmpdir(), 'social-cards-'));
after(() => rmSync(temp, {recursive: true, force: true}));

function pngSize(png: Buffer): {width: number; height: number} {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
  assert.equal(png.toString('latin1', 12, 16), 'IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

test('a hand-written page has a card of its own, named after its address; API pages share one per version', () => {
  assert.deepEqual(socialCardOf('/docs/tutorials/basic-types', 'Basic types'), {
    path: '/img/social/docs/tutorials/basic-types.png',
    heading: 'Basic types',
    alt: 'graphql-js: Basic types',
  });
  assert.equal(socialCardOf('/docs/', 'Docs').path, '/img/social/docs.png');
  assert.equal(socialCardOf('/docs/guides/', 'Guides').path, '/img/social/docs/guides.png');
  for (const route of ['/api', '/api/', '/api/class/GraphQLSchema', '/api/changes']) {
    assert.deepEqual(
      socialCardOf(route, 'x'),
      {path: '/img/social/api.png', heading: 'API reference', alt: 'graphql-js: API reference'},
      route,
    );
  }
  for (const route of ['/api/16.x', '/api/16.x/function/graphql']) {
    assert.equal(socialCardOf(route, 'x').path, '/img/social/api-16.x.png', route);
    assert.equal(socialCardOf(route, 'x').heading, 'API reference for graphql 16.x', route);
  }
  assert.deepEqual(
    ['/docs/tutorials/', '/docs/guides/errors', '/docs/upgrade-guides/v16-v17', '/docs/', '/api/class/Source'].map(sectionOf),
    ['Tutorial', 'Guide', 'Upgrade guide', 'Documentation', 'Reference'],
  );
});

test('pages sharing a card must agree on its text', () => {
  const api = {...socialCardOf('/api/class/A', 'A'), section: 'Reference'};
  assert.equal(distinctCards([api, {...socialCardOf('/api/enum/B', 'B'), section: 'Reference'}]).length, 1);
  assert.throws(() => distinctCards([api, {...api, heading: 'Other'}]), /two pages declare \/img\/social\/api\.png with different text/);
});

test('a card is a PNG of the declared size, drawn from the logo and fonts on disk', async () => {
  const renderer = createCardRenderer(SITE_DIR, 'https://graphql-js.org');
  const png = await renderer.render({section: 'Tutorial', heading: 'Basic types'});
  assert.deepEqual(pngSize(png), {width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT});
  assert.ok(SOCIAL_CARD_WIDTH >= 1200 && SOCIAL_CARD_HEIGHT >= 630);
  // Different text draws a different picture.
  assert.notDeepEqual(await renderer.render({section: 'Tutorial', heading: 'Object types'}), png);
  assert.ok(
    headingSize('A title of a hundred characters, far longer than any of the site, still gets a size that fits.') <
      headingSize('Basic types'),
  );
});

test('cards are drawn once: a rebuild copies them from the cache, a changed title draws that card alone, unused ones leave the cache', async () => {
  const drawn: string[] = [];
  const renderer: CardRenderer = {
    templateKey: 'template-1',
    render: async ({heading}: CardText) => {
      drawn.push(heading);
      return Buffer.from(heading);
    },
  };
  const cache = join(temp, 'cache');
  const cards = (title: string): DrawnCard[] => [
    {...SITE_CARD, section: 'Documentation'},
    {...socialCardOf('/docs/tutorials/basic-types', title), section: 'Tutorial'},
  ];
  const first = join(temp, 'first');
  assert.deepEqual(await writeCards(cards('Basic types'), first, cache, renderer), {drawn: 2});
  assert.equal(readFileSync(join(first, 'img/social/docs/tutorials/basic-types.png'), 'utf8'), 'Basic types');
  assert.equal(readFileSync(join(first, SITE_CARD.path), 'utf8'), SITE_CARD.heading);

  const second = join(temp, 'second');
  assert.deepEqual(await writeCards(cards('Basic types'), second, cache, renderer), {drawn: 0});
  assert.equal(readFileSync(join(second, 'img/social/docs/tutorials/basic-types.png'), 'utf8'), 'Basic types');

  assert.deepEqual(await writeCards(cards('Scalars and lists'), join(temp, 'third'), cache, renderer), {drawn: 1});
  assert.deepEqual(drawn.slice(0, 2).sort(), ['Basic types', SITE_CARD.heading].sort());
  assert.deepEqual(drawn.slice(2), ['Scalars and lists']);
  assert.equal(readdirSync(cache).length, 2, 'the card of the old title is gone from the cache');

  assert.deepEqual(await writeCards(cards('Scalars and lists'), join(temp, 'fourth'), cache, {...renderer, templateKey: 'template-2'}), {
    drawn: 2,
  });
});

test('a cached card another build removes meanwhile is drawn again, and its cards being written stay', async () => {
  const cache = join(temp, 'shared-cache');
  const cards: DrawnCard[] = [
    {...SITE_CARD, section: 'Documentation'},
    {...socialCardOf('/docs/guides/errors', 'Errors in depth'), section: 'Guide'},
  ];
  const plain: CardRenderer = {templateKey: 'shared', render: async ({heading}: CardText) => Buffer.from(heading)};
  await writeCards(cards.slice(0, 1), join(temp, 'earlier'), cache, plain);
  const siteCard = readdirSync(cache)[0]!;
  // Another build's card being written, under its temporary name.
  writeFileSync(join(cache, 'other.png.1234.0.tmp'), 'half a card');
  // While this build draws the guide's card, another build prunes the site card it found cached.
  const racing: CardRenderer = {
    templateKey: 'shared',
    render: async (card: CardText) => {
      rmSync(join(cache, siteCard), {force: true});
      return plain.render(card);
    },
  };
  const out = join(temp, 'racing');
  assert.deepEqual(await writeCards(cards, out, cache, racing), {drawn: 2});
  assert.equal(readFileSync(join(out, SITE_CARD.path), 'utf8'), SITE_CARD.heading);
  assert.equal(readFileSync(join(out, 'img/social/docs/guides/errors.png'), 'utf8'), 'Errors in depth');
  assert.ok(readdirSync(cache).includes('other.png.1234.0.tmp'));
});
