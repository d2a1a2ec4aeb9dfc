// Stands in for theme-classic's prism-include-languages client module, which imports Prism on
// every page only to hand it to a hook that registers grammars. Ours are registered by
// src/theme/CodeBlock/Content/highlighterLoader.ts, so Prism stays out of main.js.
export {};
