import Link from '@docusaurus/Link';
import type {SignaturePart} from '@site/contracts/api';
import styles from './styles.module.css';

/** A declaration as TypeScript, with links to the types it mentions. Long lines scroll inside the box. */
export default function ApiSignature({parts}: {parts: readonly SignaturePart[]}) {
  return (
    // Focusable so keyboard users can scroll a long signature.
    <pre className={styles.signature} tabIndex={0}>
      <code>
        {parts.map((part, index) =>
          typeof part === 'string' ? (
            part
          ) : (
            <Link key={index} to={part[1]} className={styles.type}>
              {part[0]}
            </Link>
          ),
        )}
      </code>
    </pre>
  );
}
