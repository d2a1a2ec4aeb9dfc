import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
// The version the site documents comes from the installed package, never typed by hand.
import {version as graphqlVersion} from 'graphql';
import {API_DOCS_PLUGIN_ID, apiReferenceDocs, DOCUMENTED_PACKAGES} from './plugins/api-reference';
import {gitLastUpdates} from './plugins/last-update';
import {editUrlOf, type SiteSource} from './contracts/site-source';
import {SITE_CARD, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from './contracts/social-cards';
import {leanClientPlugins, leanClientShell} from './packages/docusaurus-lean-client';
import {PAGE_KINDS} from './contracts/api';
import {darkCodeTheme, lightCodeTheme} from './src/prismThemes';
import {apiMembers, apiUrls, docsUsage, joinLinks, remarkApiLinks, remarkProseLinks} from './plugins/docs-usage';
import {SYMBOLS_FILE} from './plugins/api-reference/generate';
import {API_LINKS_PROP} from './contracts/code-links';
import {PRISM_LANGUAGES} from './contracts/code-languages';
import type {ApiSymbol} from './contracts/api';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const repositoryUrl = 'https://github.com/graphql/graphql-js';
/**
 * This site's own source, which a fork points at itself: every hand-written page's "Edit this
 * page" opens its file in this repository and branch, and every page's "Report a problem with
 * this page" opens a new issue in this repository (src/theme/DocItem/Footer).
 */
const siteSource: SiteSource = {repository: 'https://github.com/graphql/graphql-js-docs', branch: 'main'};
const description =
  'Documentation for graphql-js, the reference implementation of GraphQL for JavaScript: tutorials and a complete API reference.';

const config: Config = {
  title: 'graphql-js',
  tagline: 'A reference implementation of GraphQL for JavaScript',
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: 'https://graphql-js.org',
  baseUrl: '/',
  noIndex: false,
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onDuplicateRoutes: 'throw',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    // Rspack, SWC and Lightning CSS (v4.fasterByDefault): the cold build is several times faster.
    // Rspack's persistent cache serves the dev server only. Writing it cost every production build
    // 0.35 GiB of its peak memory and half a second, and CI's builds and the bench's are all cold;
    // a production build right after another takes 5 s longer without it (21 s, 26 s on 2 cores).
    faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production'},
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: with today's browserslist the layers are polyfilled by raising specificity,
      // which makes the theme's variables beat src/css/custom.css.
      useCssCascadeLayers: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
      // Off: the spec fixes the storage keys ('theme', 'docusaurus.announcement.dismiss', ...)
      // and namespacing would suffix them.
      siteStorageNamespacing: false,
    },
    // Last-updated dates from one `git log`, and none (rather than a wrong date or a failed
    // build) from a shallow clone or a tarball: plugins/last-update.
    experimental_vcs: gitLastUpdates(),
  },

  customFields: {graphqlVersion, siteRepository: siteSource.repository},

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: ({versionDocsDirPath, docPath}) => editUrlOf(siteSource, `${versionDocsDirPath}/${docPath}`),
          showLastUpdateTime: true,
        },
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: null, priority: null, lastmod: null},
        svgr: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // First: its postBuild waits for the postBuild of every plugin after it (see its index.ts).
    './plugins/security-headers/index.ts',
    // Before search-index, whose postBuild it waits for (see its index.ts).
    './plugins/legacy-redirects/index.ts',
    './plugins/source-import/index.ts',
    './plugins/input-guard/index.ts',
    './plugins/script-failure-notice/index.ts',
    './plugins/api-reference/index.ts',
    // Before search-index: it waits for that plugin's rewrite of the pages it converts.
    ['./plugins/markdown-copies/index.ts', {summary: description, apiDocsPluginId: API_DOCS_PLUGIN_ID, guideSidebar: 'tutorial'}],
    ['./plugins/search-index/index.ts', {apiPackages: DOCUMENTED_PACKAGES, apiDocsPluginId: API_DOCS_PLUGIN_ID}],
    './plugins/code-theme/index.ts',
    ...leanClientPlugins({
      apiDocsPluginId: API_DOCS_PLUGIN_ID,
      pageKinds: PAGE_KINDS,
      loadFailureModule: 'src/clientModules/loadFailureBox.ts',
    }),
    './plugins/translation-descriptions/index.ts',
    './plugins/sample-worker/index.ts',
    './plugins/social-cards/index.ts',
    './plugins/doc-checks/index.ts',
  ],
  clientModules: ['./src/clientModules/loadFailureBox.ts', './src/clientModules/intentPreloadOnly.ts'],

  headTags: [{tagName: 'meta', attributes: {name: 'theme-color', content: '#1b1f3a'}}],

  themeConfig: {
    // The site's social card; doc pages declare their own (src/theme/DocItem/Metadata). Every
    // card has the size below.
    image: SITE_CARD.path,
    metadata: [
      {name: 'description', content: description},
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: 'graphql-js'},
      {property: 'og:description', content: description},
      {property: 'og:image:alt', content: SITE_CARD.alt},
      {property: 'og:image:width', content: String(SOCIAL_CARD_WIDTH)},
      {property: 'og:image:height', content: String(SOCIAL_CARD_HEIGHT)},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'graphql-17',
      content:
        'graphql-js 17 is out: <a href="/docs/tutorials/defer-stream">incremental delivery with @defer and @stream</a>, faster execution and cancellation.',
      backgroundColor: '#1b1f3a',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'graphql-js',
      hideOnScroll: true,
      logo: {alt: 'graphql-js logo', src: 'img/logo.svg', width: 30, height: 30},
      items: [
        {to: '/docs/tutorials/', label: 'Tutorial', position: 'left', activeBaseRegex: '^/docs/tutorials/'},
        // Links to the reader's preferred API version (docs-preferred-version-api).
        {type: 'doc', docsPluginId: API_DOCS_PLUGIN_ID, docId: 'index', label: 'API', position: 'left'},
        {type: 'docsVersionDropdown', docsPluginId: API_DOCS_PLUGIN_ID, position: 'left', className: 'api-version-dropdown'},
        {type: 'search', position: 'right'},
        {
          href: repositoryUrl,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'graphql-js repository on GitHub',
          label: 'GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'graphql-js logo', src: 'img/logo.svg', width: 48, height: 48, href: '/'},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Tutorials', to: '/docs/tutorials/'},
            {label: 'API reference', to: '/api'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Code of Conduct', href: 'https://graphql.org/codeofconduct/'},
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/graphql-js'},
            {label: 'Discord', href: 'https://discord.graphql.org'},
          ],
        },
        {
          title: 'Project',
          items: [
            {label: 'GitHub', href: repositoryUrl},
            {label: 'GraphQL Foundation', href: 'https://graphql.org/foundation/'},
            {label: 'GraphQL specification', href: 'https://spec.graphql.org/'},
            {label: 'GraphQL working group', href: 'https://github.com/graphql/graphql-wg'},
          ],
        },
      ],
      copyright: 'Copyright © 2024 The GraphQL Foundation. graphql-js is released under the MIT license.',
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
};

// The API reference is generated (or taken from its cache) before Docusaurus reads its pages,
// with the docs' use of each export (plugins/docs-usage), which also gives the docs' code blocks
// their links to it. The lean client's page shells come after every docs plugin, whose MDX rules
// it gives a twin; they leave those links out, which the server renders into the blocks.
export default async function createConfig(): Promise<Config> {
  const usage = docsUsage(__dirname);
  const apiDocs = await apiReferenceDocs(__dirname, usage);
  const urlOf = apiUrls(JSON.parse(readFileSync(path.join(__dirname, SYMBOLS_FILE), 'utf8')) as ApiSymbol[]);
  const [[presetName, presetOptions]] = config.presets as unknown as [[string, Preset.Options]];
  const reported = new Set<string>();
  // The join's links, which the check after the build looks for; the prose links to an entry of
  // a page join them while the pages compile.
  const checkedLinks = new Set(joinLinks(usage, urlOf));
  const remarkPlugins = [
    remarkApiLinks({examplesDir: path.join(__dirname, 'examples'), uses: usage.uses, urlOf}),
    remarkProseLinks({
      urlOf,
      membersOf: apiMembers(__dirname),
      anchoredLinks: checkedLinks,
      // Each page is compiled for the server and the browser: said once.
      report: (file, mentions) => {
        const line = `[docs-usage] ${path.relative(__dirname, file)}: inline code that names no export of either version: ${mentions.join(', ')}`;
        if (!reported.has(line)) console.warn(line);
        reported.add(line);
      },
    }),
  ];
  const plugins = [...(config.plugins ?? [])];
  // Before the plugins whose postBuild rewrites pages (its check reads them): see its index.ts.
  plugins.splice(plugins.indexOf('./plugins/api-reference/index.ts') + 1, 0, ['./plugins/docs-usage/index.ts', {links: checkedLinks}]);
  return {
    ...config,
    presets: [[presetName, {...presetOptions, docs: {...(presetOptions.docs as object), remarkPlugins}}]],
    plugins: [...plugins, apiDocs, ...leanClientShell({codeBlockMarkupProps: [API_LINKS_PROP]})],
  };
}
