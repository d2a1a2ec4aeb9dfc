import type {ApiSymbol} from '../../contracts/api';
import {plainSummary} from './comment-markdown';
import type {ApiModel} from './model';
import {commentOf} from './pages';

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
