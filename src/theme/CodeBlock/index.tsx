// Swizzled (ejected) from theme-classic 3.10 to drop one thing and add another. Dropped: the
// original remounts every code block once the page has hydrated (`key={String(isBrowser)}`) so
// that Prism's inline theme styles follow the colour mode. Our blocks carry token classes that
// both modes style (plugins/code-theme), so that remount only threw the server's markup away,
// downloaded the grammars and tokenised every block again just after the page loaded. Added:
// `runnable="dir/sample.js"` names the examples/ file a block shows, for its Run button
// (src/components/SampleRun); tests/unit/sample-run-pages.test.ts checks each against
// contracts/samples.ts. A block without children is one of a page's hydration shell
// (packages/docusaurus-lean-client/hydration-shell): its code is the server's markup, which the block keeps.
// Added too: `apiLinks`, the block's links to the API reference (contracts/code-links.ts, set at
// build by plugins/docs-usage), which the highlighter renders into the code's lines. Code given as
// a string goes to our Content/String (its header says why it replaces theme-classic's), which
// puts the links into the block's metadata.
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {RunnableSample} from '@site/contracts/samples';
import SampleRun from '@site/src/components/SampleRun';
import StringContent from './Content/String';

/** The children as one string when they are only text, so that the copy button has the code. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children,
  runnable,
  apiLinks,
  ...props
}: Props & {runnable?: RunnableSample; apiLinks?: string}): ReactNode {
  const content = asText(children ?? '');
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  const block = (
    <StringContent {...props} apiLinks={apiLinks}>
      {content}
    </StringContent>
  );
  if (runnable === undefined) return block;
  return (
    <SampleRun sample={runnable} code={content}>
      {block}
    </SampleRun>
  );
}
