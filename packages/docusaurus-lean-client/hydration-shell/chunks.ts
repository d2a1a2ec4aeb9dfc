// Where the modules that many pages' contents share go, in place of Docusaurus's `common` chunk
// (index.ts turns it off). Without a group, a lazily loaded chunk carries a copy of every module
// it uses. With a shell and a full module per page, that was a copy of the code block in 1,400
// chunks and of ApiSignature in 680: the browser bundle doubled to 13.6 MB, which cost the cold
// build 4 s to bundle, minify and precompress. The two groups below take those modules out of the
// pages' chunks, and `RequireFewCopies` fails the build when a module is copied that widely again.
import type {Compiler} from 'webpack';
import {failBuildOnProblems} from '../build-checks';
import {escapeRegExp} from '../module-replacements';

/** Modules under any of the paths, each a regular expression written with `/`. */
function modulesUnder(patterns: string[]): RegExp {
  return new RegExp(`[\\\\/](?:${patterns.map((pattern) => pattern.replaceAll('/', '[\\\\/]')).join('|')})`);
}

/**
 * What a page's content uses on nearly every page, shell or full, and the home page too: the code
 * block with Docusaurus's parts of it, its Run button, the MDX context, and the shell's own
 * components. Not the highlighter, which loads only when a block is rendered in the browser.
 * One chunk, the one that held Docusaurus's parts of the code block alone, so no page loads more.
 */
export const CODE_BLOCK_MODULES = modulesUnder([
  'src/theme/CodeBlock/(?!Content/(?:highlight|prism\\.))',
  'src/components/SampleRun/',
  'packages/docusaurus-lean-client/hydration-shell/(?:shell|kept-links)\\.',
  'node_modules/@mdx-js/react/',
  'node_modules/@docusaurus/theme-classic/lib/theme/(?:CodeBlock|Icon)/',
  'node_modules/@docusaurus/theme-common/lib/(?:utils/codeBlockUtils|hooks/useCodeWordWrap|hooks/useMutationObserver)\\.',
  'node_modules/@docusaurus/core/lib/client/exports/BrowserOnly\\.',
  'node_modules/parse-numeric-range/',
]);

/**
 * The components a shell keeps as server markup (`@site/src/components/ApiSignature` and the
 * like), each its `index` module and its CSS module, not the other files of its folder (the API
 * overview's filter uses ApiLinkList's): only full pages use them, so their chunk loads with the
 * first page rendered in the browser, never with a page opened directly.
 */
export function staticComponentModules(components: Iterable<string>): RegExp {
  const modules = [...components].map((component) => {
    if (!component.startsWith('@site/'))
      throw new Error(
        `hydration-shell: the static component ${component} is not the site's own; give it a group in packages/docusaurus-lean-client/hydration-shell/chunks.ts.`,
      );
    return `${escapeRegExp(component.slice('@site/'.length))}/(?:index|styles\\.module)\\.`;
  });
  return modulesUnder(modules);
}

export function contentCacheGroups(staticComponents: Iterable<string>) {
  const group = (name: string, test: RegExp) => ({name, test, chunks: 'async' as const, enforce: true, priority: 30});
  return {
    codeBlock: group('code-block', CODE_BLOCK_MODULES),
    staticComponents: group('static-components', staticComponentModules(staticComponents)),
  };
}

/**
 * Most lazily loaded chunks one module may be copied into. A module of a few pages stays in
 * theirs (the tabs are in 25); one that hundreds of pages use belongs in a group above.
 */
export const MAX_COPIES = 50;

interface ChunkModule {
  resource?: string;
  modules?: ChunkModule[];
  identifier(): string;
}

/** Fails the compilation when a module is copied into more than MAX_COPIES lazily loaded chunks. */
export class RequireFewCopies {
  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'hydration-shell', (compilation) => {
      const copies = new Map<string, number>();
      for (const chunk of compilation.chunks) {
        if (chunk.canBeInitial()) continue;
        // A module concatenated into another is in the chunk inside it.
        for (const module of compilation.chunkGraph.getChunkModules(chunk) as unknown as ChunkModule[]) {
          for (const inner of module.modules ?? [module]) {
            const name = inner.resource ?? inner.identifier();
            copies.set(name, (copies.get(name) ?? 0) + 1);
          }
        }
      }
      const widespread = [...copies].filter(([, count]) => count > MAX_COPIES).sort((a, b) => b[1] - a[1]);
      if (widespread.length === 0) return [];
      const list = widespread
        .slice(0, 5)
        .map(([name, count]) => `${name} (${count})`)
        .join(', ');
      return [
        `${widespread.length} modules are copied into more than ${MAX_COPIES} lazily loaded chunks: ${list}; give them a group in packages/docusaurus-lean-client/hydration-shell/chunks.ts.`,
      ];
    });
  }
}
