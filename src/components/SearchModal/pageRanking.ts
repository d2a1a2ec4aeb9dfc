import {GENERIC_WORDS, REFERENCE_LAYOUT_WORDS} from '../../../contracts/search-vocabulary';
import type {QueryTerm} from './queryAnalysis';
import type {ExcerptPart} from './excerpt';

// Ranks pages for what the reader typed, from what Pagefind found for each term separately, so
// a page that lacks one word still ranks by the words it has. Two passes: candidates from the
// index alone (no page text downloaded), then the few best, with their text, by where the
// words are (title, headings) and what kind of page answers (a guide for a question, the
// reference for a name). Pure functions: the dialog and the benchmark's evaluator share them.

/** What Pagefind returned for one looked-up word in one part of the site. */
export interface TermHit {
  pageId: string;
  /** Pagefind's score of the page for this word alone. */
  score: number;
}

export type PageArea = 'docs' | 'api';

export interface TermHits {
  term: QueryTerm;
  /** `spelling` indexes the term's lookups: 0 for the word as typed, then its synonyms. */
  hits: {area: PageArea; spelling: number; hit: TermHit}[];
}

export interface Candidate {
  pageId: string;
  area: PageArea;
  score: number;
  /** Which of the query's terms the page holds. */
  matched: boolean[];
}

// A word that more than half of the tutorials and guides hold tells little of which one is
// wanted; held by all of them it keeps this share of its weight.
const UBIQUITOUS_FLOOR = 0.15;

/**
 * Weight of a term: rare words say more about the page wanted than common ones. The rarity is
 * that of the word typed when the docs use it (a synonym such as `buildSchema` for `sdl` is on
 * many more pages); reference pages count a quarter, since hundreds of them share the API's
 * vocabulary; generic verbs (`write`, `pick`) count a quarter whatever their rarity, a word the
 * reader does without (`no apollo`) a fifth. A word most
 * of the `docsPageCount` tutorials and guides hold (`api`, `call`, `client`) weighs less the
 * more of them hold it, so a page is not outranked for lacking it.
 */
export function termWeight({term, hits}: TermHits, docsPageCount = 0): number {
  const docs = new Set<string>();
  const api = new Set<string>();
  const typed = hits.filter(({spelling}) => spelling === 0);
  for (const {area, hit} of typed.length > 0 ? typed : hits) {
    (area === 'docs' ? docs : api).add(hit.pageId);
  }
  const rarity = Math.log(1 + 100 / (1 + docs.size + api.size / 4));
  const spread = docsPageCount > 0 ? Math.min(1, Math.max(UBIQUITOUS_FLOOR, 2 * (1 - docs.size / docsPageCount))) : 1;
  const weight = rarity * spread * (term.excluded ? EXCLUDED_SHARE : 1);
  return GENERIC_WORDS.has(term.word) ? weight / 4 : weight;
}

// A word the reader does without (`no apollo`) keeps this share of its weight.
const EXCLUDED_SHARE = 0.2;

// For a question, a tutorial or guide that holds the words beats the reference page that also
// does: the reference says what a function takes, the guide how to get a task done.
const QUESTION_DOCS_BOOST = 2.5;
// A page holding every term beats one holding the rarest alone.
const ALL_TERMS_BONUS = 0.15;
// Pagefind's score weighs a word in a title or heading well above one in the text; kept, softened.
const STRENGTH_EXPONENT = 0.75;

export interface QueryKind {
  /** The query names an API symbol (one identifier, or words that spell one exactly). */
  namesSymbol: boolean;
}

/**
 * Scores every page any term found: the sum of the weights of the terms it holds, each scaled
 * by how strongly Pagefind matched it against the best page for that word, times the share of the query it covers.
 */
export function rankCandidates(termHits: readonly TermHits[], kind: QueryKind, docsPageCount = 0): Candidate[] {
  const weights = termHits.map((hits) => termWeight(hits, docsPageCount));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const pages = new Map<string, {area: PageArea; strengths: number[]}>();
  termHits.forEach(({term, hits}, termIndex) => {
    const best = Math.max(...hits.map(({hit}) => hit.score), 0) || 1;
    const layoutWord = !kind.namesSymbol && REFERENCE_LAYOUT_WORDS.has(term.word);
    for (const {area, hit} of hits) {
      if (layoutWord && area === 'api') {
        continue;
      }
      let page = pages.get(hit.pageId);
      if (!page) {
        page = {area, strengths: termHits.map(() => 0)};
        pages.set(hit.pageId, page);
      }
      page.strengths[termIndex] = Math.max(page.strengths[termIndex]!, (hit.score / best) ** STRENGTH_EXPONENT);
    }
  });
  const candidates: Candidate[] = [];
  for (const [pageId, {area, strengths}] of pages) {
    const matched = strengths.map((strength) => strength > 0);
    const covered = weights.reduce((sum, weight, i) => sum + (matched[i] ? weight : 0), 0) / totalWeight;
    const base = strengths.reduce((sum, strength, i) => sum + strength * weights[i]!, 0) / totalWeight;
    const allTerms = matched.every(Boolean) && termHits.length > 1 ? 1 + ALL_TERMS_BONUS : 1;
    const areaBoost = area === 'docs' && !kind.namesSymbol ? QUESTION_DOCS_BOOST : 1;
    candidates.push({pageId, area, matched, score: base * (0.5 + 0.5 * covered) * allTerms * areaBoost});
  }
  return candidates.sort((a, b) => b.score - a.score || (a.pageId < b.pageId ? -1 : 1));
}

/** The part of a Pagefind fragment this ranking reads. */
export interface PageText {
  route: string;
  title: string;
  /** The page's text, words separated by white space. */
  content: string;
  /** Headings with an id, by the index of the word they start at. */
  headings: {id: string; text: string; location: number}[];
}

export interface SectionHit {
  /** Null for the text before the first heading. */
  anchor: string | null;
  title: string;
  score: number;
  excerpt: ExcerptPart[];
}

export interface RankedPage {
  pageId: string;
  area: PageArea;
  route: string;
  title: string;
  score: number;
  /** Best first; at most MAX_SECTIONS. */
  sections: SectionHit[];
  /** The best matching sentence of the page. */
  excerpt: ExcerptPart[];
}

const MAX_SECTIONS = 3;
// The parts every reference page repeats; a match there belongs to the section above them.
const REFERENCE_SUBHEADINGS = /^(examples?|returns|parameters|type parameters|signature|throws|see also)$/i;

/** A light stem: enough to match `fields` with `field` and `deprecating` with `deprecate`. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 4) {
    return lower;
  }
  return lower.replace(/(ations?|ing|ies|ied|ed|es|s|e|ion|ions|ly)$/, '') || lower;
}

function cleanWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}_@$]+|[^\p{L}\p{N}_$]+$/gu, '')
    .replace(/^@/, '');
}

/**
 * A text's words, cleaned and stemmed once. A page repeats its words, so each distinct word is
 * stored once and a query compares its terms with each distinct word once, not with every
 * occurrence.
 */
export interface PreparedWords {
  words: string[];
  /** The distinct cleaned words, and their stems. */
  clean: string[];
  stems: string[];
  /** For each word of `words`, the index of its cleaned form in `clean`. */
  wordIds: Uint32Array;
}

export function prepareWords(text: string): PreparedWords {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const ids = new Map<string, number>();
  const wordIds = new Uint32Array(words.length);
  words.forEach((word, i) => {
    const clean = cleanWord(word);
    let id = ids.get(clean);
    if (id === undefined) {
      id = ids.size;
      ids.set(clean, id);
    }
    wordIds[i] = id;
  });
  const clean = [...ids.keys()];
  return {words, clean, stems: clean.map(stem), wordIds};
}

/** A term's spellings in the forms words are compared with. */
interface TermForms {
  lower: string[];
  stems: string[];
  /** Long spellings also match as the start of a longer word (`dataloader` in `dataloaders`). */
  prefixes: string[];
}

function termForms(term: QueryTerm): TermForms {
  const lower = term.lookups.map((lookup) => lookup.toLowerCase());
  return {lower, stems: lower.map(stem), prefixes: lower.filter((lookup) => lookup.length >= 5)};
}

function matchesForms(clean: string, wordStem: string, forms: TermForms): boolean {
  return (
    clean !== '' &&
    (forms.lower.includes(clean) || forms.stems.includes(wordStem) || forms.prefixes.some((prefix) => clean.startsWith(prefix)))
  );
}

/** Whether a word of the text is one of the term's spellings (a light stem of it, or the start of a longer name). */
export function wordMatchesTerm(word: string, term: QueryTerm): boolean {
  const clean = cleanWord(word);
  return matchesForms(clean, stem(clean), termForms(term));
}

/** For each distinct word of a text, the index of the first term it matches, or -1. */
function matchDistinctWords(prepared: PreparedWords, forms: readonly TermForms[]): Int32Array {
  return Int32Array.from(prepared.clean, (clean, id) => forms.findIndex((form) => matchesForms(clean, prepared.stems[id]!, form)));
}

/** For each word from `from` to `to`, the index of the first term it matches, or -1. */
function matchTerms(prepared: PreparedWords, from: number, to: number, matchOfWord: Int32Array): number[] {
  const matches: number[] = [];
  for (let i = from; i < to; i++) {
    matches.push(matchOfWord[prepared.wordIds[i]!]!);
  }
  return matches;
}

function countTerms(matches: readonly number[], termCount: number): number[] {
  const counts = new Array<number>(termCount).fill(0);
  for (const match of matches) {
    if (match !== -1) {
      counts[match]!++;
    }
  }
  return counts;
}

const MAX_EXCERPT_WORDS = 24;

/**
 * The sentence of `words` that holds most of the terms, cut at word boundaries to at most
 * MAX_EXCERPT_WORDS around its matches; matched words highlighted, stop words never.
 */
export function buildExcerpt(words: readonly string[], matchOf: readonly number[], weights: readonly number[]): ExcerptPart[] {
  if (words.length === 0) {
    return [];
  }
  // Sentences end after a word ending in . ! ? or :
  const sentences: [number, number][] = [];
  let start = 0;
  words.forEach((word, i) => {
    if (/[.!?:]$/.test(word) || i === words.length - 1) {
      sentences.push([start, i + 1]);
      start = i + 1;
    }
  });
  let best: [number, number] = sentences[0]!;
  let bestScore = -1;
  for (const [from, to] of sentences) {
    const seen = new Set<number>();
    let score = 0;
    for (let i = from; i < to; i++) {
      const match = matchOf[i]!;
      if (match !== -1 && !seen.has(match)) {
        seen.add(match);
        score += weights[match] ?? 1;
      }
    }
    // Prefer a sentence of prose to a long run of code or signature text.
    const score2 = score - (to - from > 60 ? 0.01 : 0);
    if (score2 > bestScore) {
      bestScore = score2;
      best = [from, to];
    }
  }
  let [from, to] = best;
  if (to - from > MAX_EXCERPT_WORDS) {
    const firstMatch = matchOf.findIndex((match, i) => i >= from && i < to && match !== -1);
    const centre = firstMatch === -1 ? from : firstMatch;
    from = Math.max(from, Math.min(centre - 6, to - MAX_EXCERPT_WORDS));
    to = Math.min(to, from + MAX_EXCERPT_WORDS);
  }
  const parts: ExcerptPart[] = [];
  const push = (text: string, highlighted: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.highlighted === highlighted) {
      last.text += text;
    } else {
      parts.push({text, highlighted});
    }
  };
  if (from > 0 && !/[.!?:]$/.test(words[from - 1]!)) {
    push('… ', false);
  }
  for (let i = from; i < to; i++) {
    if (i > from) {
      push(' ', false);
    }
    push(words[i]!, matchOf[i] !== -1);
  }
  if (to < words.length && !/[.!?:]$/.test(words[to - 1]!)) {
    push(' …', false);
  }
  return parts;
}

interface SectionRange {
  anchor: string | null;
  title: string;
  from: number;
  to: number;
}

/** The page's sections; on reference pages, Example, Returns and the like fold into the section above. */
export function sectionsOf(page: PageText, area: PageArea, wordCount: number): SectionRange[] {
  const headings = [...page.headings].sort((a, b) => a.location - b.location);
  const ranges: SectionRange[] = [{anchor: null, title: page.title, from: 0, to: headings[0]?.location ?? wordCount}];
  headings.forEach((heading, i) => {
    const to = headings[i + 1]?.location ?? wordCount;
    if (area === 'api' && REFERENCE_SUBHEADINGS.test(heading.text.trim())) {
      ranges[ranges.length - 1]!.to = to;
    } else {
      ranges.push({anchor: heading.id, title: heading.text, from: heading.location, to});
    }
  });
  return ranges;
}

// Where the words are says what the page is about: its title most, a heading next.
const TITLE_BOOST = 2;
const HEADING_BOOST = 1;
const PREFIX_NAMED_REFERENCE = 0.6;
// A sentence pasted whole (an error message, a long question) is looked for as a phrase too;
// found as written on a page, it weighs up to five times.
const PHRASE_MIN_WORDS = 6;
const PHRASE_BOOST = 4;

/** A page's text prepared once per page session, whatever the query. */
export interface PreparedPage {
  page: PageText;
  content: PreparedWords;
  title: PreparedWords;
  headings: PreparedWords[];
  /** Filled by wordPairsOf. */
  wordPairs: Set<string> | null;
}

export function preparePage(page: PageText): PreparedPage {
  return {
    page,
    content: prepareWords(page.content),
    title: prepareWords(page.title),
    headings: page.headings.map((heading) => prepareWords(heading.text)),
    wordPairs: null,
  };
}

function pairKey(first: string, second: string): string {
  return `${first} ${second}`;
}

/** The stems of every two neighbouring words of the page, built the first time a query needs them. */
function wordPairsOf(prepared: PreparedPage): Set<string> {
  if (!prepared.wordPairs) {
    const {stems, wordIds} = prepared.content;
    prepared.wordPairs = new Set<string>();
    for (let i = 1; i < wordIds.length; i++) {
      prepared.wordPairs.add(pairKey(stems[wordIds[i - 1]!]!, stems[wordIds[i]!]!));
    }
  }
  return prepared.wordPairs;
}

/**
 * The share of the query's neighbouring word pairs the page holds side by side: a pasted error
 * message found as written. Pairs of two stop words (`of the`) are on every page and left out;
 * queries shorter than PHRASE_MIN_WORDS are read as words, not as a phrase.
 */
export function phraseShare(prepared: PreparedPage, queryWordsInOrder: readonly string[], stopWords: ReadonlySet<string>): number {
  if (queryWordsInOrder.length < PHRASE_MIN_WORDS) {
    return 0;
  }
  const pairs: string[] = [];
  for (let i = 1; i < queryWordsInOrder.length; i++) {
    const [first, second] = [queryWordsInOrder[i - 1]!, queryWordsInOrder[i]!];
    if (!(stopWords.has(first) && stopWords.has(second))) {
      pairs.push(pairKey(stem(cleanWord(first)), stem(cleanWord(second))));
    }
  }
  if (pairs.length === 0) {
    return 0;
  }
  const held = wordPairsOf(prepared);
  return pairs.filter((pair) => held.has(pair)).length / pairs.length;
}

/** The second pass: each candidate with its text, its sections and its final score. */
export function rankPage(
  candidate: Candidate,
  prepared: PreparedPage,
  terms: readonly QueryTerm[],
  kind: QueryKind,
  weights: readonly number[],
  phrase: {words: readonly string[]; stopWords: ReadonlySet<string>} = {words: [], stopWords: new Set()},
): RankedPage {
  const {page, content} = prepared;
  const forms = terms.map(termForms);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const share = (counts: readonly number[]) => counts.reduce((sum, count, i) => sum + (count > 0 ? weights[i]! : 0), 0) / totalWeight;
  const shareOf = (words: PreparedWords, wordForms = forms) =>
    share(countTerms(matchTerms(words, 0, words.words.length, matchDistinctWords(words, wordForms)), terms.length));
  const matchOfWord = matchDistinctWords(content, forms);
  // For a question, a reference page named by a longer identifier that begins with a word typed
  // (`BooleanValueNode` for "boolean", `KnownTypeNamesRule` for "known") is not about that word:
  // its title counts only whole words, and Pagefind's title match that chose it counts less.
  const namedByPrefix = (() => {
    if (candidate.area !== 'api' || kind.namesSymbol) {
      return false;
    }
    const whole = shareOf(
      prepared.title,
      forms.map((form) => ({...form, prefixes: []})),
    );
    return whole < shareOf(prepared.title);
  })();
  const titleShare = namedByPrefix ? 0 : shareOf(prepared.title);
  const headingShares = new Map(page.headings.map((heading, i) => [heading.id, shareOf(prepared.headings[i]!)]));
  const sections = sectionsOf(page, candidate.area, content.words.length)
    .map((range) => {
      const matches = matchTerms(content, range.from, range.to, matchOfWord);
      const counts = countTerms(matches, terms.length);
      const headingShare = range.anchor ? (headingShares.get(range.anchor) ?? 0) : 0;
      const score =
        counts.reduce((sum, count, i) => sum + (count > 0 ? weights[i]! * (1 + Math.log(count) / 4) : 0), 0) / totalWeight + headingShare;
      return {range, matches, score, headingShare};
    })
    .filter((section) => section.score > 0)
    .sort((a, b) => b.score - a.score || a.range.from - b.range.from);
  const bestHeadingShare = Math.max(0, ...sections.map((section) => section.headingShare));
  const shown: SectionHit[] = sections.slice(0, MAX_SECTIONS).map(({range, matches, score}) => {
    // The section's text begins with its heading, which the result shows already.
    const titleWords = range.title.split(/\s+/).length;
    const skip = content.words.slice(range.from, range.from + titleWords).join(' ') === range.title ? titleWords : 0;
    return {
      anchor: range.anchor,
      title: range.title,
      score,
      excerpt: buildExcerpt(content.words.slice(range.from + skip, range.to), matches.slice(skip), weights),
    };
  });
  const titleBoost = kind.namesSymbol && candidate.area === 'docs' ? 0 : TITLE_BOOST;
  const opening = Math.min(MAX_EXCERPT_WORDS, content.words.length);
  return {
    pageId: candidate.pageId,
    area: candidate.area,
    route: page.route,
    title: page.title,
    score:
      candidate.score *
      (namedByPrefix ? PREFIX_NAMED_REFERENCE : 1) *
      (1 + titleBoost * titleShare * titleShare + HEADING_BOOST * bestHeadingShare) *
      (1 + PHRASE_BOOST * phraseShare(prepared, phrase.words, phrase.stopWords)),
    sections: shown,
    excerpt: shown[0]?.excerpt ?? buildExcerpt(content.words.slice(0, opening), matchTerms(content, 0, opening, matchOfWord), weights),
  };
}
