import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';

// Code blocks carry Prism's token classes, not inline colours (src/theme/CodeBlock/Content).
// This turns the two Prism themes into one stylesheet keyed on the colour mode, so a block's
// markup is the same in both modes and nothing re-renders when the mode changes; and it tells
// the two bundles apart for the highlighter's loader.

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

/**
 * One rule per theme entry, in the theme's order, as prism-react-renderer merges entries that
 * style the same type. Each span has one type (src/theme/CodeBlock/Content/highlight.ts), so
 * every selector has the same specificity and only the order decides.
 */
export function themeCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}']`;
  const rules = [`${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`];
  for (const {types, languages, style} of theme.styles) {
    const selectors = types.flatMap((type) =>
      languages ? languages.map((language) => `${scope} .language-${language} .token.${type}`) : [`${scope} .token.${type}`],
    );
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return rules.join('\n');
}

export default function codeThemePlugin(context: LoadContext): Plugin {
  const file = join(context.generatedFilesDir, 'code-theme', 'code-theme.css');
  mkdirSync(join(context.generatedFilesDir, 'code-theme'), {recursive: true});
  writeFileSync(file, `${themeCss(lightCodeTheme, 'light')}\n${themeCss(darkCodeTheme, 'dark')}\n`);
  return {
    name: 'code-theme',
    getClientModules: () => [file],
    // src/theme/CodeBlock/Content/highlighterLoader.ts: the server bundle loads the highlighter
    // at once; the browser's build leaves it out of the first load.
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.CODE_GRAMMARS_EAGER': JSON.stringify(isServer)})]};
    },
  };
}
