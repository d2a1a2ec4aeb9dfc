import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * `[name, path]`, with a third element `1` when the symbol is deprecated, and a fourth with its
 * version badge ("New in 17").
 */
export type ApiLinkListItem = readonly [name: string, href: string, deprecated?: 0 | 1, badge?: string];

/** The names of one kind of export in a module, on the API overview page. */
export default function ApiLinkList({items}: {items: readonly ApiLinkListItem[]}) {
  return (
    <ul className={styles.list}>
      {items.map(([name, href, deprecated, badge]) => (
        <li key={href}>
          {deprecated ? (
            <>
              <Link to={href} className={styles.deprecatedLink}>
                {name}
              </Link>
              <span className={styles.deprecated}> (deprecated)</span>
            </>
          ) : (
            <Link to={href}>{name}</Link>
          )}
          {badge && <span className={styles.badge}> {badge}</span>}
        </li>
      ))}
    </ul>
  );
}
