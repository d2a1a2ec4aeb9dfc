// Links in kept markup (`Kept` in shell.tsx) are the server's <a> elements, not Docusaurus Links: nothing in
// React handles their clicks or hovers. While a shell is on screen, one listener on the document
// does what Link would: a plain click on a link to another page of the site navigates in place,
// and hovering or touching it preloads that page. What Link leaves to the browser is left to it
// here too: links to other sites, to a place on the same page, with a target, or with a modifier
// key held.
import type {History} from 'history';

/** The content of a doc page, where every kept link is. */
const CONTENT = '.theme-doc-markdown';

/** Where a kept link leads within the site; undefined when the browser should follow it. */
function internalTarget(anchor: HTMLAnchorElement): URL | undefined {
  const href = anchor.getAttribute('href') ?? '';
  // Link's rule: a URL with a scheme or starting with `//` is another site's.
  if (href === '' || href.startsWith('#') || /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(href)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  return new URL(anchor.href);
}

function keptLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement && anchor.closest(CONTENT) ? anchor : undefined;
}

/** Starts handling the kept links of the page; returns what stops it. */
export function followKeptLinks(history: History): () => void {
  const preloaded = new WeakSet<HTMLAnchorElement>();
  const onClick = (event: MouseEvent) => {
    // A Link's own handler (in the page's interactive parts) has run first and prevented it.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = keptLink(event.target);
    const url = anchor && internalTarget(anchor);
    if (url === undefined) return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  };
  const onIntent = (event: Event) => {
    const anchor = keptLink(event.target);
    const url = anchor && !preloaded.has(anchor) ? internalTarget(anchor) : undefined;
    if (url === undefined) return;
    preloaded.add(anchor!);
    // Fire and forget, as Docusaurus's own Link preloads: the click that may follow loads the page.
    void window.docusaurus.preload(url.pathname);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('mouseover', onIntent, {passive: true});
  document.addEventListener('touchstart', onIntent, {passive: true});
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };
}
