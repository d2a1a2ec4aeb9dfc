import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The deprecation notice of a symbol or member: a badge and, when given, what to use instead. */
export default function ApiDeprecated({children}: {children?: ReactNode}) {
  return (
    <div className={styles.deprecated} role="note">
      <span className={clsx('badge', 'badge--danger', styles.badge)}>Deprecated</span>
      {children && <div className={styles.text}>{children}</div>}
    </div>
  );
}
