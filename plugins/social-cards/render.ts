// Draws one social card: the site's logo and name, the card's section and heading, the site's
// host, on the colour of the site's bar. Satori lays the text out with Roboto (the open font of
// Infima's system font stack, from @fontsource/roboto: satori reads WOFF, not WOFF2) and turns it
// into paths; resvg rasterises the SVG to a PNG on libuv's threads. Nothing is fetched.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from '../../contracts/social-cards';

const require = createRequire(__filename);

export interface CardText {
  section: string;
  heading: string;
}

export interface CardRenderer {
  /** Changes whenever anything that shapes a card but its text changes: this file, the logo, the fonts, the libraries. */
  templateKey: string;
  render(text: CardText): Promise<Buffer>;
}

const BACKGROUND = '#1b1f3a';
const ACCENT = '#e10098';
// The dark theme's primary colour: 6.2:1 on the background.
const SECTION_COLOUR = '#ff6ac9';
const MUTED = '#c9cce0';

type Node = {type: string; props: {style?: Record<string, unknown>; children?: unknown; [attribute: string]: unknown}};
const div = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: {style: {display: 'flex', ...style}, children},
});

/** Long titles get a smaller size, so that any title fits in three lines. */
export function headingSize(heading: string): number {
  if (heading.length <= 36) return 76;
  if (heading.length <= 60) return 64;
  return 52;
}

function layout(text: CardText, logo: string, host: string): Node {
  return div(
    {
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      backgroundColor: BACKGROUND,
      color: '#ffffff',
      fontFamily: 'Roboto',
    },
    [
      div({flexGrow: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '64px 80px 48px'}, [
        div({alignItems: 'center'}, [
          {type: 'img', props: {src: logo, width: 88, height: 88}},
          div({marginLeft: 28, fontSize: 52, fontWeight: 700}, 'graphql-js'),
        ]),
        div({flexDirection: 'column'}, [
          div({fontSize: 30, color: SECTION_COLOUR, textTransform: 'uppercase', letterSpacing: 3}, text.section),
          div(
            {marginTop: 16, width: 1040, fontSize: headingSize(text.heading), fontWeight: 700, lineHeight: 1.15, textWrap: 'balance'},
            text.heading,
          ),
        ]),
        div({fontSize: 30, color: MUTED}, host),
      ]),
      div({height: 14, backgroundColor: ACCENT}),
    ],
  );
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as {version: string}).version;
}

export function createCardRenderer(siteDir: string, siteUrl: string): CardRenderer {
  const logoSvg = readFileSync(join(siteDir, 'static/img/logo.svg'));
  const fontFile = (weight: number) => readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`));
  const fonts = [400, 700].map((weight) => ({
    name: 'Roboto',
    data: fontFile(weight),
    weight: weight as 400 | 700,
    style: 'normal' as const,
  }));
  const host = new URL(siteUrl).host;
  const templateKey = createHash('sha256')
    .update(readFileSync(__filename))
    .update(logoSvg)
    .update(host)
    .update(fonts.map(({data}) => createHash('sha256').update(data).digest('hex')).join())
    .update(['satori', '@resvg/resvg-js'].map(packageVersion).join())
    .digest('hex');
  const logo = `data:image/svg+xml;base64,${logoSvg.toString('base64')}`;
  return {
    templateKey,
    async render(text) {
      const svg = await satori(layout(text, logo, host) as Parameters<typeof satori>[0], {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        fonts,
      });
      return (await renderAsync(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}})).asPng();
    },
  };
}
