import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import path from 'node:path';
import type {UnresolvedLink} from './comment-markdown';
import {readExportDetails} from './exports';
import {changesPage} from './changes';
import {type ApiModel, buildModel} from './model';
import {compareModels, type VersionComparison} from './versions-compare';
import type {ApiModuleId} from './modules';
import {overviewPage} from './overview';
import type {DocumentedPackage} from './packages';
import {type GeneratedPage, PageWriter} from './pages';
import {buildSidebar} from './sidebar';
import type {ApiSymbol} from '../../contracts/api';
import {symbolsOf} from './symbols';
import {convertDeclarations} from './typedoc-project';

export interface RenderedVersion {
  pages: GeneratedPage[];
  sidebar: SidebarsConfig;
  symbols: ApiSymbol[];
  unresolvedLinks: UnresolvedLink[];
}

/** Runs TypeDoc over one installed version and builds its model. */
export async function modelOf(pkg: DocumentedPackage, exportModules: ReadonlyMap<string, ApiModuleId>): Promise<ApiModel> {
  const indexDts = path.join(pkg.packageDir, 'index.d.ts');
  const project = await convertDeclarations(indexDts);
  return buildModel(project, pkg, exportModules, readExportDetails(indexDts));
}

/** Renders one version's pages, sidebar and symbol list; with a comparison, its version badges too. */
export function renderModel(model: ApiModel, comparison?: VersionComparison): RenderedVersion {
  const writer = new PageWriter(model, comparison);
  const pages = [{path: 'index.mdx', content: overviewPage(model, comparison)}, ...writer.pages()];
  if (writer.helperTypes.unresolved.size > 0) {
    throw new Error(`[api-reference] Signatures of ${model.pkg.label} name types that lead nowhere: ${[...writer.helperTypes.unresolved].sort().join(', ')}. Add TypeScript globals to GLOBAL_TYPES in plugins/api-reference/helper-types.ts.`);
  }
  if (comparison) pages.push(...writer.versionStubs());
  if (comparison?.isCurrent) pages.push({path: 'changes.mdx', content: changesPage(model, comparison, (entry) => writer.deprecationSummary(entry))});
  return {pages, sidebar: buildSidebar(model, comparison?.isCurrent ? comparison.other.pkg.label : undefined), symbols: symbolsOf(model), unresolvedLinks: writer.comments.unresolved};
}

/** One version on its own (tests of the generator on fixture packages). */
export async function renderVersion(pkg: DocumentedPackage, exportModules: ReadonlyMap<string, ApiModuleId>): Promise<RenderedVersion> {
  return renderModel(await modelOf(pkg, exportModules));
}

/**
 * Every documented version, the current first: each page says what changed from or to the
 * current version (badges), and the current version gets the page of changes.
 */
export async function renderVersions(packages: readonly {pkg: DocumentedPackage; exportModules: ReadonlyMap<string, ApiModuleId>}[]): Promise<RenderedVersion[]> {
  const models: ApiModel[] = [];
  for (const {pkg, exportModules} of packages) models.push(await modelOf(pkg, exportModules));
  const [current, previous] = models;
  return models.map((model) => {
    if (!previous) return renderModel(model);
    return renderModel(model, compareModels(model, model === current ? previous : current, current));
  });
}
