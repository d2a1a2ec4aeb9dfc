// A light code editor: a textarea over the sample's highlighted copy. The reader types into the
// textarea, whose text is transparent; the highlighting beneath it is redone on each change with
// the site's own highlighter and grammars. Tab leaves the textarea as in any form field, so the
// keyboard is never trapped; two spaces of indentation are typed as spaces.
//
// Prism's JavaScript grammar takes time that grows with the square of a run of characters
// without a blank (an identifier, a chain of property accesses, an unclosed string): 0.13 s for
// 2,000 such characters, 3.3 s for 8,000, and a pasted 60 KB identifier froze the page for 12 s.
// Code with such a run, or longer than any sample by far, is shown without colours, which costs
// only escaping; below both limits, hostile code measured at most 0.35 s to highlight (Node.js 20,
// scripts of runs of 200 letters, quotes, dots, backticks...) and the longest sample 40 ms.
import {useEffect, useReducer, type ReactNode} from 'react';
import clsx from 'clsx';
import {highlighter, loadHighlighter} from '@site/src/theme/CodeBlock/Content/highlighterLoader';
import {plainHtml} from '@site/src/theme/CodeBlock/Content/lines';
import styles from './styles.module.css';

/** Longer code is not highlighted: the longest runnable sample has 6,444 characters. */
const MAX_HIGHLIGHTED_LENGTH = 20_000;
/** Nor is code with a longer run of characters without a blank: the samples' longest has 63. */
const MAX_HIGHLIGHTED_RUN = 200;
const LONG_RUN = new RegExp(`\\S{${MAX_HIGHLIGHTED_RUN + 1}}`);

/** Whether highlighting `code` takes bounded time (see above). */
function highlightable(code: string): boolean {
  return code.length <= MAX_HIGHLIGHTED_LENGTH && !LONG_RUN.test(code);
}

export default function Editor({
  value,
  onChange,
  label,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  describedBy: string;
}): ReactNode {
  const [, highlighterArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!highlighter()) loadHighlighter().then(highlighterArrived, () => {});
  }, []);
  // The trailing newline keeps the highlighted copy as tall as the textarea when the code ends with one.
  const html = ((highlightable(value) && highlighter()) || plainHtml)({code: `${value}\n`, language: 'js'});
  return (
    <div className={styles.editor}>
      <pre className={clsx('prism-code language-js', styles.editorLayer)} aria-hidden="true">
        <code dangerouslySetInnerHTML={{__html: html}} />
      </pre>
      <textarea
        className={clsx(styles.editorLayer, styles.editorInput)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        aria-describedby={describedBy}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
      />
    </div>
  );
}
