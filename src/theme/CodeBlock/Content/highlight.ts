import type {TokenStream} from 'prismjs';
import type {ApiLink} from '@site/contracts/code-links';
import {escapeHtml, lineHtml, type HighlightOptions} from './lines';
import Prism from './prism';

// A block's lines (lines.ts) with spans carrying Prism's token types as classes. Colours come
// from the stylesheet that plugins/code-theme generates from src/prismThemes.ts, for both colour
// modes at once. A token with several types (a string inside a template's interpolation) gets one
// span per type, outermost first: the inner type's colour wins and the rest is inherited, which
// is how prism-react-renderer merges their styles. Plain tokens need no span, and neighbouring
// tokens of the same types share one, with the blanks between them (a blank shows no colour):
// `);` or `}) {` is one span, not three, which keeps long pages' HTML and DOM smaller.
// A block's links to the API reference (contracts/code-links.ts) become <a> elements inside the
// token spans, so a linked name keeps its token's colour.

const BLANK = /^[ \t]+$/;

/** A piece of one line with Prism's token types around it, outermost first; `plain` for none. */
export interface Token {
  types: string[];
  content: string;
}

/** A type added to its enclosing types, unless it repeats the innermost one. */
function withType(types: string[], type: string | string[]): string[] {
  return types.at(-1) === type ? types : types.concat(type);
}

/**
 * Prism's token tree as lines of tokens, as prism-react-renderer's normalizeTokens gives them
 * (tests/unit/code-theme.test.ts compares the two on every sample): an empty line is one plain
 * token holding a newline.
 */
export function tokenLines(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const endLine = () => {
    const line = lines.at(-1)!;
    if (line.length === 0) line.push({types: ['plain'], content: '\n'});
    else if (line.length === 1 && line[0]!.content === '') line[0]!.content = '\n';
  };
  const add = (pieces: TokenStream, types: string[]) => {
    for (const piece of Array.isArray(pieces) ? pieces : [pieces]) {
      if (typeof piece !== 'string') {
        const ownTypes = withType(types, piece.type);
        add(piece.content, piece.alias === undefined ? ownTypes : withType(ownTypes, piece.alias));
        continue;
      }
      piece.split(/\r\n|\r|\n/).forEach((text, index) => {
        if (index > 0) {
          endLine();
          lines.push([]);
        }
        lines.at(-1)!.push({types: types.length === 0 ? ['plain'] : types, content: text});
      });
    }
  };
  add(stream, []);
  endLine();
  return lines;
}

function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((type, index) => type === b[index]);
}

function isPlain(token: Token): boolean {
  return token.types.length === 1 && token.types[0] === 'plain';
}

/** A line's tokens with neighbours of the same types joined, and the blanks between them. */
function joinedTokens(line: readonly Token[]): Token[] {
  const joined: Token[] = [];
  for (let index = 0; index < line.length; index++) {
    const token = line[index]!;
    const previous = joined.at(-1);
    const next = line[index + 1];
    if (previous && sameTypes(previous.types, token.types)) {
      previous.content += token.content;
    } else if (
      previous &&
      next &&
      !isPlain(previous) &&
      isPlain(token) &&
      BLANK.test(token.content) &&
      sameTypes(previous.types, next.types)
    ) {
      previous.content += token.content + next.content;
      index++;
    } else {
      joined.push({types: token.types, content: token.content});
    }
  }
  return joined;
}

/** A token's text as HTML, with the parts that `links` cover (columns from `start`) as links. */
function linkedText(text: string, start: number, links: readonly ApiLink[]): string {
  let html = '';
  let at = 0;
  for (const [, column, length, href] of links) {
    const from = Math.max(column - start, at);
    const to = Math.min(column + length - start, text.length);
    if (to <= from) continue;
    html += `${escapeHtml(text.slice(at, from))}<a href="${escapeHtml(href)}">${escapeHtml(text.slice(from, to))}</a>`;
    at = to;
  }
  return html + escapeHtml(text.slice(at));
}

export function highlightedHtml(options: HighlightOptions): string {
  const grammar = Prism.languages[options.language];
  const lines = tokenLines(grammar ? Prism.tokenize(options.code, grammar) : options.code);
  const links = options.links ? (JSON.parse(options.links) as ApiLink[]).sort((a, b) => a[0] - b[0] || a[1] - b[1]) : [];
  return lines
    .map((line, index) => {
      // Like Docusaurus's Line: an empty line holds only the <br>.
      const tokens = line.length === 1 && line[0]!.content === '\n' ? [] : joinedTokens(line);
      const lineLinks = links.filter((link) => link[0] === index);
      let column = 0;
      const content = tokens
        .map(({types, content: text}) => {
          const html = linkedText(text, column, lineLinks);
          column += text.length;
          return types.length === 1 && types[0] === 'plain'
            ? html
            : `${types.map((type) => `<span class="token ${type}">`).join('')}${html}${'</span>'.repeat(types.length)}`;
        })
        .join('');
      return lineHtml(content, index, options);
    })
    .join('');
}
