import {moduleImportPath} from './groups';
import {escapeLiteral, frontMatter, heading} from './mdx';
import type {ApiEntry, ApiModel} from './model';
import {API_MODULES} from './modules';
import {KIND_LABELS} from './pages';
import type {VersionComparison} from './versions-compare';

/** Doc id of the page of changes in the current version: `/api/changes`. */
export const CHANGES_DOC_ID = 'changes';

/**
 * `/api/changes`: every export added, removed or changed between the previous major version and
 * the current one, by module, each linking to its pages. Computed from the two models.
 */
export function changesPage(model: ApiModel, comparison: VersionComparison, deprecationOf: (entry: ApiEntry) => string): string {
  const older = comparison.other;
  const olderComparison = {
    status: (entry: ApiEntry) => (model.entries.some((e) => e.name === entry.name) ? undefined : 'removed'),
  };
  const added = model.entries.filter((entry) => comparison.status(entry) === 'new');
  const changed = model.entries.filter((entry) => comparison.status(entry) === 'changed');
  const removed = older.entries.filter((entry) => olderComparison.status(entry) === 'removed');
  const kind = (entry: ApiEntry) => KIND_LABELS[entry.kind].one.toLowerCase();
  const blocks = [
    frontMatter({
      title: `Changes from ${older.pkg.label} to ${model.pkg.label}`,
      sidebar_label: `Changes from ${older.pkg.label}`,
      description: `Every export of graphql added, removed or changed between ${older.pkg.version} and ${model.pkg.version}, by module.`,
    }),
    `# Changes from ${older.pkg.label} to ${model.pkg.label}`,
    `Computed from the type declarations of graphql ${older.pkg.version} and ${model.pkg.version}: ${added.length} exports added, ${removed.length} removed and ${changed.length} changed (a declaration or a member differs). Each page of the reference carries the same badges.`,
  ];
  for (const module of API_MODULES) {
    const inModule = (entries: ApiEntry[]) => entries.filter((entry) => entry.module === module.id);
    const sections: [string, string, string[]][] = [
      ['Added', 'added', inModule(added).map((entry) => `- [${escapeLiteral(entry.name)}](${entry.url}) (${kind(entry)})`)],
      [
        'Removed',
        'removed',
        inModule(removed).map((entry) => {
          const note = deprecationOf(entry);
          return `- [${escapeLiteral(entry.name)}](${entry.url}) (${kind(entry)}, ${older.pkg.label})${note ? `: deprecated in ${older.pkg.label}: ${note}` : ''}`;
        }),
      ],
      [
        'Changed',
        'changed',
        inModule(changed).map((entry) => {
          const counterpart = comparison.counterpart(entry)!;
          return `- [${escapeLiteral(entry.name)}](${entry.url}) (${kind(entry)}; [${older.pkg.label}](${counterpart.url}))`;
        }),
      ],
    ];
    if (sections.every(([, , items]) => items.length === 0)) continue;
    blocks.push(heading(2, `${module.title} (\`${moduleImportPath(module.id)}\`)`, module.id));
    for (const [title, id, items] of sections) {
      if (items.length > 0) blocks.push(heading(3, title, `${module.id}-${id}`), items.join('\n'));
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
