import {plainSummary} from './comment-markdown';
import type {ApiKind, ApiModel} from './model';
import {commentOf} from './pages';

/** One documented export, as the site search indexes it (`.generated/api/symbols.json`). */
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

export function symbolsOf(model: ApiModel): ApiSymbol[] {
  return model.entries.map((entry) => ({
    name: entry.name,
    kind: entry.kind,
    version: model.pkg.label,
    url: entry.url,
    module: entry.module,
    summary: plainSummary(commentOf(entry.reflection)),
  }));
}
