import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import path from 'node:path';
import type {UnresolvedLink} from './comment-markdown';
import {readExportDetails} from './exports';
import {changesPage} from './changes';
import {type ApiModel, buildModel} from './model';
import {compareModels, type StructuralChanges, type VersionComparison} from './versions-compare';
import type {ApiModuleId} from './modules';
import {overviewPage} from './overview';
import type {DocumentedPackage} from './packages';
import {type GeneratedPage, PageWriter} from './pages';
import {buildSidebar} from './sidebar';
import type {ApiSymbol} from '../../contracts/api';
import {symbolsOf} from './symbols';
import {convertDeclarations} from './typedoc-project';
import {REFRESH_COMMAND} from './history/data';
import {structuralDiff, type ApiChange, type StructuralDiff} from './structural-diff';
import {HistoryNotes} from './history/notes';
import type {MajorUsage} from '../docs-usage/usage';
import type {GraphQLMajor} from '../../contracts/samples';

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
export function renderModel(
  model: ApiModel,
  comparison?: VersionComparison,
  history?: HistoryNotes,
  diff?: StructuralDiff,
  usage?: MajorUsage,
): RenderedVersion {
  const writer = new PageWriter(model, comparison, history, usage);
  const pages = [{path: 'index.mdx', content: overviewPage(model, comparison, history, usage)}, ...writer.pages()];
  if (writer.helperTypes.unresolved.size > 0) {
    throw new Error(
      `[api-reference] Signatures of ${model.pkg.label} name types that lead nowhere: ${[...writer.helperTypes.unresolved].sort().join(', ')}. Add TypeScript globals to GLOBAL_TYPES in plugins/api-reference/helper-types.ts.`,
    );
  }
  if (comparison) pages.push(...writer.versionStubs());
  if (comparison?.isCurrent && diff)
    pages.push({path: 'changes.mdx', content: changesPage(model, comparison, (entry) => writer.deprecationSummary(entry), diff, history)});
  if (history && history.missing.size > 0) {
    throw new Error(
      `[api-reference] The history data has no entry for ${[...history.missing].sort().join(', ')} of graphql ${model.pkg.version}: run \`${REFRESH_COMMAND}\` and commit the file.`,
    );
  }
  return {
    pages,
    sidebar: buildSidebar(model, comparison?.isCurrent ? comparison.other.pkg.label : undefined),
    symbols: symbolsOf(model),
    unresolvedLinks: writer.comments.unresolved,
  };
}

/**
 * The exports and members whose declaration changed. A deprecation alone is left out: the
 * history line says it, and a "Changed" badge over two equal declarations would not.
 */
function structuralChanges(diff: StructuralDiff): StructuralChanges {
  const declared = (change: ApiChange) => !/deprecated$/i.test(change.what);
  const exports = new Set([...diff.changed].filter(([, changes]) => changes.some(declared)).map(([name]) => name));
  const members = new Map(
    [...diff.changed].map(([name, changes]) => [
      name,
      new Set(changes.filter(declared).flatMap((change) => (change.member ? [change.member] : []))),
    ]),
  );
  return {exports, members};
}

/** One version on its own (tests of the generator on fixture packages). */
export async function renderVersion(pkg: DocumentedPackage, exportModules: ReadonlyMap<string, ApiModuleId>): Promise<RenderedVersion> {
  return renderModel(await modelOf(pkg, exportModules));
}

/**
 * Every documented version, the current first: each page says what changed from or to the
 * current version (badges), and the current version gets the page of changes.
 */
export async function renderVersions(
  packages: readonly {pkg: DocumentedPackage; exportModules: ReadonlyMap<string, ApiModuleId>}[],
  usage?: Readonly<Record<GraphQLMajor, MajorUsage>>,
): Promise<RenderedVersion[]> {
  const models: ApiModel[] = [];
  for (const {pkg, exportModules} of packages) models.push(await modelOf(pkg, exportModules));
  const [current, previous] = models;
  // What changed between the two, as TypeScript resolves the declarations: the page of changes
  // and the pages' "Changed" badges both come from it.
  const diff = previous && structuralDiff(previous.pkg.packageDir, current.pkg.packageDir);
  return models.map((model) => {
    const history = HistoryNotes.of(model.pkg);
    const used = usage?.[model.pkg.label.split('.')[0] as GraphQLMajor];
    if (!previous || !diff) return renderModel(model, undefined, history, undefined, used);
    return renderModel(
      model,
      compareModels(model, model === current ? previous : current, current, structuralChanges(diff)),
      history,
      diff,
      used,
    );
  });
}
