// Where the highlighter (Prism, the grammars and highlight.ts) comes from. The server bundle,
// which renders every page ahead of time, loads it at once (CODE_GRAMMARS_EAGER, defined by
// plugins/code-theme). The browser keeps the server's highlighting while hydrating and needs it
// only for a block rendered after a client-side navigation and for the sample editor: it is a
// chunk of its own (packages/docusaurus-lean-client/slim-prism checks that Prism is bundled nowhere else), left out of
// the first load and loaded when the reader shows the intent to navigate
// (src/clientModules/intentPreloadOnly.ts) or when such a block first renders.
import type {HighlightOptions} from './lines';

export type Highlight = (options: HighlightOptions) => string;

let loaded: Highlight | undefined;
let loading: Promise<Highlight> | undefined;

if (process.env.CODE_GRAMMARS_EAGER) {
  const {registerGrammars, highlightedHtml} = require('./highlighter') as typeof import('./highlighter');
  registerGrammars();
  loaded = highlightedHtml;
}

/** The highlighter, once loaded. */
export function highlighter(): Highlight | undefined {
  return loaded;
}

/** Loads the highlighter once; a failed download is tried again on the next call. */
export function loadHighlighter(): Promise<Highlight> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlighter').then(
    ({registerGrammars, highlightedHtml}) => {
      registerGrammars();
      loaded = highlightedHtml;
      return highlightedHtml;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
