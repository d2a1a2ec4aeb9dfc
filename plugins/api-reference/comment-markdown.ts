import type {Comment, CommentDisplayPart, Reflection} from 'typedoc';
import {escapeLiteral, escapeProse} from './mdx';
import type {UrlOf} from './signature';

export interface UnresolvedLink {
  /** The page being written, e.g. `class/GraphQLSchema`. */
  docId: string;
  text: string;
}

/**
 * Turns doc comments into MDX Markdown. `{@link X}` becomes a link to X's place in the reference
 * (the build checks it); a link that resolves nowhere is reported and shown as code.
 */
export class CommentWriter {
  readonly unresolved: UnresolvedLink[] = [];

  constructor(
    private readonly urlOf: UrlOf,
    /** The page of an export by name, to link code spans that name one. */
    private readonly urlOfExport: (name: string) => string | undefined,
    /** The path of the page being written, so that a symbol's own name is not linked to itself. */
    private readonly urlOfDoc: (docId: string) => string | undefined = () => undefined,
  ) {}

  /**
   * Markdown for a comment. Code spans that name an export of the same version link to it, such
   * as `coerceInputLiteral()` in "use `coerceInputLiteral()` instead"; code blocks never do.
   */
  parts(parts: readonly CommentDisplayPart[] | undefined, docId: string): string {
    if (!parts) return '';
    return parts
      .map((part) => {
        switch (part.kind) {
          case 'text':
            return escapeProse(part.text);
          case 'code':
            return this.linkedCodeSpan(part.text, docId);
          case 'relative-link':
            return escapeProse(part.text);
          case 'inline-tag':
            return this.inlineTag(part.tag, part.text, part.target, docId);
        }
      })
      .join('')
      .trim();
  }

  private inlineTag(tag: string, text: string, target: Reflection | string | object | undefined, docId: string): string {
    if (tag !== '@link' && tag !== '@linkcode' && tag !== '@linkplain') return escapeProse(text);
    const label = tag === '@linkcode' ? `\`${text}\`` : escapeLiteral(text);
    if (typeof target === 'string') return `[${label}](${target})`;
    const url = target && 'kind' in target ? this.urlOf(target as Reflection) : undefined;
    if (url) return `[${label}](${url})`;
    this.unresolved.push({docId, text});
    return `\`${text}\``;
  }

  private linkedCodeSpan(code: string, docId: string): string {
    const name = /^`([A-Za-z_$][\w$]*)(?:\(\))?`$/.exec(code)?.[1];
    const url = name && this.urlOfExport(name);
    return url && url !== this.urlOfDoc(docId) ? `[${code}](${url})` : code;
  }

  /** The contents of every block tag with this name, e.g. each `@example`. */
  blockTags(comment: Comment | undefined, tag: `@${string}`, docId: string): string[] {
    return (comment?.blockTags ?? []).filter((block) => block.tag === tag).map((block) => this.parts(block.content, docId));
  }
}

/** The first paragraph of a Markdown text, and the rest. */
export function splitLead(markdown: string): [lead: string, rest: string] {
  if (markdown.startsWith('```') || markdown.startsWith('|')) return ['', markdown];
  const end = markdown.indexOf('\n\n');
  return end === -1 ? [markdown, ''] : [markdown.slice(0, end), markdown.slice(end + 2).trim()];
}

/**
 * The page's meta description: the summary's first sentence, at most 160 characters. Docusaurus
 * also ships every description of a version in the JavaScript of its pages; short ones keep
 * that small.
 */
export function metaDescription(comment: Comment | undefined): string {
  const sentence = firstSentence(plainSummary(comment));
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

/** Up to the first full stop outside parentheses: "(ex. [Int!])" does not end a sentence. */
export function firstSentence(text: string): string {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '(') depth++;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === '.' && depth === 0 && (index + 1 === text.length || /\s/.test(text[index + 1]!)))
      return text.slice(0, index + 1);
  }
  return text;
}

/** One line of plain text (no Markdown) from a comment's first paragraph, for search. */
export function plainSummary(comment: Comment | undefined): string {
  const text = (comment?.summary ?? []).map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text)).join('');
  const [lead] = text.trim().split(/\n\s*\n/);
  return (lead ?? '').replace(/\s+/g, ' ').trim();
}
