// The docs and the reference joined (README.md): docusaurus.config.ts computes the usage once
// (docsUsage), hands it to the API generator for the pages' "Used in the docs" and to the docs'
// MDX for the code blocks' links (remarkApiLinks), and registers this plugin, which checks after
// the build that every such link leads to a page and anchor of the build.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {ApiSymbol} from '../../contracts/api';
import type {GraphQLMajor} from '../../contracts/samples';
import {htmlFileOfRoute} from '../search-index/doc-content';
import {codeLinks, type ApiUrlOf} from './code-links';
import type {DocsUsage} from './usage';

export {docsUsage} from './usage';
export {remarkApiLinks} from './code-links';
export {remarkProseLinks} from './prose-links';
export {apiMembers} from './api-members';

/** Each export's page in each major's reference, from the generator's symbol list. */
export function apiUrls(symbols: readonly ApiSymbol[]): ApiUrlOf {
  const byVersion = new Map<string, Map<string, string>>();
  for (const symbol of symbols) {
    let urls = byVersion.get(symbol.version);
    if (!urls) byVersion.set(symbol.version, (urls = new Map()));
    urls.set(symbol.name, symbol.url);
  }
  return (major: GraphQLMajor, name: string) => byVersion.get(`${major}.x`)?.get(name);
}

/** Every link the join adds: the code blocks' to API pages, the API pages' to docs sections. */
export function joinLinks(usage: DocsUsage, urlOf: ApiUrlOf): Set<string> {
  const links = new Set<string>();
  for (const block of usage.blocks) {
    for (const major of block.majors) {
      for (const [, , , href] of codeLinks(usage.uses[block.file]!, major, urlOf).links) links.add(href);
    }
  }
  for (const {exports, members} of Object.values(usage.majors)) {
    for (const entries of [...Object.values(exports), ...Object.values(members)]) for (const entry of entries) links.add(entry.url);
  }
  return links;
}

/** Whether a page's HTML has an element with this id, quoted or, as the minified build writes it, not. */
function hasId(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=(?:"${escaped}"|${escaped}[\\s>])`).test(html);
}

/** The links among `links` that lead to no page of the build in `outDir`, or to no anchor of their page. */
export function brokenLinks(links: Iterable<string>, outDir: string): string[] {
  const pages = new Map<string, string | undefined>();
  const read = (route: string) => {
    if (!pages.has(route)) {
      const file = path.join(outDir, htmlFileOfRoute(route, undefined));
      pages.set(route, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return pages.get(route);
  };
  return [...links].filter((link) => {
    const [route, anchor] = link.split('#');
    const html = read(route!);
    return html === undefined || (anchor !== undefined && !hasId(html, anchor));
  });
}

/**
 * Checks the join's links against the built pages. It reads them at once, before any await:
 * later plugins (search-index) rewrite pages in their postBuild, which Docusaurus starts after
 * this one's synchronous part.
 */
export default function docsUsagePlugin(_context: unknown, {links}: {links: Iterable<string>}): Plugin {
  return {
    name: 'docs-usage',
    postBuild({outDir}) {
      const broken = brokenLinks(links, outDir);
      if (broken.length > 0) {
        throw new Error(
          `[docs-usage] Links between the docs and the API reference lead nowhere: ${broken.join(', ')}. A heading or an export was renamed: fix the page or the sample.`,
        );
      }
      return Promise.resolve();
    },
  };
}
