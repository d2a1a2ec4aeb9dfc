import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The kind of an API page ("Class", "Function", ...), shown in its title before the name. */
export default function ApiKind({children}: {children: ReactNode}) {
  return <span className={styles.kind}>{children}</span>;
}
