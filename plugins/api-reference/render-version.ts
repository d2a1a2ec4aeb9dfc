import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import path from 'node:path';
import type {UnresolvedLink} from './comment-markdown';
import {readExportDetails} from './exports';
import {buildModel} from './model';
import type {ApiModuleId} from './modules';
import {overviewPage} from './overview';
import type {DocumentedPackage} from './packages';
import {type GeneratedPage, PageWriter} from './pages';
import {buildSidebar} from './sidebar';
import {type ApiSymbol, symbolsOf} from './symbols';
import {convertDeclarations} from './typedoc-project';

export interface RenderedVersion {
  pages: GeneratedPage[];
  sidebar: SidebarsConfig;
  symbols: ApiSymbol[];
  unresolvedLinks: UnresolvedLink[];
}

/** Runs TypeDoc over one installed version and renders its pages, sidebar and symbol list. */
export async function renderVersion(pkg: DocumentedPackage, exportModules: ReadonlyMap<string, ApiModuleId>): Promise<RenderedVersion> {
  const indexDts = path.join(pkg.packageDir, 'index.d.ts');
  const project = await convertDeclarations(indexDts);
  const model = buildModel(project, pkg, exportModules, readExportDetails(indexDts));
  const writer = new PageWriter(model);
  const pages = [{path: 'index.mdx', content: overviewPage(model)}, ...writer.pages()];
  return {pages, sidebar: buildSidebar(model), symbols: symbolsOf(model), unresolvedLinks: writer.comments.unresolved};
}
