// How well search answers the evaluation set (search-queries.ts): hit@1, hit@3 and mean
// reciprocal rank, for the tuning queries and the held-out ones apart, from the routes each
// query's result rows lead to, best first.
import {EVALUATION_QUERIES, type EvaluationQuery, type QueryKind} from './search-queries';

export interface QueryOutcome {
  query: EvaluationQuery;
  /** The page routes of the result rows, best first (a page's sections are not rows). */
  routes: string[];
  /** 1-based rank of the first expected route; null when absent. */
  rank: number | null;
  /** From the last key to the results, when measured. */
  ms: number | null;
}

export interface QualityFigures {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  medianMs: number | null;
}

export interface SearchQuality {
  tuning: QualityFigures;
  heldOut: QualityFigures;
  byKind: Record<QueryKind, QualityFigures>;
  misses: {query: string; heldOut: boolean; expected: string[]; got: string[]}[];
}

/** A route as results and expectations compare: no anchor, no trailing slash but the root's. */
export function pageRoute(href: string): string {
  const path = href.replace(/[#?].*$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The routes of a list of hrefs, each page once, in order of first appearance. */
export function distinctRoutes(hrefs: readonly string[]): string[] {
  return [...new Set(hrefs.map(pageRoute))];
}

export function outcomeOf(query: EvaluationQuery, hrefs: readonly string[], ms: number | null): QueryOutcome {
  const routes = distinctRoutes(hrefs);
  const expected = new Set(query.expected.map(pageRoute));
  const index = routes.findIndex((route) => expected.has(route));
  return {query, routes, rank: index === -1 ? null : index + 1, ms};
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function figures(outcomes: readonly QueryOutcome[]): QualityFigures {
  const n = outcomes.length || 1;
  return {
    queries: outcomes.length,
    hitAt1: outcomes.filter(({rank}) => rank === 1).length / n,
    hitAt3: outcomes.filter(({rank}) => rank !== null && rank <= 3).length / n,
    mrr: outcomes.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / n,
    medianMs: median(outcomes.flatMap(({ms}) => (ms === null ? [] : [ms]))),
  };
}

export function summarise(outcomes: readonly QueryOutcome[]): SearchQuality {
  const kinds: QueryKind[] = ['api', 'typo', 'task'];
  return {
    tuning: figures(outcomes.filter(({query}) => !query.heldOut)),
    heldOut: figures(outcomes.filter(({query}) => query.heldOut)),
    byKind: Object.fromEntries(kinds.map((kind) => [kind, figures(outcomes.filter(({query}) => query.kind === kind))])) as Record<
      QueryKind,
      QualityFigures
    >,
    misses: outcomes
      .filter(({rank}) => rank === null || rank > 1)
      .map(({query, routes}) => ({query: query.query, heldOut: query.heldOut, expected: query.expected, got: routes.slice(0, 3)})),
  };
}

export {EVALUATION_QUERIES};
