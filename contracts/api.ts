// Shapes of the API reference that the generator (plugins/api-reference), the search index
// (plugins/search-index) and the browser (src/) all use. Imports nothing, so both sides can.

/** Every kind of export the reference documents. */
export const API_KINDS = ['class', 'function', 'interface', 'enum', 'type', 'variable'] as const;
export type ApiKind = (typeof API_KINDS)[number];

/** Kinds with a page per symbol; type aliases and variables share a page per module. */
export const PAGE_KINDS = ['class', 'enum', 'function', 'interface'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A piece of a rendered signature: plain text, or a type name linking to its page. */
export type SignaturePart = string | readonly [text: string, href: string];

/** One documented export, as the generator lists it for search (`.generated/api/symbols.json`). */
export interface ApiSymbol {
  name: string;
  kind: ApiKind;
  version: string;
  /** Site path, with `#anchor` for type aliases and variables. */
  url: string;
  module: string;
  /** The first paragraph of the doc comment as one line of plain text; may be empty. */
  summary: string;
}

/** One entry of a per-version symbol index file: the version is the file's. */
export type SearchSymbol = Omit<ApiSymbol, 'version'>;
