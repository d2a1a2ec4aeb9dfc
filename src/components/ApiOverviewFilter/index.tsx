import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import {filterLists} from '../ApiLinkList/filter';
import styles from './styles.module.css';

/**
 * The box on the API overview that narrows its lists to the exports whose name contains what is
 * typed and, with a release chosen, to those added in it or later (`releases`: the releases that
 * added an export, from the history data), and, ticked, to those the docs' samples use
 * (`withUsage`: some export is, from plugins/docs-usage). Everything it filters is already on the page: no
 * index, no download. The inputs are not controlled by React, so that what was typed or chosen
 * before the page hydrated is kept and applied.
 */
export default function ApiOverviewFilter({releases = [], withUsage = false}: {releases?: readonly string[]; withUsage?: boolean}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const usedBox = useRef<HTMLInputElement>(null);
  const [{query, since, used, matches, total}, setResult] = useState({query: '', since: '', used: false, matches: 0, total: 0});

  const apply = () => {
    const trimmed = (input.current?.value ?? '').trim();
    const release = select.current?.value ?? '';
    const usedOnly = usedBox.current?.checked ?? false;
    setResult({query: trimmed, since: release, used: usedOnly, ...filterLists(document, trimmed, release, usedOnly)});
  };

  useEffect(apply, []);

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.value) return;
    event.currentTarget.value = '';
    apply();
  };

  const addedClause = since && `added in ${since} or later`;
  const usedClause = used && 'used in the docs';
  const among = [addedClause, usedClause].filter(Boolean).join(' and ');
  const status =
    !query && !since && !used
      ? ''
      : matches > 0
        ? `${matches} of ${total} exports ${[query && `match “${query}”`, addedClause && `were ${addedClause}`, usedClause && `are ${usedClause}`].filter(Boolean).join(' and ')}.`
        : query
          ? `No export's name contains “${query}”${among ? ` among those ${among}` : ''}. The site search also reads descriptions.`
          : `No export was ${among}.`;
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
        onInput={apply}
        onKeyDown={clearOnEscape}
      />
      {releases.length > 0 && (
        <div className={styles.since}>
          <label htmlFor={`${id}-since`}>Added since</label>
          <select ref={select} id={`${id}-since`} className={styles.select} onChange={apply}>
            <option value="">any release</option>
            {releases.map((release) => (
              <option key={release}>{release}</option>
            ))}
          </select>
        </div>
      )}
      {withUsage && (
        <div className={styles.since}>
          <input ref={usedBox} id={`${id}-used`} type="checkbox" onChange={apply} /> <label htmlFor={`${id}-used`}>Used in the docs</label>
        </div>
      )}
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
