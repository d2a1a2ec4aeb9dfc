import {GROUP_TITLES, groupByModule, moduleImportPath} from './groups';
import {metaDescription} from './comment-markdown';
import {frontMatter, heading} from './mdx';
import type {ApiModel} from './model';
import {commentOf, isDeprecated} from './pages';
import type {VersionComparison} from './versions-compare';

/**
 * The root page of a version: every module with its one-line description, then its exports by
 * kind, each with the first sentence of its description, and a box that filters them by name.
 * The link lists are one component each, which keeps the page quick to compile; each module and
 * kind is wrapped in an element that the page's CSS hides when the filter leaves it empty.
 */
export function overviewPage(model: ApiModel, comparison?: VersionComparison): string {
  const {pkg} = model;
  const blocks = [
    frontMatter({
      title: 'API reference',
      slug: '/',
      description: `Every export of graphql ${pkg.version}, by module: classes, enums, functions, interfaces, type aliases and variables.`,
    }),
    `import ApiLinkList from '@site/src/components/ApiLinkList';`,
    `import ApiOverviewFilter from '@site/src/components/ApiOverviewFilter';`,
    '# API reference',
    `Every export of \`graphql\` ${pkg.version}, generated from the package's type declarations and organised as the library is: by module, then by kind. Each module can be imported on its own (\`graphql/language\`) or through the root \`graphql\` package.`,
  ];
  if (comparison) {
    const changes = `${comparison.isCurrent ? pkg.basePath : comparison.other.pkg.basePath}/changes`;
    blocks.push(`Badges mark what is new, removed or changed in graphql ${comparison.currentMajor}; [the list of changes](${changes}) has them all.`);
  }
  blocks.push('<ApiOverviewFilter />');
  for (const {module, groups} of groupByModule(model.entries)) {
    blocks.push('<section className="api-overview-module">', heading(2, module.title, module.id), `${module.description} Imported from \`${moduleImportPath(module.id)}\`.`);
    for (const group of groups) {
      const items = group.entries.map((entry) => {
        const status = comparison?.status(entry);
        const item: (string | number)[] = [entry.name, entry.url, metaDescription(commentOf(entry.reflection))];
        if (isDeprecated(entry.reflection) || status) item.push(isDeprecated(entry.reflection) ? 1 : 0);
        if (status) item.push(`${status === 'new' ? 'New' : status === 'removed' ? 'Removed' : 'Changed'} in ${comparison!.currentMajor}`);
        return item;
      });
      blocks.push(
        '<div className="api-overview-group">',
        heading(3, GROUP_TITLES[group.kind], `${module.id}-${group.kind}`),
        `<ApiLinkList items={${JSON.stringify(items)}} />`,
        '</div>',
      );
    }
    blocks.push('</section>');
  }
  return `${blocks.join('\n\n')}\n`;
}
