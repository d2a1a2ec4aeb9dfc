import prismIncludeLanguages from '@theme/prism-include-languages';
import Prism from './prism';

export {highlightedHtml} from './highlight';

/**
 * Adds the grammars of `prism.additionalLanguages` to Prism's core, with theme-classic's
 * `prism-include-languages`: the function Docusaurus gives its own Prism to on every page, which
 * this site calls only here (packages/docusaurus-lean-client/slim-prism).
 */
export function registerGrammars(): void {
  prismIncludeLanguages(Prism);
}
