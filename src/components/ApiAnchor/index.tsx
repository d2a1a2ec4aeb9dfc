import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * A link target inside a table row (an enum member), registered with the build's anchor check
 * the way headings are, so links to `#MEMBER` are verified.
 */
export default function ApiAnchor({id}: {id: string}) {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className={styles.anchor} />;
}
