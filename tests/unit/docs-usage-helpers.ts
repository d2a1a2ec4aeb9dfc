import type {ApiSymbol} from '../../contracts/api';

/** A function's entry in the symbol index, as the docs-usage tests need one: name, version, page. */
export function functionSymbol(name: string, version: string, url: string): ApiSymbol {
  return {name, kind: 'function', version, url, module: 'language', summary: ''};
}
