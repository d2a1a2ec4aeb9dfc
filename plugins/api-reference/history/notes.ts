import type {DocumentedPackage} from '../packages';
import {HISTORY_FILE, loadHistory, parseEvents, REFRESH_COMMAND, type HistoryData, type HistoryEvent} from './data';
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
      throw new Error(`[api-reference] graphql ${pkg.version} is not in ${HISTORY_FILE}, which records ${data.releases[0]} to ${data.releases.at(-1)}: run \`${REFRESH_COMMAND}\` and commit the file.`);
    }
    return new HistoryNotes(data, pkg);
  }

  events(key: string): HistoryEvent[] {
    const text = this.data.history[key];
    if (text === undefined) this.missing.add(key);
    return parseEvents(text);
  }

  /** The release of the key's latest addition: the version a reader needs at least. */
  addedIn(key: string): string | undefined {
    return this.events(key).filter((event) => event.kind === 'added').at(-1)?.version;
  }

  /** The added version, or undefined when it is the first release recorded (it may be older). */
  knownAddition(key: string): string | undefined {
    const added = this.addedIn(key);
    return added === this.data.releases[0] ? undefined : added;
  }

  /** The release the key was last removed in. */
  removedIn(key: string): string | undefined {
    return this.events(key).filter((event) => event.kind === 'removed').at(-1)?.version;
  }

  /** "Added in 16.12.0. Deprecated in 17.0.0." as plain text. */
  text(key: string): string {
    return this.events(key)
      .map((event) => {
        const earlier = event.kind === 'added' && event.version === this.data.releases[0] ? ' or earlier' : '';
        return `${EVENT_LABELS[event.kind]} in ${event.version}${earlier}.`;
      })
      .join(' ');
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
   * A parameter's or options field's history, only where it differs from its function's
   * (a parameter added after the function, or deprecated on its own): inline, in parentheses.
   */
  parameterNote(functionName: string, parameter: string, field?: string): string {
    const own = this.text(parameterKey(functionName, parameter, field));
    const parent = this.text(field ? parameterKey(functionName, parameter) : functionName);
    return own && own !== parent ? `(${own.replace(/\.$/, '').replace(/\. /g, '; ')})` : '';
  }
}
