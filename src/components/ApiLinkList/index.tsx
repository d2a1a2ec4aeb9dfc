import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * `[name, path, summary]`, with a fourth element `1` when the symbol is deprecated, a fifth with
 * its version badge ("Added in 17.0.0"), a sixth with the release that added it, which the
 * overview's filter reads ("added since"), and a seventh `1` when the docs' samples use it ("used
 * in the docs").
 */
export type ApiLinkListItem = readonly [
  name: string,
  href: string,
  summary: string,
  deprecated?: 0 | 1,
  badge?: string,
  added?: string,
  usedInDocs?: 1,
];

/**
 * The exports of one kind in a module, on the API overview page, each with the first sentence of
 * its description. The overview's filter (filter.ts) hides the items whose name does not match,
 * and the list when none does. Its output depends on its props alone, so a page's hydration
 * shell keeps it as the server rendered it (packages/docusaurus-lean-client/hydration-shell).
 */
export default function ApiLinkList({items}: {items: readonly ApiLinkListItem[]}) {
  return (
    <ul className={styles.list} data-api-link-list="">
      {items.map(([name, href, summary, deprecated, badge, added, usedInDocs]) => (
        <li key={href} data-added={added || undefined} data-used={usedInDocs ? '' : undefined}>
          <Link to={href} className={deprecated ? styles.deprecatedLink : undefined}>
            {name}
          </Link>
          {deprecated ? <span className={styles.deprecated}> (deprecated)</span> : null}
          {/* One text node, which React writes without a comment between two (`> <!-- -->New`). */}
          {badge && <span className={styles.badge}>{` ${badge}`}</span>}
          {summary && (
            <span className={styles.summary}>
              {/* Shown on a line of its own; the dash separates the two in copied text and the
                  Markdown copy. No class: 467 of them made 9 KB of the overview's HTML. */}
              <span> — </span>
              {summary}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
