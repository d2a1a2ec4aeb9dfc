import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Where a symbol is defined in the graphql-js repository, at the release the page documents. */
export default function ApiSource({href, path, version}: {href: string; path: string; version: string}) {
  return (
    <p className={styles.source}>
      Source: <Link href={href}>{path}</Link> <span className={styles.version}>({version})</span>
    </p>
  );
}
