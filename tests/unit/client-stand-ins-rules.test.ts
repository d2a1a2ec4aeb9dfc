import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement as h, type ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider} from 'react-helmet-async';
import {
  headElements,
  htmlAttributeName,
  reduceHead,
  type HeadElement,
} from '../../packages/docusaurus-lean-client/client-stand-ins/head-state';
import {browserSiteConfig, browserSiteMetadata} from '../../packages/docusaurus-lean-client/client-stand-ins/site-config';

type Props = Record<string, unknown>;
interface HelmetPart {
  toComponent(): ReactElement<Props>[] | Props;
}

/** What react-helmet-async itself makes of the same <Helmet>s, in head-state.ts's shape. */
function byTheLibrary(instances: ReactElement[][]) {
  const context: {helmet?: Record<string, HelmetPart>} = {};
  renderToString(h(HelmetProvider, {context}, ...instances.map((children, index) => h(Helmet, {key: index}, ...children))));
  const helmet = context.helmet!;
  const attributes = (part: string) =>
    // In the browser the library writes a falsy html or body attribute as ''.
    Object.fromEntries(
      Object.entries(helmet[part].toComponent() as Props).map(([name, value]) => [htmlAttributeName(name), String(value || '')]),
    );
  const tags = ['meta', 'link', 'script', 'style', 'noscript', 'base'].flatMap((type) =>
    (helmet[type].toComponent() as ReactElement<Props>[]).map(({props}) => {
      const {'data-rh': _, dangerouslySetInnerHTML, children, ...rest} = props;
      const text = (dangerouslySetInnerHTML as {__html?: string} | undefined)?.__html ?? (children as string | undefined);
      const element: HeadElement = {
        type,
        attributes: Object.fromEntries(Object.entries(rest).map(([name, value]) => [htmlAttributeName(name), String(value)])),
      };
      return text === undefined ? element : {...element, text};
    }),
  );
  const [title] = helmet.title.toComponent() as ReactElement<Props>[];
  // Without a <title>, the server writes an empty one and the browser leaves the title alone.
  return {
    title: (title?.props.children as string | undefined) || undefined,
    html: attributes('htmlAttributes'),
    body: attributes('bodyAttributes'),
    tags,
  };
}

function byTheStandIn(instances: ReactElement[][]) {
  const state = reduceHead(instances.map((children) => headElements(children)));
  return {title: state.title, html: state.htmlAttributes, body: state.bodyAttributes, tags: state.tags};
}

const sorted = (tags: HeadElement[]) => tags.map((tag) => JSON.stringify(tag)).sort();

function assertSameAsLibrary(instances: ReactElement[][]) {
  const expected = byTheLibrary(instances);
  const actual = byTheStandIn(instances);
  assert.equal(actual.title, expected.title);
  assert.deepEqual(actual.html, expected.html);
  assert.deepEqual(actual.body, expected.body);
  assert.deepEqual(sorted(actual.tags), sorted(expected.tags));
}

test('a page of this site: the layout, then the page, with a later <Head> replacing earlier tags by key', () => {
  assertSameAsLibrary([
    [
      h('html', {lang: 'en', dir: 'ltr'}),
      h('meta', {name: 'viewport', content: 'width=device-width'}),
      h('link', {rel: 'icon', href: '/img/favicon.svg'}),
    ],
    [h('html', {'data-has-hydrated': false})],
    [h('meta', {name: 'twitter:card', content: 'summary_large_image'}), h('body')],
    [
      h('meta', {property: 'og:url', content: 'https://example.org/docs/'}),
      h('link', {rel: 'canonical', href: 'https://example.org/docs/'}),
    ],
    // Two links with one href in one <Head> both stay, as the library keeps them.
    [
      h('link', {rel: 'alternate', href: 'https://example.org/docs/', hrefLang: 'en'}),
      h('link', {rel: 'alternate', href: 'https://example.org/docs/', hrefLang: 'x-default'}),
    ],
    [h('meta', {name: 'description', content: 'The site'}), h('meta', {property: 'og:type', content: 'website'})],
    [h('html', {className: 'plugin-docs'})],
    [h('html', {className: 'plugin-docs docs-doc-page'})],
    [h('title', null, 'Basic ', 'types | graphql-js'), h('meta', {property: 'og:title', content: 'Basic types | graphql-js'})],
    [h('meta', {name: 'description', content: 'The page'}), h('meta', {property: 'og:description', content: 'The page'})],
    [h('link', {rel: 'canonical', href: 'https://example.org/docs/page'})],
    [h('script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}')],
  ]);
});

test('after hydration, and with values that are not strings', () => {
  assertSameAsLibrary([
    [h('html', {'data-has-hydrated': true, lang: 'en'}), h('title', null, 'First')],
    [
      h('meta', {name: 'robots', content: 'noindex, nofollow'}),
      h('meta', {charSet: 'utf-8'}),
      h('meta', {httpEquiv: 'refresh', content: 5}),
    ],
    [h('title', null, 'Second'), h('title', null, 'Third'), h('meta', {name: 'ROBOTS', content: 'all'})],
  ]);
});

test('tags without a key are dropped, a stylesheet link is keyed by its href, and other children are ignored', () => {
  assertSameAsLibrary([
    [h('meta', {content: 'no key'}), h('link', {rel: 'stylesheet', href: '/a.css'}), h('link', {rel: 'stylesheet', href: '/b.css'})],
    [h('link', {rel: 'stylesheet', href: '/a.css', media: 'print'}), h('style', null, 'p{}'), h('noscript', null, 'no JavaScript')],
  ]);
  assert.deepEqual(headElements([null, false, 'text', h('div', {id: 'x'}), [h('base', {href: '/'})]]), [
    {type: 'base', attributes: {href: '/'}},
  ]);
});

test("the browser's site config is the generated one without the fields only the build reads", () => {
  const generated = {
    title: 'graphql-js',
    baseUrl: '/',
    future: {experimental_router: 'browser', faster: {rspackBundler: true}, v4: {fasterByDefault: true}, experimental_vcs: {}},
    plugins: ['./plugins/x/index.ts'],
    presets: [['classic', {}]],
    markdown: {format: 'mdx'},
    headTags: [],
    clientModules: ['./src/clientModules/a.ts'],
    onBrokenLinks: 'throw',
    themeConfig: {
      navbar: {title: 'graphql-js'},
      prism: {theme: {plain: {}}, darkTheme: {plain: {}}, additionalLanguages: ['graphql'], magicComments: []},
    },
    customFields: {graphqlVersion: '17.1.0'},
  };
  const text = browserSiteConfig(`/*\n * AUTOGENERATED\n */\nexport default ${JSON.stringify(generated, null, 2)};\n`);
  const config = new Function(text.replace(/^export default /m, 'return '))() as unknown;
  assert.deepStrictEqual(config, {
    title: 'graphql-js',
    baseUrl: '/',
    future: {experimental_router: 'browser'},
    themeConfig: {navbar: {title: 'graphql-js'}, prism: {additionalLanguages: ['graphql'], magicComments: []}},
    customFields: {graphqlVersion: '17.1.0'},
  });
  assert.throws(() => browserSiteConfig('export default siteConfig;'), /is not `export default <JSON>;`/);
});

test("the browser's site metadata keeps the Docusaurus version and lists no plugin versions", () => {
  const generated = {
    docusaurusVersion: '3.10.2',
    pluginVersions: {'docusaurus-plugin-content-docs': {type: 'package', name: '@docusaurus/plugin-content-docs', version: '3.10.2'}},
  };
  assert.deepStrictEqual(JSON.parse(browserSiteMetadata(JSON.stringify(generated, null, 2))), {
    docusaurusVersion: '3.10.2',
    pluginVersions: {},
  });
  assert.throws(() => browserSiteMetadata('export default {};'), /is not the JSON of \{docusaurusVersion, pluginVersions\}/);
  assert.throws(() => browserSiteMetadata('{"pluginVersions": {}}'), /no docusaurusVersion/);
});
