import {readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type {Surface} from './surface';

/** The committed data file, written by `npm run api-history` (refresh.ts). */
export const HISTORY_FILE = path.join(__dirname, 'graphql-history.json');
export const REFRESH_COMMAND = 'npm run api-history';

/**
 * Release by release, when each key of the surface (surface.ts) changed: `+16.12.0` added (or
 * back), `-17.0.0` removed, `d17.0.0` deprecated, `u17.0.0` no longer deprecated, space-separated
 * in version order. Each release is compared with the one it follows: the previous release of its
 * major, or, for the first release of a major, the latest release of an earlier major published
 * before it (`after`). So 16.x and 17.x are lines of their own: what 16.15.0 adds after 17.0.0
 * came out is added in 16.15.0, not removed in 17.0.0. A key present in the first release
 * recorded starts with `+` that release.
 */
export interface HistoryData {
  package: 'graphql';
  /** Every release read, in version order: the published non-prerelease versions of the majors read. */
  releases: string[];
  /** The release each first release of a major follows (`"17.0.0": "16.14.2"`). */
  after: Record<string, string>;
  history: Record<string, string>;
}

export type HistoryEventKind = 'added' | 'removed' | 'deprecated' | 'undeprecated';
export interface HistoryEvent {
  kind: HistoryEventKind;
  version: string;
}

const EVENT_CODES: Record<string, HistoryEventKind> = {'+': 'added', '-': 'removed', d: 'deprecated', u: 'undeprecated'};
const CODES = Object.fromEntries(Object.entries(EVENT_CODES).map(([code, kind]) => [kind, code])) as Record<HistoryEventKind, string>;

export interface ReleaseSurface {
  version: string;
  /** When it was published (`npm view graphql time`): decides what a major's first release follows. */
  published: string;
  surface: Surface;
}

/** The release a release follows (see `HistoryData`), or undefined for the first one recorded. */
export function predecessor(data: Pick<HistoryData, 'releases' | 'after'>, version: string): string | undefined {
  if (data.after[version]) return data.after[version];
  const previous = data.releases[data.releases.indexOf(version) - 1];
  return previous && semver.major(previous) === semver.major(version) ? previous : undefined;
}

/** A release and those it follows, back to the first recorded. */
export function lineage(data: Pick<HistoryData, 'releases' | 'after'>, version: string): Set<string> {
  const chain = new Set<string>();
  for (let release: string | undefined = version; release && !chain.has(release); release = predecessor(data, release)) chain.add(release);
  return chain;
}

/** Builds the data from the surface of each release, in any order. */
export function computeHistory(releases: readonly ReleaseSurface[]): HistoryData {
  const ordered = [...releases].sort((a, b) => semver.compare(a.version, b.version));
  const after: Record<string, string> = {};
  for (const release of ordered) {
    const major = semver.major(release.version);
    if (ordered.some((r) => semver.major(r.version) === major && semver.lt(r.version, release.version))) continue;
    const earlier = ordered
      .filter((r) => semver.major(r.version) < major && r.published < release.published)
      .sort((a, b) => a.published.localeCompare(b.published));
    if (earlier.length > 0) after[release.version] = earlier.at(-1)!.version;
  }
  const shape = {releases: ordered.map((r) => r.version), after};
  const byVersion = new Map(ordered.map((r) => [r.version, r.surface]));
  const events = new Map<string, string[]>();
  const record = (key: string, kind: HistoryEventKind, version: string) => {
    if (!events.has(key)) events.set(key, []);
    events.get(key)!.push(`${CODES[kind]}${version}`);
  };
  for (const {version, surface} of ordered) {
    const previousVersion = predecessor(shape, version);
    const before: Surface = (previousVersion && byVersion.get(previousVersion)) || new Map();
    for (const [key, {deprecated}] of surface) {
      const was = before.get(key);
      if (!was) record(key, 'added', version);
      if (deprecated && !was?.deprecated) record(key, 'deprecated', version);
      if (!deprecated && was?.deprecated) record(key, 'undeprecated', version);
    }
    for (const key of before.keys()) if (!surface.has(key)) record(key, 'removed', version);
  }
  const keys = [...events.keys()].sort();
  return {package: 'graphql', ...shape, history: Object.fromEntries(keys.map((key) => [key, events.get(key)!.join(' ')]))};
}

/** Compact JSON: one key per line, so a refresh reads as a diff of the keys that changed. */
export function serializeHistory(data: HistoryData): string {
  const lines = Object.entries(data.history).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n  "package": "graphql",\n  "releases": ${JSON.stringify(data.releases)},\n  "after": ${JSON.stringify(data.after)},\n  "history": {\n${lines.join(',\n')}\n  }\n}\n`;
}

export function parseEvents(text: string | undefined): HistoryEvent[] {
  if (!text) return [];
  return text.split(' ').map((token) => {
    const kind = EVENT_CODES[token[0]];
    if (!kind) throw new Error(`api-history: bad event ${token}`);
    return {kind, version: token.slice(1)};
  });
}

/** What the data says a key is at a release: the events of the releases it follows, in order. */
export function stateAt(
  data: Pick<HistoryData, 'releases' | 'after'>,
  events: readonly HistoryEvent[],
  version: string,
): 'absent' | 'live' | 'deprecated' {
  const chain = lineage(data, version);
  let state: 'absent' | 'live' | 'deprecated' = 'absent';
  for (const event of events) {
    if (!chain.has(event.version)) continue;
    state =
      event.kind === 'removed'
        ? 'absent'
        : event.kind === 'deprecated'
          ? 'deprecated'
          : event.kind === 'undeprecated'
            ? 'live'
            : state === 'deprecated'
              ? 'deprecated'
              : 'live';
  }
  return state;
}

/** The surface the data records at a release: what must equal the surface read from that release. */
export function surfaceAt(data: HistoryData, version: string): Map<string, 'live' | 'deprecated'> {
  const surface = new Map<string, 'live' | 'deprecated'>();
  for (const [key, text] of Object.entries(data.history)) {
    const state = stateAt(data, parseEvents(text), version);
    if (state !== 'absent') surface.set(key, state);
  }
  return surface;
}

let loaded: HistoryData | undefined;
export function loadHistory(file = HISTORY_FILE): HistoryData {
  if (file !== HISTORY_FILE) return JSON.parse(readFileSync(file, 'utf8')) as HistoryData;
  loaded ??= JSON.parse(readFileSync(file, 'utf8')) as HistoryData;
  return loaded;
}

/**
 * What the data gets wrong about a release whose surface was read from its files: the keys it
 * misses, those it says are live but are not, and deprecations it has wrong, in one message that
 * says what to run; undefined when it agrees.
 */
export function historyDisagreement(data: HistoryData, version: string, surface: Surface): string | undefined {
  if (!data.releases.includes(version)) {
    return `graphql ${version} is not in ${path.basename(HISTORY_FILE)} (it records ${data.releases[0]} to ${data.releases.at(-1)}): run \`${REFRESH_COMMAND}\` and commit the file.`;
  }
  const recorded = surfaceAt(data, version);
  const problems: string[] = [];
  const missing = [...surface.keys()].filter((key) => !recorded.has(key));
  const extra = [...recorded.keys()].filter((key) => !surface.has(key));
  const deprecation = [...surface]
    .filter(([key, {deprecated}]) => recorded.has(key) && (recorded.get(key) === 'deprecated') !== deprecated)
    .map(([key]) => key);
  const sample = (keys: string[]) => `${keys.slice(0, 10).join(', ')}${keys.length > 10 ? `, and ${keys.length - 10} more` : ''}`;
  if (missing.length) problems.push(`missing ${missing.length} (${sample(missing)})`);
  if (extra.length) problems.push(`recorded as live but absent: ${extra.length} (${sample(extra)})`);
  if (deprecation.length) problems.push(`deprecation differs: ${deprecation.length} (${sample(deprecation)})`);
  if (problems.length === 0) return undefined;
  return `${path.basename(HISTORY_FILE)} disagrees with graphql ${version}: ${problems.join('; ')}. Run \`${REFRESH_COMMAND}\` and commit the file.`;
}
