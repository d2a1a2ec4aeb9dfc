import type {DocumentedPackage} from '../packages';
import {HISTORY_FILE, lineage, loadHistory, parseEvents, REFRESH_COMMAND, stateAt, type HistoryData, type HistoryEvent} from './data';
import {memberKey, parameterKey} from './surface';

const EVENT_LABELS = {added: 'Added', removed: 'Removed', deprecated: 'Deprecated', undeprecated: 'No longer deprecated'} as const;

/**
 * The history lines of one version's pages ("Added in 16.12.0. Deprecated in 17.0.0."), from
 * the committed data file. Keys the data lacks are collected rather than thrown at once, so the
 * generator can name them all in one message.
 */
export class HistoryNotes {
  readonly missing = new Set<string>();

  constructor(
    private readonly data: HistoryData,
    readonly pkg: DocumentedPackage,
  ) {}

  /** The notes of a documented package; throws, saying what to run, when its release is not in the data. */
  static of(pkg: DocumentedPackage, data: HistoryData = loadHistory()): HistoryNotes {
    if (!data.releases.includes(pkg.version)) {
      throw new Error(
        `[api-reference] graphql ${pkg.version} is not in ${HISTORY_FILE}, which records ${data.releases[0]} to ${data.releases.at(-1)}: run \`${REFRESH_COMMAND}\` and commit the file.`,
      );
    }
    return new HistoryNotes(data, pkg);
  }

  events(key: string): HistoryEvent[] {
    const text = this.data.history[key];
    if (text === undefined) this.missing.add(key);
    return parseEvents(text);
  }

  /** The release that added the key to this page's line (17.1.0 on 17.x, 16.15.0 on 16.x): the version a reader needs at least. */
  addedIn(key: string): string | undefined {
    const chain = lineage(this.data, this.pkg.version);
    const added = this.events(key).filter((event) => event.kind === 'added');
    return (added.filter((event) => chain.has(event.version)).at(-1) ?? added.at(-1))?.version;
  }

  /** The added version, or undefined when it is the first release recorded (it may be older). */
  knownAddition(key: string): string | undefined {
    const added = this.addedIn(key);
    return added === this.data.releases[0] ? undefined : added;
  }

  /** The release the key was last removed in. */
  removedIn(key: string): string | undefined {
    return this.events(key)
      .filter((event) => event.kind === 'removed')
      .at(-1)?.version;
  }

  /**
   * "Added in 16.12.0. Deprecated in 17.0.0." as plain text; the same change in both lines
   * reads "Added in 16.15.0 and 17.1.0."
   */
  text(key: string, withRemovals = true): string {
    const sentences: {kind: HistoryEvent['kind']; versions: string[]}[] = [];
    for (const event of this.events(key)) {
      if (!withRemovals && event.kind === 'removed') continue;
      const version = event.kind === 'added' && event.version === this.data.releases[0] ? `${event.version} or earlier` : event.version;
      const last = sentences.at(-1);
      if (last?.kind === event.kind) last.versions.push(version);
      else sentences.push({kind: event.kind, versions: [version]});
    }
    return sentences.map(({kind, versions}) => `${EVENT_LABELS[kind]} in ${versions.join(' and ')}.`).join(' ');
  }

  /** The line under an export's or member's heading. */
  line(key: string): string {
    const text = this.text(key);
    return text ? `<span className="api-history">${text}</span>` : '';
  }

  exportLine(name: string): string {
    return this.line(name);
  }

  memberLine(exportName: string, member: string): string {
    return this.line(memberKey(exportName, member));
  }

  /**
   * The fields the data records for a parameter's options object in this page's release
   * (`getVariableValues(options.maxErrors)`), whether or not the pages can read the type.
   */
  optionFields(functionName: string, parameter: string): string[] {
    const prefix = `${parameterKey(functionName, parameter)}`.replace(/\)$/, '.');
    return Object.keys(this.data.history)
      .filter((key) => key.startsWith(prefix) && stateAt(this.data, parseEvents(this.data.history[key]), this.pkg.version) !== 'absent')
      .map((key) => key.slice(prefix.length, -1))
      .sort();
  }

  /**
   * A parameter's or options field's history, only where it differs from its function's
   * (a parameter added after the function, or deprecated on its own): inline, in parentheses.
   * Without removals for the fields of an options type read from the data alone: a field's key
   * also ends when a later release exports the type under a name (16's `validate(options.maxErrors)`
   * is 17's `ValidationOptions.maxErrors`), which the data cannot tell from a removal.
   */
  parameterNote(functionName: string, parameter: string, field?: string, withRemovals = true): string {
    const own = this.text(parameterKey(functionName, parameter, field), withRemovals);
    const parent = this.text(field ? parameterKey(functionName, parameter) : functionName, withRemovals);
    return own && own !== parent ? `(${own.replace(/\.$/, '').replace(/\. /g, '; ')})` : '';
  }
}
