// Gives the browser bundle a second, much smaller build of every doc page's MDX: its hydration
// shell, which hydrates the page the server rendered without carrying its text (README.md).
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler, Configuration, RuleSetRule} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';
import {cacheDependsOn} from '../bundler-cache';
import {originalPattern, replacementProblems, RequireReplaced, type Replacement} from '../module-replacements';
import {createProcessors} from '@docusaurus/mdx-loader/lib/processor';
import {rehypeCaptureShell, sharedProcessors, type Processors} from './shared-compilation';
import {contentCacheGroups, RequireFewCopies} from './chunks';
import type {ShellOptions} from './transform';

/** The query that asks for a page's shell: `import('@site/docs/x.mdx?hydration-shell')`. */
export const SHELL_QUERY = 'hydration-shell';

/** The browser module that loads a page's shell or its full content. */
export const CONTENT_MODULE = join(__dirname, 'content.ts');

/**
 * Components of the site's pages whose output is fixed by their props, with the tag of the one
 * element each renders. A wrong tag is a hydration mismatch, which the browser tests' pass over
 * every page of the sitemap reports (tests/e2e/accessibility.spec.ts).
 */
export const STATIC_COMPONENTS: ShellOptions['staticComponents'] = {
  '@site/src/components/ApiAnchor': 'span',
  '@site/src/components/ApiDeprecated': 'div',
  '@site/src/components/ApiKind': 'span',
  '@site/src/components/ApiLinkList': 'ul',
  '@site/src/components/ApiSignature': 'pre',
  '@site/src/components/ApiSource': 'p',
  '@site/src/components/EcosystemTable': 'table',
};

/** Docusaurus's MDX provider components, and the provider, whose browser copy is ours (MDXContent.tsx). */
const THEME = '@docusaurus/theme-classic/lib/theme';
export const MDX_COMPONENTS_FILE = `${THEME}/MDXComponents/index.js`;
export const MDX_CONTENT_FILE = `${THEME}/MDXContent/index.js`;

/**
 * The provider's map read from its source, `key: Component` or `Component,` after an
 * `import Component from 'module'`: each key with its module, or null where the map makes the
 * component itself (`h2: (props) => …`). Fails when the file no longer has that shape.
 */
export function providedComponents(source: string): Record<string, string | null> {
  const imports = new Map([...source.matchAll(/^import (\w+) from '([^']+)';$/gm)].map(([, name, module]) => [name!, module!]));
  const body = /^const MDXComponents = \{\n([\s\S]*?)\n\};$/m.exec(source)?.[1];
  if (!body)
    throw new Error(
      `hydration-shell: ${MDX_COMPONENTS_FILE} no longer declares \`const MDXComponents = {…};\`; update packages/docusaurus-lean-client/hydration-shell.`,
    );
  const entries = body.split('\n').flatMap((line): [string, string | null][] => {
    const entry = /^ {2}(\w+)(?:: (.+?))?,(?: *\/\/.*)?$/.exec(line);
    if (!entry) {
      if (line.trim() !== '' && !line.trim().startsWith('//'))
        throw new Error(
          `hydration-shell: cannot read the entry \`${line.trim()}\` of ${MDX_COMPONENTS_FILE}; update packages/docusaurus-lean-client/hydration-shell.`,
        );
      return [];
    }
    const [, key, value = key] = entry;
    return [[key!, imports.get(value!) ?? null]];
  });
  return Object.fromEntries(entries);
}

/** The provider around a doc page's content, which in the browser holds only the components loaded so far. */
export const MDX_CONTENT: Replacement = {original: MDX_CONTENT_FILE, replacement: join(__dirname, 'MDXContent.tsx')};

/** What the site tells the shells (leanClientShell's options). */
export type HydrationShellOptions = {
  /** Props of the site's code block that only shape its markup (ShellOptions). */
  codeBlockMarkupProps?: readonly string[];
};

export function shellOptions(nodeModulesDir: string, {codeBlockMarkupProps = []}: HydrationShellOptions = {}): ShellOptions {
  return {
    staticComponents: STATIC_COMPONENTS,
    containers: ['@theme/Tabs', '@theme/TabItem'],
    codeBlockModule: '@theme/CodeBlock',
    codeBlockMarkupProps,
    shellModule: join(__dirname, 'shell.tsx'),
    providedComponents: providedComponents(readFileSync(join(nodeModulesDir, MDX_COMPONENTS_FILE), 'utf8')),
    providerModule: '@theme/MDXComponents',
  };
}

const MDX_LOADER = /[\\/]@docusaurus[\\/]mdx-loader[\\/]/;

interface LoaderItem {
  loader: string;
  options: Record<string, unknown> & {rehypePlugins?: unknown[]};
}

function mdxLoaderOf(rule: RuleSetRule): LoaderItem | undefined {
  const use = Array.isArray(rule.use) ? rule.use : [];
  const [item] = use;
  return use.length === 1 &&
    typeof item === 'object' &&
    item !== null &&
    'loader' in item &&
    MDX_LOADER.test(String(item.loader)) &&
    typeof item.options === 'object'
    ? (item as LoaderItem)
    : undefined;
}

/**
 * Each MDX rule of the docs, split in two: the original for requests without the query, and a
 * twin for `?hydration-shell`. Both compile with processors that share each page's compilation
 * (shared-compilation.ts), made from the rule's own options with the shell's capture added; the
 * original keeps the cache through which the server's compilation takes the browser's result.
 */
export function withShellRules(
  rules: NonNullable<NonNullable<Configuration['module']>['rules']>,
  shellOptions: ShellOptions,
  create: (options: Record<string, unknown>) => Promise<Processors> = (options) =>
    createProcessors({options} as Parameters<typeof createProcessors>[0]) as Promise<Processors>,
): {rules: typeof rules; twins: number} {
  let twins = 0;
  const split = rules.flatMap((rule) => {
    const loader = rule && typeof rule === 'object' ? mdxLoaderOf(rule) : undefined;
    if (!loader || !rule || typeof rule !== 'object') return [rule];
    twins++;
    const {processors, crossCompilerCache, ...options} = loader.options;
    const shared = sharedProcessors(() =>
      create({...options, rehypePlugins: [...(options.rehypePlugins ?? []), [rehypeCaptureShell, shellOptions]]}),
    );
    return [
      {
        ...rule,
        resourceQuery: {not: [new RegExp(SHELL_QUERY)]},
        use: [{loader: loader.loader, options: {...loader.options, processors: shared.full}}],
      },
      {...rule, resourceQuery: new RegExp(SHELL_QUERY), use: [{loader: loader.loader, options: {...options, processors: shared.shell}}]},
    ];
  });
  return {rules: split, twins};
}

/** Fails the compilation when no shell was built: the registry would then load full pages only. */
export class RequireShells {
  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'hydration-shell', (compilation) => {
      const shells = [...compilation.modules].filter((module) =>
        ((module as {resource?: string}).resource ?? '').endsWith(`.mdx?${SHELL_QUERY}`),
      );
      return shells.length > 0
        ? []
        : [
            'no page shell reached the browser bundle; packages/docusaurus-lean-client/client-routes no longer asks for them, so update it.',
          ];
    });
  }
}

export default function hydrationShellPlugin(context: LoadContext, options: HydrationShellOptions = {}): Plugin {
  return {
    name: 'hydration-shell',
    // For its onRouteDidUpdate: once the first page is on screen, pages load their full content.
    getClientModules: () => [CONTENT_MODULE],
    configureWebpack(config, isServer, {currentBundler}) {
      // Shells are for the production browser bundle, whose route modules ask for them
      // (packages/docusaurus-lean-client/client-routes); the server renders every page whole.
      if (!isProductionBrowser(config, isServer)) return {};
      const nodeModulesDir = join(context.siteDir, 'node_modules');
      const problems = replacementProblems([MDX_CONTENT], nodeModulesDir);
      if (problems.length > 0) throw new Error(`hydration-shell: ${problems.join('; ')}`);
      const {rules, twins} = withShellRules(config.module?.rules ?? [], shellOptions(nodeModulesDir, options));
      if (twins === 0)
        throw new Error(
          "hydration-shell: found no MDX rule of Docusaurus's to build shells with; update packages/docusaurus-lean-client/hydration-shell.",
        );
      config.module = {...config.module, rules};
      // Docusaurus gathers the modules that half of the chunks share into a chunk named common.
      // With a shell beside each page's content that half is reached by modules only full pages
      // use (ApiSignature), and every page would load them. Groups of our own take its place.
      const cacheGroups = (config.optimization?.splitChunks || {}).cacheGroups;
      if (!cacheGroups || !('common' in cacheGroups))
        throw new Error(
          "hydration-shell: Docusaurus's splitChunks has no common group any more; update packages/docusaurus-lean-client/hydration-shell.",
        );
      cacheGroups.common = false;
      Object.assign(cacheGroups, contentCacheGroups(Object.keys(STATIC_COMPONENTS)));
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        ...cacheDependsOn(config, __filename, join(__dirname, 'chunks.ts')),
        plugins: [
          new RequireShells(),
          new RequireFewCopies(),
          new NormalModuleReplacementPlugin(originalPattern(MDX_CONTENT.original), MDX_CONTENT.replacement),
          new RequireReplaced([MDX_CONTENT], 'hydration-shell'),
        ],
      };
    },
  };
}
