// What a page's hydration shell (README.md) brings with it, so that none of it is in the code
// every page loads first: the element that keeps the server's markup, and the page content that
// chooses between the shell and the page's full content.
import {createElement, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {followKeptLinks} from './kept-links';
import type {ShellContent} from './content';

const SERVER_MARKUP = {__html: ''};

/** Elements that cannot hold children; their attributes are all there is, and React keeps them. */
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/**
 * An element that keeps what the server rendered inside it: React hydrates an element set with
 * `dangerouslySetInnerHTML` without looking at its children, and sets that HTML again only when
 * it changes, which this one never does. So the server's markup stays, and the browser never
 * needed the text or the components behind it.
 */
export function Kept({as}: {as: string}): ReactNode {
  return VOID.has(as) ? createElement(as) : createElement(as, {dangerouslySetInnerHTML: SERVER_MARKUP, suppressHydrationWarning: true});
}

/** The shell's content, with what makes its kept links navigate in place. */
function HydratedShell({Shell, props}: {Shell: ComponentType<object>; props: object}): ReactNode {
  const history = useHistory();
  useEffect(() => followKeptLinks(history), [history]);
  return <Shell {...props} />;
}

const subscribeToNothing = () => () => {};

/**
 * The page's content module, whose component is the shell when React hydrates it and the full
 * content whenever React renders it in the browser. The full content is downloaded once, by the
 * loader given to `registerFullLoader`, which the route's preload calls before the page is
 * shown again.
 */
export const shellContent: ShellContent = (module, full, registerFullLoader) => {
  let Full: ComponentType<object> | undefined;
  let failure: unknown;
  let loading: Promise<unknown> | undefined;
  const loadFull = () =>
    (loading ??= full().then(
      (loaded) => {
        Full = loaded.default;
      },
      (error: unknown) => {
        loading = undefined;
        failure = error;
        throw error;
      },
    ));
  registerFullLoader(loadFull);
  const Shell = module.default;
  function Content(props: object): ReactNode {
    // React reads the server snapshot while it hydrates, the other one when it renders.
    const hydrating = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    // Fixed when mounted: once hydrated, the shell stays for as long as the page is shown.
    const [fromServer] = useState(hydrating);
    if (fromServer) return <HydratedShell Shell={Shell} props={props} />;
    if (Full) return <Full {...props} />;
    // Rendered before a preload could load it: when React had to render the page in the browser
    // after a hydration mismatch. A failed download shows the crash screen, whose "Try again"
    // downloads it again.
    if (failure !== undefined) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    throw loadFull();
  }
  return {...module, default: Content};
};
