// Swizzled (ejected) from theme-classic 3.10 to render highlighted code as one HTML string with
// token classes instead of a React element with an inline style per token, and to adopt the
// server-rendered markup on hydration: a long page no longer tokenises every block again in the
// browser nor builds thousands of elements (issue 14). Same markup and classes as the original.
import {useEffect, useReducer, useRef, useId, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {highlighter, loadHighlighter} from './highlighterLoader';
import {plainHtml, type HighlightOptions} from './lines';
import type {SiteCodeBlockMetadata} from '../metadata';

const NUMBERED = {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!};

/**
 * The block's HTML. While hydrating, the markup the server rendered for this block (found by
 * its React id, which server and browser agree on) is taken as is: the server had the
 * highlighter, so it is final even when it holds no token (plain text, a one-word command). A
 * block rendered in the browser, after a client-side navigation or a change of code, is
 * highlighted here; until the highlighter has loaded it shows its code as plain text, then
 * re-renders.
 */
function useHighlightedHtml(id: string, options: HighlightOptions): string {
  const hydrating = !useIsBrowser() && typeof document !== 'undefined';
  const [, highlighterArrived] = useReducer((count: number) => count + 1, 0);
  const highlight = highlighter();
  const optionsKey = JSON.stringify(options);
  const cached = useRef<{optionsKey: string; html: string; final: boolean}>();
  if (cached.current === undefined || cached.current.optionsKey !== optionsKey || (!cached.current.final && highlight)) {
    const adopted = cached.current === undefined && hydrating ? document.getElementById(id)?.innerHTML : undefined;
    cached.current = {
      optionsKey,
      html: adopted ?? (highlight ?? plainHtml)(options),
      final: adopted !== undefined || highlight !== undefined,
    };
  }
  const waitingForHighlighter = !cached.current.final;
  useEffect(() => {
    // Without the highlighter the code stays readable as plain text.
    if (waitingForHighlighter) loadHighlighter().then(highlighterArrived, () => {});
  }, [waitingForHighlighter]);
  return cached.current.html;
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Content/String.tsx provides the site's metadata, with the block's links.
  const {code, language, lineNumbersStart, lineClassNames, apiLinks: links} = metadata as SiteCodeBlockMetadata;
  const id = useId();
  const numbered = lineNumbersStart !== undefined;
  const html = useHighlightedHtml(id, {code, language, lineClassNames, numbered: numbered ? NUMBERED : undefined, links});
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      // Focusable so keyboard users can scroll a long line, as in the original.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}
    >
      <code
        id={id}
        className={clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
