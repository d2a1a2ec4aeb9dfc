import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import {filterLists} from '../ApiLinkList/filter';
import styles from './styles.module.css';

/**
 * The box on the API overview that narrows its lists to the exports whose name contains what is
 * typed. Everything it filters is already on the page: no index, no download. The input is not
 * controlled by React, so that what was typed before the page hydrated is kept and applied.
 */
export default function ApiOverviewFilter() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [{query, matches, total}, setResult] = useState({query: '', matches: 0, total: 0});

  const apply = (text: string) => {
    const trimmed = text.trim();
    setResult({query: trimmed, ...filterLists(document, trimmed)});
  };

  useEffect(() => apply(input.current?.value ?? ''), []);

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.value) return;
    event.currentTarget.value = '';
    apply('');
  };

  return (
    <div className={styles.filter} role="search" aria-label="Filter exports">
      <label htmlFor={id} className={styles.label}>
        Filter exports by name
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.input}
        placeholder="e.g. parse, Type, directive"
        autoComplete="off"
        spellCheck={false}
        onInput={(event) => apply(event.currentTarget.value)}
        onKeyDown={clearOnEscape}
      />
      <p className={styles.status} role="status">
        {query ? (matches > 0 ? `${matches} of ${total} exports match “${query}”.` : `No export's name contains “${query}”. The site search also reads descriptions.`) : ''}
      </p>
    </div>
  );
}
