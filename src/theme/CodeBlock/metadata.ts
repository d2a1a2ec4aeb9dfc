// A code block's metadata, as theme-common's createCodeBlockMetadata computes it, for the
// languages the site ships. createCodeBlockMetadata carries the magic comment styles of 17
// languages the site never highlights (lua, wasm, tex, vb, cobol, ...) onto every page's first
// load (Content/String.tsx). Languages other than those below get Docusaurus's default: every
// popular comment style. Metastring ranges (`{1,3-5}`) are read as theme-common reads them with
// parse-numeric-range.
// tests/unit/code-block-metadata.test.ts compares the two on every case, so a change in a
// Docusaurus release shows there.
import clsx from 'clsx';
import type {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';

/** theme-common's parameters and result, which codeBlockMetadata's mirror. */
export type CodeBlockMetadataParams = Parameters<typeof createCodeBlockMetadata>[0];
type CodeBlockMetadata = ReturnType<typeof createCodeBlockMetadata>;
type MagicCommentConfig = CodeBlockMetadataParams['magicComments'][number];

/** The metadata the site's code block reads (Content/index.tsx): Docusaurus's, and the block's links. */
export interface SiteCodeBlockMetadata extends CodeBlockMetadata {
  /** Links to the API reference, as the JSON of contracts/code-links.ts's `ApiLink[]`. */
  apiLinks?: string;
}

/** Comment openings and closings as regular expression sources, as theme-common writes them. */
const JS: readonly [string, string] = ['\\/\\/', ''];
const JS_BLOCK: readonly [string, string] = ['\\/\\*', '\\*\\/'];
const JSX: readonly [string, string] = ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'];
const BASH: readonly [string, string] = ['#', ''];
const HTML: readonly [string, string] = ['<!--', '-->'];

/** The comment styles a magic comment may use in a language: its own in the shipped languages that have them (theme-common's switch). */
function commentStyles(language: string): (readonly [string, string])[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return [JS, JS_BLOCK];
    case 'html':
      return [JS, JS_BLOCK, HTML];
    case 'bash':
      return [BASH];
    default:
      return [JS, JS_BLOCK, JSX, BASH, HTML];
  }
}

/** A line that is only a magic comment; the directive is its one defined capture group. */
function directiveLine(language: string, magicComments: readonly MagicCommentConfig[]): RegExp {
  const directives = magicComments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end].filter(Boolean)).join('|');
  const comments = commentStyles(language).map(([start, end]) => `(?:${start}\\s*(${directives})\\s*${end})`);
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
}

/** The numbers from `from` to `to`, both included, counting down when `to` is smaller: parse-numeric-range's `from-to`. */
function numbersBetween(from: number, to: number): number[] {
  const step = from < to ? 1 : -1;
  const numbers: number[] = [];
  for (let number = from; number !== to + step; number += step) numbers.push(number);
  return numbers;
}

/** The numbers of a metastring range such as `1,3-5`, as parse-numeric-range reads it; parts it cannot read are left out. */
function rangeNumbers(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^(-?\d+)(?:-(-?\d+))?$/.exec(part);
    if (!match) return [];
    return match[2] === undefined ? [parseInt(match[1]!, 10)] : numbersBetween(parseInt(match[1]!, 10), parseInt(match[2], 10));
  });
}

/** The class names of highlighted lines by index, and the code without the magic comments' lines. */
function parseLines(
  input: string,
  metastring: string | undefined,
  language: string,
  magicComments: readonly MagicCommentConfig[],
): Pick<CodeBlockMetadata, 'code' | 'lineClassNames'> {
  // As theme-common: the last line break is dropped, and a metastring range wins over magic comments.
  const code = input.replace(/\r?\n$/, '');
  const range = metastring?.match(/\{([\d,-]+)\}/)?.[1];
  if (range !== undefined) {
    const className = magicComments[0]?.className;
    if (className === undefined)
      throw new Error(
        `The code block's metastring (${metastring}) gives lines to highlight, but themeConfig.prism.magicComments is empty.`,
      );
    return {code, lineClassNames: Object.fromEntries(rangeNumbers(range).flatMap((line) => (line > 0 ? [[line - 1, [className]]] : [])))};
  }
  const directive = directiveLine(language, magicComments);
  const lineClass = Object.fromEntries(magicComments.filter((comment) => comment.line).map((comment) => [comment.line, comment.className]));
  const startClass = Object.fromEntries(
    magicComments.filter((comment) => comment.block).map((comment) => [comment.block!.start, comment.className]),
  );
  const endClass = Object.fromEntries(
    magicComments.filter((comment) => comment.block).map((comment) => [comment.block!.end, comment.className]),
  );
  // Per class name, in the order of magicComments: the highlighted lines, and where its open block started.
  const highlighted = Object.fromEntries(magicComments.map((comment) => [comment.className, {start: 0, lines: [] as number[]}]));
  const lines = code.split(/\r?\n/);
  for (let index = 0; index < lines.length;) {
    const name = lines[index]!.match(directive)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (name === undefined) {
      index += 1;
      continue;
    }
    if (lineClass[name]) highlighted[lineClass[name]]!.lines.push(index);
    else if (startClass[name]) highlighted[startClass[name]]!.start = index;
    else if (endClass[name]) {
      const block = highlighted[endClass[name]]!;
      block.lines.push(...numbersBetween(block.start, index - 1));
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, {lines: indexes}] of Object.entries(highlighted)) {
    for (const index of indexes) (lineClassNames[index] ??= []).push(className);
  }
  return {code: lines.join('\n'), lineClassNames};
}

/** Where the line numbers start: the prop, else `showLineNumbers` or `showLineNumbers=N` in the metastring; undefined for none. */
function lineNumbersStart(showLineNumbers: boolean | number | undefined, metastring: string | undefined): number | undefined {
  if (typeof showLineNumbers === 'boolean') return showLineNumbers ? 1 : undefined;
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  const option = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (option === undefined) return undefined;
  return option.startsWith('showLineNumbers=') ? parseInt(option.slice('showLineNumbers='.length), 10) : 1;
}

/** What theme-common's createCodeBlockMetadata returns for these parameters, in a shipped language. */
export function codeBlockMetadata(params: CodeBlockMetadataParams): CodeBlockMetadata {
  const classLanguage = params.className
    ?.split(' ')
    .find((name) => name.startsWith('language-'))
    ?.replace(/language-/, '');
  // Prism's names are lower case; Docusaurus accepts `PHP` for `php`.
  const language = (params.language ?? classLanguage ?? params.defaultLanguage)?.toLowerCase() ?? 'text';
  return {
    codeInput: params.code,
    ...parseLines(params.code, params.metastring, language, params.magicComments),
    className: clsx(params.className, language && !params.className?.includes(`language-${language}`) && `language-${language}`),
    language,
    title: params.metastring?.match(/title=(["'])(.*?)\1/)?.[2] || params.title,
    lineNumbersStart: lineNumbersStart(params.showLineNumbers, params.metastring),
  };
}
