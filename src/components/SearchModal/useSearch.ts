import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadSymbolIndex, SearchEngine, SearchIndexMissingError, type SearchResults} from './searchEngine';

export type SearchStatus = 'loading' | 'ready' | 'missing-index' | 'failed';

export interface SearchAnswer {
  query: string;
  version: string;
  results: SearchResults;
  /** The engine threw on this query; the dialog says so instead of showing nothing. */
  failed: boolean;
}

type EngineState = {status: Exclude<SearchStatus, 'ready'>} | {status: 'ready'; engine: SearchEngine};

/**
 * Loads the search engine once the dialog mounts, then answers each (query, version). Answers
 * to superseded queries are dropped, so fast typing never shows stale results.
 */
export function useSearch(query: string, version: string): {status: SearchStatus; answer: SearchAnswer | null} {
  const baseUrl = useBaseUrl('/');
  const [engineState, setEngineState] = useState<EngineState>({status: 'loading'});
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  useEffect(() => {
    let mounted = true;
    SearchEngine.load(baseUrl).then(
      (engine) => mounted && setEngineState({status: 'ready', engine}),
      (error: unknown) =>
        mounted && setEngineState({status: error instanceof SearchIndexMissingError ? 'missing-index' : 'failed'}),
    );
    return () => {
      mounted = false;
    };
  }, [baseUrl]);

  // Fetched alongside Pagefind rather than at the first query, which then has nothing to wait for.
  useEffect(() => {
    void loadSymbolIndex(baseUrl, version);
  }, [baseUrl, version]);

  useEffect(() => {
    if (engineState.status !== 'ready') {
      return undefined;
    }
    let current = true;
    engineState.engine.search(query, version).then(
      (results) => current && setAnswer({query, version, results, failed: false}),
      (error: unknown) => {
        console.error('Search failed', error);
        if (current) {
          setAnswer({query, version, results: {symbols: [], pages: []}, failed: true});
        }
      },
    );
    return () => {
      current = false;
    };
  }, [engineState, query, version]);

  return {status: engineState.status, answer};
}
