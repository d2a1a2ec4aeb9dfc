import semver from 'semver';
import {GROUP_TITLES, groupByModule, moduleImportPath} from './groups';
import {metaDescription} from './comment-markdown';
import {frontMatter, heading} from './mdx';
import type {ApiModel} from './model';
import {commentOf, isDeprecated} from './pages';
import type {VersionComparison} from './versions-compare';
import type {HistoryNotes} from './history/notes';
import type {MajorUsage} from '../docs-usage/usage';

/**
 * The root page of a version: every module with its one-line description, then its exports by
 * kind, each with the first sentence of its description, and a box that filters them by name.
 * The link lists are one component each, which keeps the page quick to compile; each module and
 * kind is wrapped in an element that the page's CSS hides when the filter leaves it empty.
 */
export function overviewPage(model: ApiModel, comparison?: VersionComparison, history?: HistoryNotes, usage?: MajorUsage): string {
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
    blocks.push(
      `Badges mark what is new, removed or changed in graphql ${comparison.currentMajor}; [the list of changes](${changes}) has them all.`,
    );
  }
  // The release each export was added in, for the filter's "added since"; none when it is the
  // first release the history records (it may be older).
  const addedIn = new Map(model.entries.map((entry) => [entry, history?.knownAddition(entry.name)]));
  const releases = [...new Set([...addedIn.values()].filter((version) => version !== undefined))].sort(semver.compare);
  // Exports the docs' samples use, for the filter's "used in the docs" (plugins/docs-usage).
  const used = (name: string) => usage?.exports[name] !== undefined;
  const filterProps = [
    releases.length > 0 ? `releases={${JSON.stringify(releases)}}` : '',
    model.entries.some((entry) => used(entry.name)) ? 'withUsage' : '',
  ].filter(Boolean);
  blocks.push(`<ApiOverviewFilter${filterProps.map((prop) => ` ${prop}`).join('')} />`);
  for (const {module, groups} of groupByModule(model.entries)) {
    blocks.push(
      '<section className="api-overview-module">',
      heading(2, module.title, module.id),
      `${module.description} Imported from \`${moduleImportPath(module.id)}\`.`,
    );
    for (const group of groups) {
      const items = group.entries.map((entry) => {
        const status = comparison?.status(entry);
        const added = addedIn.get(entry);
        const item: (string | number)[] = [entry.name, entry.url, metaDescription(commentOf(entry.reflection))];
        const inDocs = used(entry.name);
        if (isDeprecated(entry.reflection) || status || added || inDocs) item.push(isDeprecated(entry.reflection) ? 1 : 0);
        if (status || added || inDocs) item.push(status ? badgeLabel(status, entry.name, comparison!.currentMajor, history) : '');
        if (added || inDocs) item.push(added ?? '');
        if (inDocs) item.push(1);
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

/** "Added in 17.0.0" and "Removed in 17.0.0" from the history data; "Changed in 17" between the majors. */
function badgeLabel(status: 'new' | 'removed' | 'changed', name: string, major: string, history: HistoryNotes | undefined): string {
  const version = status === 'new' ? history?.addedIn(name) : status === 'removed' ? history?.removedIn(name) : undefined;
  if (version) return `${status === 'new' ? 'Added' : 'Removed'} in ${version}`;
  return `${status === 'new' ? 'New' : status === 'removed' ? 'Removed' : 'Changed'} in ${major}`;
}
