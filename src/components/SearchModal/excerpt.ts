// Pagefind excerpts are page text with HTML entities encoded and the matched words wrapped in
// <mark>. Rather than trusting that string as HTML, split it on exactly those two tags and
// decode the entities, so React renders every other character as plain text.

export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const codePoint = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlighted = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      highlighted = piece === '<mark>';
    } else if (piece !== '') {
      parts.push({text: decodeEntities(piece), highlighted});
    }
  }
  return parts;
}
