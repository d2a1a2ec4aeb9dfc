// Where the grammars come from. The server bundle, which renders every page ahead of time,
// registers them at once (CODE_GRAMMARS_EAGER, defined by plugins/code-theme). The browser
// keeps the server's highlighting while hydrating and needs them only for a block rendered
// after a client-side navigation: they are a chunk of their own, left out of the first load and
// loaded when the reader shows the intent to navigate (src/clientModules/intentPreloadOnly.ts)
// or when such a block first renders.

let loaded = false;
let loading: Promise<void> | undefined;

if (process.env.CODE_GRAMMARS_EAGER) {
  (require('./grammars') as typeof import('./grammars')).registerGrammars();
  loaded = true;
}

export function grammarsLoaded(): boolean {
  return loaded;
}

/** Loads and registers the grammars once; a failed download is tried again on the next call. */
export function loadGrammars(): Promise<void> {
  loading ??= import(/* webpackChunkName: "code-grammars" */ './grammars').then(
    ({registerGrammars}) => {
      registerGrammars();
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
