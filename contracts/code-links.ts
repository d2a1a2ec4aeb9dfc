// The links the docs' code blocks carry to the API reference (plugins/docs-usage/code-links.ts
// computes them at build; src/theme/CodeBlock renders them into the highlighted lines). Imports
// nothing, so both sides can.

/** The prop of `<CodeBlock>` that holds a block's links, as JSON of `ApiLink[]`. */
export const API_LINKS_PROP = 'apiLinks';

/** A name in a block: zero-based line and column, its length, and the API page it links to. */
export type ApiLink = readonly [line: number, column: number, length: number, href: string];
