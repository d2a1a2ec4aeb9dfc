import {expect, test} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {PAGE_HTML_FILES} from './built-pages';

// Every page of the build, without a browser: the card a link to the page shows when pasted
// into a chat or a post is a file of the build, of the size the page declares (plugins/social-cards).

const HTML_FILES = PAGE_HTML_FILES;

function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
  }
}

/** The content of each `<meta property|name=…>` of a page's head, by that name. */
function metaOf(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const element of elements(fromHtml(html.slice(0, html.indexOf('</head>'))))) {
    const {property, name, content} = element.properties;
    const key = property ?? name;
    if (element.tagName === 'meta' && key !== undefined && content !== undefined)
      found.set(String(key), [...(found.get(String(key)) ?? []), String(content)]);
  }
  return found;
}

const textOf = (node: Root | Element): string =>
  node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');

const pngSizes = new Map<string, {width: number; height: number} | null>();
function pngSize(file: string): {width: number; height: number} | null {
  if (!pngSizes.has(file)) {
    const png = existsSync(file) ? readFileSync(file) : null;
    const isPng = png !== null && png.toString('latin1', 1, 4) === 'PNG' && png.toString('latin1', 12, 16) === 'IHDR';
    pngSizes.set(file, isPng ? {width: png.readUInt32BE(16), height: png.readUInt32BE(20)} : null);
  }
  return pngSizes.get(file)!;
}

test('every built page declares a large social card that is a file of the build, with its size and alternative text', () => {
  expect(HTML_FILES.length).toBeGreaterThan(700);
  const problems = HTML_FILES.flatMap((file) => {
    const meta = metaOf(readFileSync(path.join('build', file), 'utf8'));
    const one = (name: string) => (meta.get(name)?.length === 1 ? meta.get(name)![0]! : undefined);
    const image = one('og:image');
    if (!image) return [`${file}: ${meta.get('og:image')?.length ?? 0} og:image tags`];
    const url = new URL(image);
    if (url.origin !== 'https://graphql-js.org' || !url.pathname.endsWith('.png'))
      return [`${file}: og:image ${image} is not an absolute URL of a PNG of the site`];
    const size = pngSize(path.join('build', decodeURIComponent(url.pathname)));
    if (!size) return [`${file}: ${url.pathname} is not a PNG in build/`];
    const declared = {width: Number(one('og:image:width')), height: Number(one('og:image:height'))};
    return [
      ...(declared.width === size.width && declared.height === size.height
        ? []
        : [`${file}: declares ${declared.width}×${declared.height}, ${url.pathname} is ${size.width}×${size.height}`]),
      ...(size.width >= 1200 && size.height >= 630 ? [] : [`${file}: ${url.pathname} is smaller than 1200×630`]),
      ...(one('twitter:image') === image ? [] : [`${file}: twitter:image ${one('twitter:image')} is not og:image`]),
      ...(one('twitter:card') === 'summary_large_image' ? [] : [`${file}: twitter:card is ${one('twitter:card')}`]),
      ...((one('og:image:alt') ?? '').length > 10 ? [] : [`${file}: og:image:alt is ${one('og:image:alt')}`]),
    ];
  });
  expect(problems.join('\n')).toBe('');
});

test('each hand-written page has a card of its own, whose alternative text has the page title', () => {
  const docs = HTML_FILES.filter((file) => file.startsWith(`docs${path.sep}`));
  expect(docs.length).toBeGreaterThan(25);
  const images = new Set<string>();
  for (const file of docs) {
    const html = readFileSync(path.join('build', file), 'utf8');
    const meta = metaOf(html);
    const h1 = [...elements(fromHtml(html))].find((element) => element.tagName === 'h1');
    const title = h1 && textOf(h1);
    expect(meta.get('og:image:alt'), file).toEqual([`graphql-js: ${title}`]);
    images.add(meta.get('og:image')![0]!);
  }
  expect(images.size).toBe(docs.length);
});
