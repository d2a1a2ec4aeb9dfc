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
 * in release order. A key present in the first release recorded starts with `+` that release.
 */
export interface HistoryData {
  package: 'graphql';
  /** Every release read, oldest first: the published non-prerelease versions of the majors read. */
  releases: string[];
  history: Record<string, string>;
}

export type HistoryEventKind = 'added' | 'removed' | 'deprecated' | 'undeprecated';
export interface HistoryEvent {
  kind: HistoryEventKind;
  version: string;
}

const EVENT_CODES: Record<string, HistoryEventKind> = {'+': 'added', '-': 'removed', d: 'deprecated', u: 'undeprecated'};
const CODES = Object.fromEntries(Object.entries(EVENT_CODES).map(([code, kind]) => [kind, code])) as Record<HistoryEventKind, string>;

/** Builds the data from the surface of each release, in any order. */
export function computeHistory(releases: readonly {version: string; surface: Surface}[]): HistoryData {
  const ordered = [...releases].sort((a, b) => semver.compare(a.version, b.version));
  const state = new Map<string, 'live' | 'deprecated'>();
  const events = new Map<string, string[]>();
  const record = (key: string, kind: HistoryEventKind, version: string) => {
    if (!events.has(key)) events.set(key, []);
    events.get(key)!.push(`${CODES[kind]}${version}`);
  };
  for (const {version, surface} of ordered) {
    for (const [key, {deprecated}] of surface) {
      const before = state.get(key);
      if (!before) record(key, 'added', version);
      if (deprecated && before !== 'deprecated') record(key, 'deprecated', version);
      if (!deprecated && before === 'deprecated') record(key, 'undeprecated', version);
      state.set(key, deprecated ? 'deprecated' : 'live');
    }
    for (const key of [...state.keys()]) {
      if (!surface.has(key)) {
        record(key, 'removed', version);
        state.delete(key);
      }
    }
  }
  const keys = [...events.keys()].sort();
  return {package: 'graphql', releases: ordered.map((r) => r.version), history: Object.fromEntries(keys.map((key) => [key, events.get(key)!.join(' ')]))};
}

/** Compact JSON: one key per line, so a refresh reads as a diff of the keys that changed. */
export function serializeHistory(data: HistoryData): string {
  const lines = Object.entries(data.history).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n  "package": "graphql",\n  "releases": ${JSON.stringify(data.releases)},\n  "history": {\n${lines.join(',\n')}\n  }\n}\n`;
}

export function parseEvents(text: string | undefined): HistoryEvent[] {
  if (!text) return [];
  return text.split(' ').map((token) => {
    const kind = EVENT_CODES[token[0]];
    if (!kind) throw new Error(`api-history: bad event ${token}`);
    return {kind, version: token.slice(1)};
  });
}

/** What the data says a key is at a release: absent, live or deprecated. */
export function stateAt(events: readonly HistoryEvent[], version: string): 'absent' | 'live' | 'deprecated' {
  let state: 'absent' | 'live' | 'deprecated' = 'absent';
  for (const event of events) {
    if (semver.gt(event.version, version)) break;
    state = event.kind === 'removed' ? 'absent' : event.kind === 'deprecated' ? 'deprecated' : 'live';
  }
  return state;
}

/** The surface the data records at a release: what must equal the surface read from that release. */
export function surfaceAt(data: HistoryData, version: string): Map<string, 'live' | 'deprecated'> {
  const surface = new Map<string, 'live' | 'deprecated'>();
  for (const [key, text] of Object.entries(data.history)) {
    const state = stateAt(parseEvents(text), version);
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
  const deprecation = [...surface].filter(([key, {deprecated}]) => recorded.has(key) && (recorded.get(key) === 'deprecated') !== deprecated).map(([key]) => key);
  const sample = (keys: string[]) => `${keys.slice(0, 10).join(', ')}${keys.length > 10 ? `, and ${keys.length - 10} more` : ''}`;
  if (missing.length) problems.push(`missing ${missing.length} (${sample(missing)})`);
  if (extra.length) problems.push(`recorded as live but absent: ${extra.length} (${sample(extra)})`);
  if (deprecation.length) problems.push(`deprecation differs: ${deprecation.length} (${sample(deprecation)})`);
  if (problems.length === 0) return undefined;
  return `${path.basename(HISTORY_FILE)} disagrees with graphql ${version}: ${problems.join('; ')}. Run \`${REFRESH_COMMAND}\` and commit the file.`;
}
