// Swizzled from theme-classic 3.10, where this runs on every page load and puts every grammar
// in the code each page loads first. Grammars are registered by
// src/theme/CodeBlock/Content/grammarsLoader.ts instead: at once on the server, on demand in
// the browser.
export default function prismIncludeLanguages(): void {}
