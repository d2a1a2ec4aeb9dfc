// Replaces @docusaurus/theme-common/lib/hooks/useWindowSize.js in the browser bundle (see
// README.md). Same signature and values. The first reading after hydration, which on a phone
// mounts the whole slide-out menu, is a transition that React cuts into short slices; later
// readings, on resize, are not, so that the layout follows the window at once.
import {startTransition, useEffect, useState} from 'react';

// Infima's breakpoint; Docusaurus's hook uses the same default.
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}) {
  // 'ssr' until mounted, as on the server, so that hydration sees the server's markup.
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    const read = () => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(read);
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [desktopBreakpoint]);
  return windowSize;
}
