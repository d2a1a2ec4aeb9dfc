import type {ApiKind, SearchSymbol} from '@site/contracts/api';

// Ranks API symbols against what the reader typed. Better match kinds always rank first:
// exact name, then name prefix, then a word inside the name, then any substring, then
// camelCase initials (`gOT` -> GraphQLObjectType), and last, names a typo or two away
// (`exeute` -> execute: "did you mean"). Letter case never prevents a match; it only breaks
// ties, as do the kind (classes and functions before the shapes they take), fewer skipped
// words for initials, and shorter names.

export const MatchTier = {
  Exact: 0,
  ExactIgnoringCase: 1,
  Prefix: 2,
  WordStart: 3,
  Substring: 4,
  Initials: 5,
  Typo: 6,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Half-open [start, end) character ranges of the name that matched, for highlighting. */
export type MatchRange = readonly [number, number];

export interface SymbolMatch {
  tier: MatchTier;
  /** Whether the matched characters have the same letter case as the query. */
  sameCase: boolean;
  /** Words of the name the initials passed over (`KTN`: 0 for KnownTypeNamesRule, 1 for ASTKindToNode). */
  skippedWords: number;
  /** For a typo: the edits (insert, delete, change or swap two letters) between query and name. */
  distance: number;
  ranges: MatchRange[];
}

export interface RankedSymbol<T extends SearchSymbol = SearchSymbol> {
  symbol: T;
  match: SymbolMatch;
}

const KIND_ORDER: Record<ApiKind, number> = {
  class: 0,
  function: 1,
  enum: 2,
  interface: 3,
  type: 4,
  variable: 5,
};

// Symbol names are identifiers; longer queries are prose meant for the full-text search, and
// bounding them keeps the initials matcher cheap.
const MAX_SYMBOL_QUERY_LENGTH = 64;
const IDENTIFIER = /^[A-Za-z0-9_$]+$/;

/**
 * The identifier a query can match, or null when it cannot name a symbol: spaces are dropped
 * (`object type`), as is a trailing `()` (`parse()`).
 */
export function toSymbolQuery(query: string): string | null {
  const compact = query.replace(/\s+/g, '').replace(/\(\)$/, '');
  if (compact.length === 0 || compact.length > MAX_SYMBOL_QUERY_LENGTH || !IDENTIFIER.test(compact)) {
    return null;
  }
  return compact;
}

/**
 * Start offsets of the words of an identifier: `GraphQLObjectType` -> Graph, QL, Object, Type;
 * `GRAPHQL_MAX_INT` -> GRAPHQL, MAX, INT; `isTypeOf` -> is, Type, Of.
 */
export function wordStarts(name: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < name.length; i++) {
    const char = name[i]!;
    if (char === '_' || char === '$') {
      continue;
    }
    const previous = i > 0 ? name[i - 1]! : '';
    const next = name[i + 1] ?? '';
    const isUpper = char !== char.toLowerCase();
    const isDigit = char >= '0' && char <= '9';
    const previousIsUpper = previous !== previous.toLowerCase();
    const previousIsDigit = previous >= '0' && previous <= '9';
    const nextIsLower = next !== next.toUpperCase();
    if (
      i === 0 ||
      previous === '_' ||
      previous === '$' ||
      (isUpper && !previousIsUpper) ||
      (isUpper && previousIsUpper && nextIsLower) ||
      (isDigit && !previousIsDigit)
    ) {
      starts.push(i);
    }
  }
  return starts;
}

/** A symbol with what matching needs precomputed once per index instead of per keystroke. */
export interface PreparedSymbol<T extends SearchSymbol = SearchSymbol> {
  symbol: T;
  lowerName: string;
  wordStarts: number[];
  /** End of each word, not counting the `_` or `$` that may separate it from the next. */
  wordEnds: number[];
}

export function prepareSymbols<T extends SearchSymbol>(symbols: readonly T[]): PreparedSymbol<T>[] {
  return symbols.map((symbol) => {
    const {name} = symbol;
    const starts = wordStarts(name);
    const wordEnds = starts.map((start, i) => {
      const next = starts[i + 1] ?? name.length;
      let end = start;
      while (end < next && name[end] !== '_' && name[end] !== '$') {
        end++;
      }
      return end;
    });
    return {symbol, lowerName: name.toLowerCase(), wordStarts: starts, wordEnds};
  });
}

/** Whether the query's letters appear in the name in order: a cheap test before matchInitials. */
function isSubsequence(lowerName: string, lowerQuery: string): boolean {
  let at = 0;
  for (const char of lowerQuery) {
    at = lowerName.indexOf(char, at) + 1;
    if (at === 0) {
      return false;
    }
  }
  return true;
}

/**
 * Matches the query as pieces that each begin a word of the name, in order; words may be
 * skipped: `gOT` and `GraphObjType` both match Graph|QL|Object|Type.
 */
function matchInitials(prepared: PreparedSymbol, lowerQuery: string): MatchRange[] | null {
  const {lowerName, wordStarts: starts, wordEnds} = prepared;
  if (!isSubsequence(lowerName, lowerQuery)) {
    return null;
  }
  // failed[word * (query length + 1) + position]: no match from this word at this position.
  const stride = lowerQuery.length + 1;
  const failed = new Uint8Array(starts.length * stride);
  const search = (word: number, position: number): MatchRange[] | null => {
    if (position === lowerQuery.length) {
      return [];
    }
    for (let w = word; w < starts.length; w++) {
      if (failed[w * stride + position]) {
        continue;
      }
      const start = starts[w]!;
      // Longest piece first, so `graphqlobj` splits as Graph+QL+Obj rather than shorter pieces.
      const longest = Math.min(wordEnds[w]! - start, lowerQuery.length - position);
      for (let length = longest; length >= 1; length--) {
        if (lowerName.startsWith(lowerQuery.slice(position, position + length), start)) {
          const rest = search(w + 1, position + length);
          if (rest) {
            return [[start, start + length], ...rest];
          }
        }
      }
      failed[w * stride + position] = 1;
    }
    return null;
  };
  return search(0, 0);
}

function hasSameCase(name: string, query: string, ranges: readonly MatchRange[]): boolean {
  return ranges.map(([start, end]) => name.slice(start, end)).join('') === query;
}

function matchPrepared(prepared: PreparedSymbol, query: string, lowerQuery: string): SymbolMatch | null {
  const {
    symbol: {name},
    lowerName,
  } = prepared;
  if (name === query) {
    return {tier: MatchTier.Exact, sameCase: true, skippedWords: 0, distance: 0, ranges: [[0, name.length]]};
  }
  if (lowerName === lowerQuery) {
    return {tier: MatchTier.ExactIgnoringCase, sameCase: false, skippedWords: 0, distance: 0, ranges: [[0, name.length]]};
  }
  const single = (tier: MatchTier, at: number): SymbolMatch => {
    const ranges: MatchRange[] = [[at, at + query.length]];
    return {tier, sameCase: hasSameCase(name, query, ranges), skippedWords: 0, distance: 0, ranges};
  };
  if (lowerName.startsWith(lowerQuery)) {
    return single(MatchTier.Prefix, 0);
  }
  const firstAt = lowerName.indexOf(lowerQuery);
  if (firstAt !== -1) {
    for (let at = firstAt; at !== -1; at = lowerName.indexOf(lowerQuery, at + 1)) {
      if (prepared.wordStarts.includes(at)) {
        return single(MatchTier.WordStart, at);
      }
    }
    return single(MatchTier.Substring, firstAt);
  }
  const initials = matchInitials(prepared, lowerQuery);
  if (initials) {
    const usedWords = initials.map(([start]) => prepared.wordStarts.indexOf(start));
    return {
      tier: MatchTier.Initials,
      sameCase: hasSameCase(name, query, initials),
      // The pieces take words in order, so the words passed over are those before the last one used.
      skippedWords: usedWords[usedWords.length - 1]! + 1 - usedWords.length,
      distance: 0,
      ranges: initials,
    };
  }
  return matchTypo(prepared, lowerQuery);
}

/** How many edits a query of this length may be from a name and still be taken for a typo of it. */
export function maxTypoDistance(queryLength: number): number {
  return queryLength < 4 ? 0 : queryLength < 8 ? 1 : 2;
}

// Beyond this, a query is not a mistyped name; it also bounds the work per symbol.
const MAX_TYPO_QUERY_LENGTH = 32;
// Three rows of the edit-distance table, reused by every call (the dialog is single-threaded).
let rows = [new Uint8Array(0), new Uint8Array(0), new Uint8Array(0)];

/**
 * The fewest edits (insertions, deletions, substitutions and swaps of neighbouring letters)
 * that turn `query` into the text of `name` from `start` to any point after it: the query may
 * stand for a whole name or for its beginning (`exeute` is 1 from execute and executeSync).
 * Also tells whether the best match runs to the name's end. Gives up above `limit`.
 */
export function typoDistance(query: string, name: string, start: number, limit: number): {distance: number; wholeName: boolean} | null {
  const m = query.length;
  const n = name.length - start;
  if (rows[0]!.length < m + 1) {
    rows = [new Uint8Array(m + 1), new Uint8Array(m + 1), new Uint8Array(m + 1)];
  }
  // Row j holds the distances between the first i letters of the query and name[start, start + j).
  let [beforePrevious, previous, current] = rows as [Uint8Array, Uint8Array, Uint8Array];
  for (let i = 0; i <= m; i++) {
    previous[i] = i;
  }
  let best = previous[m]!;
  let wholeName = n === 0;
  for (let j = 1; j <= n; j++) {
    const nameChar = name.charCodeAt(start + j - 1);
    current[0] = j;
    let rowMin = j;
    for (let i = 1; i <= m; i++) {
      const queryChar = query.charCodeAt(i - 1);
      let cost = Math.min(previous[i]! + 1, current[i - 1]! + 1, previous[i - 1]! + (queryChar === nameChar ? 0 : 1));
      if (i > 1 && j > 1 && queryChar === name.charCodeAt(start + j - 2) && query.charCodeAt(i - 2) === nameChar) {
        cost = Math.min(cost, beforePrevious[i - 2]! + 1);
      }
      current[i] = cost;
      rowMin = Math.min(rowMin, cost);
    }
    if (current[m]! < best || (current[m]! === best && j === n)) {
      best = current[m]!;
      wholeName = j === n;
    }
    // Every later cell grows from this row: nothing below the limit can come.
    if (rowMin > limit) {
      break;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return best <= limit ? {distance: best, wholeName} : null;
}

/** The closest spelling of the query among the name and its words' tails, if close enough. */
function matchTypo(prepared: PreparedSymbol, lowerQuery: string): SymbolMatch | null {
  const limit = maxTypoDistance(lowerQuery.length);
  if (limit === 0 || lowerQuery.length > MAX_TYPO_QUERY_LENGTH) {
    return null;
  }
  let best: SymbolMatch | null = null;
  prepared.wordStarts.forEach((start, word) => {
    const found = typoDistance(lowerQuery, prepared.lowerName, start, best ? best.distance : limit);
    if (found && (!best || found.distance < best.distance)) {
      best = {
        tier: MatchTier.Typo,
        sameCase: false,
        // A typo of the whole name beats one of its beginning, which beats a later word's.
        skippedWords: word * 2 + (found.wholeName ? 0 : 1),
        distance: found.distance,
        ranges: [],
      };
    }
  });
  return best;
}

function compareRanked(a: RankedSymbol, b: RankedSymbol): number {
  return (
    a.match.tier - b.match.tier ||
    a.match.distance - b.match.distance ||
    // Among typos, where the match lies counts before the kind: execute before ExecutionArgs.
    (a.match.tier === MatchTier.Typo ? a.match.skippedWords - b.match.skippedWords : 0) ||
    Number(b.match.sameCase) - Number(a.match.sameCase) ||
    KIND_ORDER[a.symbol.kind] - KIND_ORDER[b.symbol.kind] ||
    a.match.skippedWords - b.match.skippedWords ||
    a.symbol.name.length - b.symbol.name.length ||
    (a.symbol.name < b.symbol.name ? -1 : a.symbol.name > b.symbol.name ? 1 : 0)
  );
}

/** The best `limit` symbols for a free-text query, best first; none if it cannot name a symbol. */
export function rankSymbols<T extends SearchSymbol>(
  symbols: readonly PreparedSymbol<T>[],
  query: string,
  limit: number,
): RankedSymbol<T>[] {
  const symbolQuery = toSymbolQuery(query);
  if (symbolQuery === null) {
    return [];
  }
  const lowerQuery = symbolQuery.toLowerCase();
  const ranked: RankedSymbol<T>[] = [];
  for (const prepared of symbols) {
    const match = matchPrepared(prepared, symbolQuery, lowerQuery);
    if (match) {
      ranked.push({symbol: prepared.symbol, match});
    }
  }
  return ranked.sort(compareRanked).slice(0, limit);
}
