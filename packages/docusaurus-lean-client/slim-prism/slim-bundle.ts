// prism-react-renderer ships one bundle holding Prism, about 50 grammars and 20 colour themes,
// all run on import. The browser needs Prism and the Highlight component only: grammars come
// from `prism.additionalLanguages` (the languages the site's code blocks use) and the colours
// from the theme config. This rewrites the bundle, section by section (esbuild marks each
// source file with a `// src/...` comment), keeping what the browser uses.

const GRAMMARS = 'src/prism-langs.ts';
const THEME_INDEX = 'src/themes/index.ts';
const THEME_PREFIX = 'src/themes/';
// Highlight falls back to this theme when none is passed; Docusaurus always passes one.
const FALLBACK_THEME = 'src/themes/vsDark.ts';
const PRISM_INSTANCE = 'var Prism = __toESM(require_prism());';

interface Section {
  source: string | null;
  text: string;
}

function sections(bundle: string): Section[] {
  const result: Section[] = [{source: null, text: ''}];
  for (const line of bundle.split('\n')) {
    const marker = /^\/\/ (src\/\S+)$/.exec(line);
    if (marker) result.push({source: marker[1], text: ''});
    result[result.length - 1].text += `${line}\n`;
  }
  return result;
}

export function slimPrismBundle(bundle: string): string {
  const parts = sections(bundle);
  const sources = new Set(parts.map((part) => part.source));
  for (const required of [GRAMMARS, THEME_INDEX, FALLBACK_THEME, 'src/components/highlight.ts']) {
    if (!sources.has(required)) {
      throw new Error(`slim-prism: prism-react-renderer's bundle has no "// ${required}" section; its layout changed, so update packages/docusaurus-lean-client/slim-prism.`);
    }
  }
  return parts
    .map(({source, text}) => {
      if (source === GRAMMARS) {
        if (!text.includes(`\n${PRISM_INSTANCE}\n`)) {
          throw new Error(`slim-prism: "${PRISM_INSTANCE}" not found in ${GRAMMARS}; update packages/docusaurus-lean-client/slim-prism.`);
        }
        return `// ${GRAMMARS}: grammars removed, see packages/docusaurus-lean-client/slim-prism\n${PRISM_INSTANCE}\n\n`;
      }
      if (source === THEME_INDEX) return `// ${THEME_INDEX}: themes removed, see packages/docusaurus-lean-client/slim-prism\nvar themes_exports = {};\n\n`;
      if (source?.startsWith(THEME_PREFIX) && source !== FALLBACK_THEME) return '';
      return text;
    })
    .join('')
    .replace(/\n$/, '');
}
