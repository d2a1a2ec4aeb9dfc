// Code block colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes, with the
// token colours that fall short of WCAG AA contrast (4.5:1) replaced by darker or lighter
// shades of the same hue. tests/unit/prismThemes.test.ts checks every colour, on plain and on
// highlighted lines.
import {themes, type PrismTheme} from 'prism-react-renderer';

function recoloured(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({types, style, languages}) => {
      const color = style.color && replacements[style.color];
      return {types, languages, style: color ? {...style, color} : style};
    }),
  };
}

export const lightCodeTheme: PrismTheme = (() => {
  const theme = recoloured(themes.github, {
    '#999988': '#57606a', // comments
    '#e3116c': '#b3084f', // strings
    '#36acaa': '#137173', // numbers, properties, constants
    '#00a4db': '#006c9c', // at-rules, attribute names
    '#d73a49': '#b31d28', // functions, tags
  });
  // GitHub dims namespaces with opacity, which blends them below 4.5:1; a muted colour reads.
  return {
    ...theme,
    styles: theme.styles.map((entry) => (entry.types.includes('namespace') ? {...entry, style: {color: '#57606a'}} : entry)),
  };
})();

export const darkCodeTheme: PrismTheme = recoloured(themes.dracula, {
  'rgb(98, 114, 164)': '#9aa5ce', // comments
});
