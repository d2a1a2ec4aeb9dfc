// Swizzled (ejected) from theme-classic 3.10 to add one button: Run, on the samples that run in
// the page (src/components/SampleRun). It stays visible, unlike copy and word wrap, which show
// on hover: it is how a reader learns the sample can run. The rest is the original.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Button from '@theme/CodeBlock/Buttons/Button';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import {useRunnableBlock} from '@site/src/components/SampleRun';
import originalStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import styles from './styles.module.css';


export default function CodeBlockButtons({className}: {className?: string}): ReactNode {
  const runnable = useRunnableBlock();
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, originalStyles.buttonGroup)}>
          <WordWrapButton />
          <CopyButton />
          {runnable && (
            <Button className={styles.runButton} aria-label={`Run ${runnable.name}`} onClick={runnable.run}>
              Run
            </Button>
          )}
        </div>
      )}
    </BrowserOnly>
  );
}
