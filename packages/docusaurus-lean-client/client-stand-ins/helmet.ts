// The browser's react-helmet-async (see index.ts). Docusaurus's <Head> is <Helmet> with element
// children and no other props, inside one <HelmetProvider>; this keeps Helmet's rules for those
// (head-state.ts) and its way of updating the document, so a page's head after a navigation in
// the browser is the one the server wrote for it:
// - head tags it manages carry data-rh="true", as the server wrote them; an identical tag stays
//   in place, the others are removed and the new ones appended; the title is kept through
//   document.title, so its element, which the server marks too, is never removed;
// - an html or body attribute it set is removed once no <Head> sets it.
// Helmet waits for an animation frame, which a background tab never gets; a microtask after the
// effects of one commit is enough to apply them together.
import {useEffect, useState, type ReactNode} from 'react';
import {headElements, reduceHead, type HeadElement, type HeadState} from './head-state';

/** The tags apply() adds and removes: Helmet's, by type. */
const MANAGED_TAGS = ['base', 'link', 'meta', 'noscript', 'script', 'style'].map((type) => `${type}[data-rh]`).join(', ');

const mounted = new Map<number, HeadElement[]>();
let renderedSoFar = 0;
let pending = false;
const managedAttributes = {html: new Set<string>(), body: new Set<string>()};

function setAttributes(tag: 'html' | 'body', attributes: Record<string, string>): void {
  const element = tag === 'html' ? document.documentElement : document.body;
  for (const name of managedAttributes[tag]) if (!(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  managedAttributes[tag] = new Set(Object.keys(attributes));
}

function apply({title, htmlAttributes, bodyAttributes, tags}: HeadState): void {
  if (title !== undefined && document.title !== title) document.title = title;
  setAttributes('html', htmlAttributes);
  setAttributes('body', bodyAttributes);
  const previous = [...document.head.querySelectorAll(MANAGED_TAGS)];
  const added = tags.flatMap(({type, attributes, text}) => {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text) element.textContent = text;
    element.setAttribute('data-rh', 'true');
    const same = previous.findIndex((old) => old.isEqualNode(element));
    if (same === -1) return [element];
    previous.splice(same, 1);
    return [];
  });
  for (const old of previous) old.remove();
  document.head.append(...added);
}

function scheduleApply(): void {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    apply(reduceHead([...mounted.entries()].sort(([a], [b]) => a - b).map(([, elements]) => elements)));
  });
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Render order decides which <Head> wins, as Helmet's order of construction does.
  const [order] = useState(() => (renderedSoFar += 1));
  const elements = headElements(children);
  const signature = JSON.stringify(elements);
  useEffect(() => {
    mounted.set(order, JSON.parse(signature) as HeadElement[]);
    scheduleApply();
    return () => {
      mounted.delete(order);
      scheduleApply();
    };
  }, [order, signature]);
  return null;
}

/** The registry above is the whole page's, so the provider only renders its children. */
export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
