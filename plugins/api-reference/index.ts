import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import path from 'node:path';
import {CURRENT_DOCS_DIR, CURRENT_SIDEBAR_FILE, generateApiReference} from './generate';
import {API_ROUTE_BASE} from './packages';
import type {DocsUsage} from '../docs-usage/usage';

/** The docs plugin instance serving the reference; navbar items refer to it by this id. */
export const API_DOCS_PLUGIN_ID = 'api';

/** The installed packages documented, current version first (see package.json). */
export const DOCUMENTED_PACKAGES = ['graphql', 'graphql-16'];

/** The line the build prints after generating; `npm run bench` reads the time back from it. */
export function generationMessage(versions: readonly string[], seconds: number): string {
  return `[api-reference] Generated the API reference for ${versions.join(', ')} in ${seconds.toFixed(1)} s.`;
}

/** The seconds of a generation message in a build's output, if it generated anything. */
export function generationSeconds(buildOutput: string): number | undefined {
  const seconds = /^\[api-reference\] Generated the API reference for .+ in ([\d.]+) s\.$/m.exec(buildOutput)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/**
 * Generates the reference (or reuses it: it is cached per package version) and returns the docs
 * plugin instance that serves it: per-page code splitting, sidebar, versions with their
 * dropdown, banner and `docs-preferred-version-api` storage, and the build's link checks.
 * It must run before Docusaurus loads its plugins, hence an async config. `usage` gives the pages
 * their "Used in the docs" (plugins/docs-usage).
 */
export async function apiReferenceDocs(siteDir: string, usage?: DocsUsage): Promise<PluginConfig> {
  const startedAt = Date.now();
  const {packages, generated, unresolvedLinks} = await generateApiReference(siteDir, DOCUMENTED_PACKAGES, siteDir, usage);
  if (generated.length > 0) {
    console.info(generationMessage(generated, (Date.now() - startedAt) / 1000));
  }
  for (const link of unresolvedLinks) {
    console.warn(`[api-reference] {@link ${link.text}} on ${link.docId} resolves to nothing documented; shown as code.`);
  }
  const [current, ...older] = packages;
  const options: DocsOptions = {
    id: API_DOCS_PLUGIN_ID,
    path: CURRENT_DOCS_DIR,
    routeBasePath: API_ROUTE_BASE,
    sidebarPath: path.join(siteDir, CURRENT_SIDEBAR_FILE),
    // Generated names may start with an underscore, which the default would treat as partials.
    exclude: [],
    lastVersion: 'current',
    versions: {
      current: {label: current.label, path: ''},
      ...Object.fromEntries(older.map((pkg) => [pkg.label, {label: pkg.label, path: pkg.label, banner: 'unmaintained' as const}])),
    },
    breadcrumbs: true,
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
  };
  return ['@docusaurus/plugin-content-docs', options];
}

/** Styles the version dropdown so it only shows on API pages, and deprecated sidebar links. */
export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    getClientModules() {
      return [path.join(path.dirname(__filename), 'version-dropdown.css'), path.join(path.dirname(__filename), 'api-reference.css')];
    },
  };
}
