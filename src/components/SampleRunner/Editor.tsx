// A light code editor: a textarea over the sample's highlighted copy. The reader types into the
// textarea, whose text is transparent; the highlighting beneath it is redone on each change with
// the site's own highlighter and grammars. Tab leaves the textarea as in any form field, so the
// keyboard is never trapped; two spaces of indentation are typed as spaces.
import {useEffect, useReducer, type ReactNode} from 'react';
import clsx from 'clsx';
import {highlighter, loadHighlighter} from '@site/src/theme/CodeBlock/Content/highlighterLoader';
import {plainHtml} from '@site/src/theme/CodeBlock/Content/lines';
import styles from './styles.module.css';

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
  const html = (highlighter() ?? plainHtml)({code: `${value}\n`, language: 'js'});
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
