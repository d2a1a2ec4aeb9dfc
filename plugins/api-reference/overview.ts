import {GROUP_TITLES, groupByModule, moduleImportPath} from './groups';
import {frontMatter, heading} from './mdx';
import type {ApiModel} from './model';
import {isDeprecated} from './pages';

/**
 * The root page of a version: every module with its one-line description, then its exports by
 * kind. The link lists are one component each, which keeps the page quick to compile.
 */
export function overviewPage(model: ApiModel): string {
  const {pkg} = model;
  const blocks = [
    frontMatter({
      title: 'API reference',
      slug: '/',
      description: `Every export of graphql ${pkg.version}, by module: classes, enums, functions, interfaces, type aliases and variables.`,
    }),
    `import ApiLinkList from '@site/src/components/ApiLinkList';`,
    '# API reference',
    `Every export of \`graphql\` ${pkg.version}, generated from the package's type declarations and organised as the library is: by module, then by kind. Each module can be imported on its own (\`graphql/language\`) or through the root \`graphql\` package.`,
  ];
  for (const {module, groups} of groupByModule(model.entries)) {
    blocks.push(heading(2, module.title, module.id), `${module.description} Imported from \`${moduleImportPath(module.id)}\`.`);
    for (const group of groups) {
      const items = group.entries.map((entry) => (isDeprecated(entry.reflection) ? [entry.name, entry.url, 1] : [entry.name, entry.url]));
      blocks.push(
        heading(3, GROUP_TITLES[group.kind], `${module.id}-${group.kind}`),
        `<ApiLinkList items={${JSON.stringify(items)}} />`,
      );
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
