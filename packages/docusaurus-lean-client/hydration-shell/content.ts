// Where a doc page's content comes from in the browser (README.md). The page the reader opens
// hydrates with its shell, which keeps the server's markup. Every page rendered in the browser
// after that, by a client-side navigation or by going back to the first page, gets its full
// content module, loaded before the page is shown, as Docusaurus loads every route's modules.
// packages/docusaurus-lean-client/client-routes routes each doc page's content through loadContent, and each route's
// preload through preloadingFullContent. This is in the code every page loads first, so what
// only shells need comes with them (shell.tsx).
import type {ComponentType} from 'react';
import {provideMdxComponents, type MdxComponents} from './mdx-components';

export interface ContentModule {
  default: ComponentType<object>;
  [name: string]: unknown;
}

type Load = () => Promise<ContentModule>;

/** Makes a shell's module the page's content module; shell.tsx has it, and each shell exports it. */
export type ShellContent = (shell: ContentModule, full: Load, registerFullLoader: (load: () => Promise<unknown>) => void) => ContentModule;

/** The name under which a shell module exports shellContent (packages/docusaurus-lean-client/hydration-shell/transform.ts). */
export const SHELL_CONTENT_EXPORT = '_hydrationShellContent';

/** The name under which a shell exports the MDX components it still renders through the provider, if any. */
export const SHELL_COMPONENTS_EXPORT = '_hydrationShellComponents';

let firstPageRendered = false;

/** Client module lifecycle: runs once the first page is on screen, hydrated or not. */
export function onRouteDidUpdate(): void {
  firstPageRendered = true;
}

/** Loads the full content of a page whose shell was loaded, by the page's content key. */
const fullContentLoaders = new Map<string, () => Promise<unknown>>();

/**
 * A page's content module (the registry's loader for it): the shell while no page has been
 * rendered yet, since only the page being opened loads then; otherwise the full module.
 */
export function loadContent(key: string, shell: Load, full: Load): Promise<ContentModule> {
  const fullWithComponents = () => Promise.all([full(), loadMdxComponents()]).then(([module]) => module);
  if (firstPageRendered) return fullWithComponents();
  return shell().then((module) => {
    const components = module[SHELL_COMPONENTS_EXPORT] as MdxComponents | undefined;
    if (components) provideMdxComponents(components);
    return (module[SHELL_CONTENT_EXPORT] as ShellContent)(module, fullWithComponents, (load) => fullContentLoaders.set(key, load));
  });
}

let mdxComponents: Promise<unknown> | undefined;

/** Docusaurus's MDX components, which full pages render through their provider; loaded once. */
function loadMdxComponents(): Promise<unknown> {
  mdxComponents ??= import('@theme/MDXComponents').then(
    (module) => provideMdxComponents(module.default as MdxComponents),
    (error: unknown) => {
      mdxComponents = undefined;
      throw error;
    },
  );
  return mdxComponents;
}

/**
 * A route's component whose preload also loads the page's full content when its shell is in
 * use, so that going back to the first page shows it at once, like any other page.
 */
export function preloadingFullContent<T extends {preload?: () => Promise<unknown>}>(component: T, contentKey: unknown): T {
  const {preload} = component;
  if (typeof contentKey !== 'string' || !preload) return component;
  component.preload = async () => {
    const loaded = await preload();
    // Before the first page is on screen, only that page loads, as its shell.
    const loadFull = firstPageRendered ? fullContentLoaders.get(contentKey) : undefined;
    if (loadFull) await loadFull();
    return loaded;
  };
  return component;
}
