// Replaces @docusaurus/core/lib/client/browserContext.js in the browser bundle (see README.md).
// Same exports and value; only the switch to `true` is a transition, so that the render it
// causes (copy buttons, everything behind useIsBrowser or BrowserOnly) is cut into short slices
// instead of running as one long task right after hydration.
import {createElement, createContext, startTransition, useEffect, useState} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return createElement(Context.Provider, {value: isBrowser}, children);
}
