// The markup of a code block's lines, shared by the highlighter (highlight.ts) and by the plain
// text a block shows in the browser until the highlighter has loaded, which keeps Prism out of
// the code a page loads first. Like Docusaurus's CodeBlock/Line: a `token-line` div per line,
// ending in <br>; an empty line holds only the <br>.

export interface HighlightOptions {
  code: string;
  language: string;
  /** Extra classes per line index (magic comments such as highlight-next-line). */
  lineClassNames?: Record<number, readonly string[]>;
  /** Class names for a numbered line, its number and its content; absent without line numbers. */
  numbered?: {line: string; number: string; content: string};
  /** Links to the API reference, as JSON of contracts/code-links.ts's `ApiLink[]`: the highlighter renders them. */
  links?: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);
}

/** One line's div around `content`, its HTML. */
export function lineHtml(content: string, index: number, {lineClassNames = {}, numbered}: HighlightOptions): string {
  const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
  const body = numbered ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${content}</span>` : content;
  return `<div class="${classes}">${body}<br></div>`;
}

/** The block without token spans: what the highlighter gives code in a language it has no grammar for. */
export function plainHtml(options: HighlightOptions): string {
  return options.code
    .split(/\r\n|\r|\n/)
    .map((line, index) => lineHtml(escapeHtml(line), index, options))
    .join('');
}

/**
 * The code a block shows, read back from its lines in the page: what the copy button and Run use
 * when the block was hydrated from the server's markup without its code (packages/docusaurus-lean-client/hydration-shell).
 */
export function codeOfLines(block: ParentNode): string {
  return Array.from(block.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n');
}
