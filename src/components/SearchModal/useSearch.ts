import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ApiVersion} from '@site/contracts/search';
import {SearchDownloadError, withDeadline} from './downloads';
import {loadedEngine, loadSymbolIndex, NO_RESULTS, SearchEngine, SearchIndexMissingError, type SearchResults} from './searchEngine';

/**
 * - `missing-index`: no index was built (the dev server before any `npm run build`);
 * - `download-failed`: the index is there but could not be downloaded, so Retry may help;
 * - `failed`: anything else that stopped search from starting.
 */
export type SearchStatus = 'loading' | 'ready' | 'missing-index' | 'download-failed' | 'failed';

export interface SearchAnswer {
  query: string;
  version: string;
  results: SearchResults;
  /** The engine threw on this query: 'download' when part of the index could not be fetched. */
  failure: 'download' | 'error' | null;
}

type EngineState = {status: Exclude<SearchStatus, 'ready'>} | {status: 'ready'; engine: SearchEngine};

/** Whether the answer lacks something a new download could bring. */
export function answerNeedsRetry(answer: SearchAnswer | null): boolean {
  return answer !== null && (answer.failure === 'download' || answer.results.pagesIncomplete || answer.results.symbolsFailed);
}

/**
 * Loads the search engine once the dialog mounts, then answers each (query, version). Answers
 * to superseded queries are dropped, so fast typing never shows stale results. `retry` downloads
 * again what failed: the engine, or the parts of the index the current answer lacks.
 */
export function useSearch(
  query: string,
  version: string,
  apiVersions: readonly ApiVersion[],
): {status: SearchStatus; answer: SearchAnswer | null; retry: () => void} {
  const baseUrl = useBaseUrl('/');
  // A dialog opened again in the same page session starts with the index already loaded.
  const [engineState, setEngineState] = useState<EngineState>(() => {
    const engine = loadedEngine();
    return engine ? {status: 'ready', engine} : {status: 'loading'};
  });
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  // Each retry that needs a fresh copy of Pagefind bumps `engineAttempt`; every retry bumps `attempt`.
  const [engineAttempt, setEngineAttempt] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted = true;
    if (engineState.status !== 'ready' || engineAttempt > 0) {
      setEngineState({status: 'loading'});
    }
    SearchEngine.load(baseUrl, apiVersions, engineAttempt).then(
      (engine) =>
        mounted && setEngineState((state) => (state.status === 'ready' && state.engine === engine ? state : {status: 'ready', engine})),
      (error: unknown) => {
        console.error('Search could not start', error);
        if (mounted) {
          setEngineState({
            status:
              error instanceof SearchIndexMissingError
                ? 'missing-index'
                : error instanceof SearchDownloadError
                  ? 'download-failed'
                  : 'failed',
          });
        }
      },
    );
    return () => {
      mounted = false;
    };
  }, [baseUrl, apiVersions, engineAttempt]);

  // Fetched alongside Pagefind rather than at the first query, which then has nothing to wait
  // for; a failure here shows in the answers, which ask for the file again.
  useEffect(() => {
    loadSymbolIndex(baseUrl, version, apiVersions).catch(() => {});
  }, [baseUrl, version, apiVersions]);

  useEffect(() => {
    if (engineState.status !== 'ready') {
      return undefined;
    }
    let current = true;
    // A query waits for the parts of the index it needs; one that never arrives fails it after
    // the deadline, and the answer that comes later is dropped.
    withDeadline(`the results for ${query}`, () => engineState.engine.search(query, version)).then(
      (results) => current && setAnswer({query, version, results, failure: null}),
      (error: unknown) => {
        console.error('Search failed', error);
        if (current) {
          const failure = error instanceof SearchDownloadError ? 'download' : 'error';
          setAnswer({query, version, results: NO_RESULTS, failure});
        }
      },
    );
    return () => {
      current = false;
    };
  }, [engineState, query, version, attempt]);

  const retry = () => {
    if (
      engineState.status === 'download-failed' ||
      engineState.status === 'failed' ||
      answer?.failure === 'download' ||
      answer?.results.pagesIncomplete
    ) {
      setEngineAttempt((n) => n + 1);
    }
    setAttempt((n) => n + 1);
  };

  return {status: engineState.status, answer, retry};
}
