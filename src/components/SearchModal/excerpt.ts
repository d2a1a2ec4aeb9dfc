// An excerpt is the page's own text in pieces, some highlighted: React renders every piece as
// plain text, so nothing in a page's text can become markup in the dialog.

export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}
