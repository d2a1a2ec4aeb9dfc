// Swizzled (ejected) from theme-classic 3.10 to add one button: Run, on the samples that run in
// the page (src/components/SampleRun). It stays visible, unlike copy and word wrap, which show
// on hover: it is how a reader learns the sample can run. And the copy button copies the code
// as the page shows it when the block has none of its own: a block of a page's hydration shell
// keeps the server's markup instead (packages/docusaurus-lean-client/hydration-shell). The rest is the original.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import {useRunnableBlock} from '@site/src/components/SampleRun';
import {codeOfLines} from '@site/src/theme/CodeBlock/Content/lines';
import originalStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import styles from './styles.module.css';

/** The copy button, given the code the page shows when the block's own is empty. */
function CopyShownCode(): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const block = wordWrap.codeBlockRef.current;
  if (metadata.code !== '' || !block) return <CopyButton />;
  return (
    <CodeBlockContextProvider metadata={{...metadata, code: codeOfLines(block)}} wordWrap={wordWrap}>
      <CopyButton />
    </CodeBlockContextProvider>
  );
}

export default function CodeBlockButtons({className}: {className?: string}): ReactNode {
  const runnable = useRunnableBlock();
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, originalStyles.buttonGroup)}>
          <WordWrapButton />
          <CopyShownCode />
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
