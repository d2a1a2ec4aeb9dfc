import siteConfig from '@generated/docusaurus.config';
import {Prism} from 'prism-react-renderer';

export {highlightedHtml} from './highlight';

/** Adds the grammars of `prism.additionalLanguages` to prism-react-renderer's Prism. */
export function registerGrammars(): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  // prismjs's components register themselves on the global Prism.
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  for (const language of additionalLanguages) require(`prismjs/components/prism-${language}`);
  globals.Prism = previous;
}
