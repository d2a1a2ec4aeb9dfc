import {moduleImportPath} from './groups';
import type {HistoryNotes} from './history/notes';
import {escapeLiteral, frontMatter, heading} from './mdx';
import type {ApiEntry, ApiModel} from './model';
import {API_MODULES} from './modules';
import {KIND_LABELS} from './pages';
import type {ApiChange, ChangeImpact, StructuralDiff} from './structural-diff';
import {guideSections, sectionsAbout, UPGRADE_GUIDE, type GuideSection} from './upgrade-guide';
import type {VersionComparison} from './versions-compare';

/** Doc id of the page of changes in the current version: `/api/changes`. */
export const CHANGES_DOC_ID = 'changes';

const IMPACT_LABELS: Record<ChangeImpact, string> = {breaking: 'Breaking', 'non-breaking': 'Non-breaking', deprecation: 'Deprecation'};

/** The impact of an export's changes taken together: breaking if one is, then deprecation. */
export function overallImpact(changes: readonly ApiChange[]): ChangeImpact {
  if (changes.some((change) => change.impact === 'breaking')) return 'breaking';
  return changes.some((change) => change.impact === 'deprecation') ? 'deprecation' : 'non-breaking';
}

/** One line: each impact in bold with its changes, `**Breaking**: parameter \`typeInfo\` removed.` */
export function changeLine(changes: readonly ApiChange[]): string {
  return (['breaking', 'deprecation', 'non-breaking'] as const)
    .map((impact) => {
      const phrases = changes.filter((change) => change.impact === impact).map((change) => change.what);
      return phrases.length ? `**${IMPACT_LABELS[impact]}**: ${phrases.join('; ')}.` : '';
    })
    .filter(Boolean)
    .join(' ');
}

/**
 * `/api/changes`: every export added, removed or changed between the previous major version and
 * the current one, by module, each linking to its pages. What changed comes from the structural
 * comparison of the two packages' declarations (structural-diff.ts): each entry says it in one
 * line, whether it breaks callers, and links the upgrade guide's sections about the export.
 */
export function changesPage(
  model: ApiModel,
  comparison: VersionComparison,
  deprecationOf: (entry: ApiEntry) => string,
  diff: StructuralDiff,
  history?: HistoryNotes,
  sections: readonly GuideSection[] = guideSections(),
): string {
  const older = comparison.other;
  const own = new Map(model.entries.map((entry) => [entry.name, entry]));
  const olderEntries = new Map(older.entries.map((entry) => [entry.name, entry]));
  const added = diff.added.map((name) => own.get(name)).filter((entry) => entry !== undefined);
  const removed = diff.removed.map((name) => olderEntries.get(name)).filter((entry) => entry !== undefined);
  const changed = [...diff.changed.keys()].map((name) => own.get(name)).filter((entry) => entry !== undefined);
  const breaking = [...diff.changed.values()].filter((changes) => overallImpact(changes) === 'breaking').length;
  const kind = (entry: ApiEntry) => KIND_LABELS[entry.kind].one.toLowerCase();
  const guide = (name: string) => {
    const about = sectionsAbout(name, sections).slice(0, 2);
    return about.length
      ? ` See the upgrade guide: ${about.map((section) => `[${escapeLiteral(section.title.replace(/`/g, ''))}](${UPGRADE_GUIDE.url}#${section.id})`).join(', ')}.`
      : '';
  };
  const blocks = [
    frontMatter({
      title: `Changes from ${older.pkg.label} to ${model.pkg.label}`,
      sidebar_label: `Changes from ${older.pkg.label}`,
      description: `Every export of graphql added, removed or changed between ${older.pkg.version} and ${model.pkg.version}, by module, with what changed and whether it breaks callers.`,
    }),
    `# Changes from ${older.pkg.label} to ${model.pkg.label}`,
    `Computed from the type declarations of graphql ${older.pkg.version} and ${model.pkg.version}, compared as TypeScript resolves them: ${added.length} exports added, ${removed.length} removed and ${changed.length} changed, ${breaking} of them in a way that can break callers. ` +
      'A type the package exports counts as its name (its own changes are listed under it); the types it does not export, the union members, enum values and type arguments that equal their defaults are compared resolved, so a declaration rewritten to the same type is not listed. ' +
      'Members are compared as the type resolves them, inherited ones included (through `extends`, `Omit<>` and intersections); a member both versions inherit from the same export is listed under that export. ' +
      '**Breaking** changes can make code that compiled against 16 fail to compile or behave differently; **non-breaking** ones only add; a **deprecation** still works and will be removed in a later major version.',
  ];
  blocks.push(...entryPointSection(model, comparison, diff));
  for (const module of API_MODULES) {
    const inModule = (entries: ApiEntry[]) => entries.filter((entry) => entry.module === module.id);
    const sectionsOfModule: [string, string, string[]][] = [
      [
        'Added',
        'added',
        inModule(added).map((entry) => {
          const version = history?.addedIn(entry.name);
          return `- [${escapeLiteral(entry.name)}](${entry.url}) (${kind(entry)})${version ? `: added in ${version}` : ''}. **Non-breaking**.`;
        }),
      ],
      [
        'Removed',
        'removed',
        inModule(removed).map((entry) => {
          const note = deprecationOf(entry);
          const version = history?.removedIn(entry.name);
          const lead = `- [${escapeLiteral(entry.name)}](${entry.url}) (${kind(entry)}, ${older.pkg.label})${note ? `: deprecated in ${older.pkg.label}: ${note}` : ''}`;
          return `${/[.!?]$/.test(lead) ? lead : `${lead}.`} **Breaking**: removed${version ? ` in ${version}` : ''}.${guide(entry.name)}`;
        }),
      ],
      [
        'Changed',
        'changed',
        inModule(changed).map((entry) => {
          const counterpart = olderEntries.get(entry.name);
          const other = counterpart ? `; [${older.pkg.label}](${counterpart.url})` : '';
          return `- [${escapeLiteral(entry.name)}](${entry.url}) (${kind(entry)}${other}): ${changeLine(diff.changed.get(entry.name)!)}${guide(entry.name)}`;
        }),
      ],
    ];
    if (sectionsOfModule.every(([, , items]) => items.length === 0)) continue;
    blocks.push(heading(2, `${module.title} (\`${moduleImportPath(module.id)}\`)`, module.id));
    for (const [title, id, items] of sectionsOfModule) {
      if (items.length > 0) blocks.push(heading(3, title, `${module.id}-${id}`), items.join('\n'));
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The entry points besides the root (`graphql/subscription`) that one version has and the other
 * lacks, each with what it exported and where those names are in the other version.
 */
function entryPointSection(model: ApiModel, comparison: VersionComparison, diff: StructuralDiff): string[] {
  const older = comparison.other;
  const {added, removed} = diff.entryPoints;
  if (added.length === 0 && removed.length === 0) return [];
  const link = (entries: ApiModel['entries'], name: string) => {
    const entry = entries.find((candidate) => candidate.name === name);
    return entry ? `[\`${escapeLiteral(name)}\`](${entry.url})` : `\`${name}\``;
  };
  const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));
  /** Where a version exports a name: the root and its other entry points, or nowhere. */
  const whereIn = (entries: ApiModel['entries'], name: string) => {
    const entry = entries.find((candidate) => candidate.name === name);
    return entry ? ['graphql', ...entry.subpaths].map((path) => `\`${path}\``).join(' or ') : undefined;
  };
  const items = [
    ...removed.map((entryPoint) => {
      const moved = entryPoint.exports.flatMap((name) => {
        const where = whereIn(model.entries, name);
        return where ? [`${link(model.entries, name)} from ${where}`] : [];
      });
      const gone = entryPoint.exports.filter((name) => !whereIn(model.entries, name)).map((name) => link(older.entries, name));
      return [
        `- \`${entryPoint.path}\` (${older.pkg.label} only): **Breaking**: removed. It exported ${list(entryPoint.exports.map((name) => link(older.entries, name)))}.`,
        moved.length ? `In ${model.pkg.label}, import ${list(moved)}.` : '',
        gone.length ? `Not exported by ${model.pkg.label}: ${list(gone)}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    }),
    ...added.map(
      (entryPoint) =>
        `- \`${entryPoint.path}\` (new in ${model.pkg.label}): **Non-breaking**: added. It exports ${list(entryPoint.exports.map((name) => link(model.entries, name)))}.`,
    ),
  ];
  return [
    heading(2, 'Entry points', 'entry-points'),
    `The modules a program imports besides \`graphql\` itself, read from each package's folders and \`exports\` map: ${added.length} added, ${removed.length} removed.`,
    items.join('\n'),
  ];
}
