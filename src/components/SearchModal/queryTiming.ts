// User Timing entries the dialog records, so a benchmark in a real browser can read them with
// performance.getEntriesByName(...): no globals, no test-only code paths.

/** From the keystroke that changed the query to the commit of that query's results. */
export const QUERY_MEASURE = 'search-query';
/** From opening the dialog to the search index being ready (script, WebAssembly, metadata). */
export const READY_MEASURE = 'search-ready';

export function recordMeasure(name: string, start: number, detail: Record<string, unknown>): void {
  performance.measure(name, {start, end: performance.now(), detail});
}
