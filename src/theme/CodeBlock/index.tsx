// Swizzled (ejected) from theme-classic 3.10 to drop one thing: the original remounts every code
// block once the page has hydrated (`key={String(isBrowser)}`) so that Prism's inline theme
// styles follow the colour mode. Our blocks carry token classes that both modes style
// (plugins/code-theme), so that remount only threw the server's markup away, downloaded the
// grammars and tokenised every block again just after the page loaded.
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are only text, so that the copy button has the code. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = asText(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
