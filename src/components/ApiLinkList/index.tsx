import Link from '@docusaurus/Link';
import {useEffect, useMemo, useSyncExternalStore} from 'react';
import {filterQuery, matchesFilter, registerFilteredList, subscribeToFilter} from './filter';
import styles from './styles.module.css';

/**
 * `[name, path, summary]`, with a fourth element `1` when the symbol is deprecated, and a fifth
 * with its version badge ("New in 17").
 */
export type ApiLinkListItem = readonly [name: string, href: string, summary: string, deprecated?: 0 | 1, badge?: string];

/**
 * The exports of one kind in a module, on the API overview page, each with the first sentence of
 * its description. Items whose name does not match the overview's filter are hidden, and so is
 * the list when none does (the page's CSS then hides its heading and empty modules).
 */
export default function ApiLinkList({items}: {items: readonly ApiLinkListItem[]}) {
  const query = useSyncExternalStore(subscribeToFilter, filterQuery, () => '');
  const names = useMemo(() => items.map(([name]) => name), [items]);
  useEffect(() => registerFilteredList(names), [names]);
  const shown = query ? items.filter(([name]) => matchesFilter(name, query)) : items;
  return (
    <ul className={styles.list} hidden={shown.length === 0}>
      {shown.map(([name, href, summary, deprecated, badge]) => (
        <li key={href}>
          <Link to={href} className={deprecated ? styles.deprecatedLink : undefined}>
            {name}
          </Link>
          {deprecated ? <span className={styles.deprecated}> (deprecated)</span> : null}
          {badge && <span className={styles.badge}> {badge}</span>}
          {summary && (
            <span className={styles.summary}>
              {/* Shown on a line of its own; the dash separates the two in copied text and the Markdown copy. */}
              <span className={styles.separator}> — </span>
              {summary}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
