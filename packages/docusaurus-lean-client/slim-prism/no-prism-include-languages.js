// Stands in for theme-classic's prism-include-languages client module, which imports
// prism-react-renderer on every page only to hand its Prism to a function that registers grammars.
// src/theme/CodeBlock/Content/highlighter.ts calls that function with Prism's core instead, in the
// highlighter's own chunk (see index.ts).
export {};
