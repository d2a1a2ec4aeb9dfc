import {SEARCH_SYNONYMS, STOP_WORDS, TOPIC_WORDS} from '../../../contracts/search-vocabulary';
import {maxTypoDistance, typoDistance} from './symbolRanking';

// What the reader typed, read before anything is searched: the words worth looking up (stop
// words dropped, `v17` read as `17`), the other spellings each may go by in the docs (the short
// list in contracts/search-vocabulary.ts), and whether the query names an API symbol rather
// than asks a question.

export interface QueryTerm {
  /** The word as the reader typed it, lower case. */
  word: string;
  /** What is looked up for it: the word, then its synonyms. A page matching any matches the term. */
  lookups: string[];
  /** The reader said they do without it (`no apollo`, `without websockets`). */
  excluded?: boolean;
}

export interface AnalysedQuery {
  terms: QueryTerm[];
  /** Every word typed, stop words included, lower case: what highlighting leaves alone. */
  stopWords: Set<string>;
  /** Every word typed, in order, stop words included: pairs of them found together in a page say it holds the phrase. */
  words: string[];
  /** One word shaped like an identifier (`buildSchema`, `graphql_sync`, `parse()`): a name, not a question. */
  isIdentifier: boolean;
}

// The word after these names what the reader does without (`no apollo client`, `instead of
// websockets`): the answer may still mention it, as the alternative, but is not about it.
const EXCLUDING_WORDS: ReadonlySet<string> = new Set(['no', 'without', 'instead', 'rather', 'except']);

// Longer input is prose pasted by mistake; every term costs the index a lookup.
const MAX_TERMS = 8;

/** `v17` -> `17`, `16.x` -> `16`: the docs write bare version numbers. */
// `17`, `v17`, `17.x`: a major version as readers write it.
const VERSION_WORD = /^v?(\d+)(?:\.x)?$/i;

function normaliseVersion(word: string): string {
  const version = VERSION_WORD.exec(word);
  return version ? version[1]! : word;
}

/** The words of a query, lower case, without punctuation; `n+1`, `graphql-js` and `@oneOf` keep their form. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_+@.$-]+/u)
    .map((word) => word.replace(/^[.+-]+|[.+-]+$/g, '').replace(/^@/, ''))
    .filter((word) => word !== '' && word !== '()');
}

const IDENTIFIER_QUERY = /^[A-Za-z_$][A-Za-z0-9_$]*(\(\))?$/;

export function analyseQuery(query: string): AnalysedQuery {
  const trimmed = query.trim();
  const words = queryWords(trimmed);
  const stopWords = new Set(words.filter((word) => STOP_WORDS.has(word)));
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  // Multi-word synonyms first: `schema definition language` reads as one term.
  let rest = ` ${words.map(normaliseVersion).join(' ')} `;
  for (const [spelling, alternatives] of SEARCH_SYNONYMS) {
    if (spelling.includes(' ') && rest.includes(` ${spelling} `)) {
      rest = rest.replace(` ${spelling} `, ' ');
      terms.push({word: spelling, lookups: [...alternatives]});
      seen.add(spelling);
    }
  }
  let excluding = false;
  for (const raw of rest.trim().split(' ')) {
    const word = normaliseVersion(raw);
    if (EXCLUDING_WORDS.has(word)) {
      excluding = true;
    }
    if (word === '' || STOP_WORDS.has(word) || seen.has(word)) {
      continue;
    }
    seen.add(word);
    const excluded = excluding;
    excluding = false;
    const synonyms = SEARCH_SYNONYMS.get(word) ?? [];
    // `n+1` is looked up by what it stands for; Pagefind would read it as `n1`.
    const spellings = word.includes('+') && synonyms.length > 0 ? synonyms : [word.replace(/\+/g, ''), ...synonyms];
    terms.push({word, lookups: [...new Set(spellings)].filter((lookup) => lookup !== ''), ...(excluded && {excluded})});
  }
  // A query of stop words only ("how to") still searches for what was typed.
  if (terms.length === 0 && words.length > 0) {
    terms.push(...words.slice(0, MAX_TERMS).map((word) => ({word, lookups: [word]})));
  }
  return {terms: terms.slice(0, MAX_TERMS), stopWords, words, isIdentifier: IDENTIFIER_QUERY.test(trimmed)};
}

/**
 * A name asked for in one API version (`printError graphql 16`, `v16 getOperationRootType`):
 * the name and the version among `versionNames` (`17.x`, `16.x`) whose major the query names,
 * or null when the query names no version, several, or more than one identifier besides.
 */
export function versionedName(query: string, versionNames: readonly string[]): {name: string; version: string} | null {
  const words = query.trim().split(/\s+/);
  const majors = words.map((word) => VERSION_WORD.exec(word)?.[1]).filter((major) => major !== undefined);
  const rest = words.filter((word) => !VERSION_WORD.test(word) && !/^graphql(-js)?$/i.test(word));
  const version = versionNames.find((name) => majors.length === 1 && name.split('.')[0] === majors[0]);
  return version && rest.length === 1 && IDENTIFIER_QUERY.test(rest[0]!) ? {name: rest[0]!, version} : null;
}

/** The topic word a mistyped word most likely meant (`athorization` -> authorization), if one is close. */
export function correctTypo(word: string): string | null {
  if (TOPIC_WORDS.includes(word) || TOPIC_WORDS.includes(`${word}s`)) {
    return null;
  }
  let best: {word: string; distance: number} | null = null;
  const limit = maxTypoDistance(word.length);
  for (const topic of TOPIC_WORDS) {
    // Titles name topics in the plural; readers often type one (`scalr` for a scalar).
    for (const form of topic.endsWith('s') ? [topic, topic.slice(0, -1)] : [topic]) {
      const found: {distance: number; wholeName: boolean} | null =
        limit > 0 && Math.abs(form.length - word.length) <= limit ? typoDistance(word, form, 0, best ? best.distance - 1 : limit) : null;
      if (found && found.wholeName && (!best || found.distance < best.distance)) {
        best = {word: topic, distance: found.distance};
      }
    }
  }
  return best?.word ?? null;
}
