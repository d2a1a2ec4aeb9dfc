import type {SignaturePart} from './signature';

/**
 * Markdown prose from doc comments, made safe for MDX: `{` and `<` would start an expression or
 * a JSX tag, a line starting with `import`/`export` would be read as ESM. Code spans and fenced
 * code are literal in MDX and are passed in separately, untouched.
 */
export function escapeProse(text: string): string {
  return (
    text
      .replace(/[{}<]/g, (char) => `\\${char}`)
      .replace(/^(\s*)(import|export)\b/gm, (_, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`)
      // Headings inside a comment would break the page outline; keep them as bold lines.
      .replace(/^(\s*)#{1,6}\s+(.+)$/gm, '$1**$2**')
  );
}

/** Text that must read literally in Markdown: names in headings and link labels. */
export function escapeLiteral(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~]/g, (char) => `\\${char}`);
}

/** A heading with an explicit id: `## Title \\{#id}` (escaped, or MDX would read an expression). */
export function heading(level: 1 | 2 | 3, text: string, id?: string): string {
  return `${'#'.repeat(level)} ${text}${id ? ` \\{#${id}}` : ''}`;
}

export function frontMatter(fields: Record<string, string | number | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---`;
}

/** A string attribute value for JSX; `"` and `&` are written as character references. */
export function attribute(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/**
 * `<ApiSignature parts={[...]} />`. The parts are JSON; braces inside strings are written as
 * escapes so the MDX parser, which balances braces, sees none.
 */
export function signatureElement(parts: readonly SignaturePart[]): string {
  const json = JSON.stringify(parts).replace(/[{}]/g, (char) => (char === '{' ? '\\u007b' : '\\u007d'));
  return `<ApiSignature parts={${json}} />`;
}
