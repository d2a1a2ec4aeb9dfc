import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgb\((\d+),?\s*(\d+),?\s*(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unexpected colour ${colour}`);
}

/** WCAG 2 contrast ratio. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const over = (top: Rgb, bottom: Rgb, alpha: number): Rgb => top.map((channel, i) => channel * alpha + bottom[i] * (1 - alpha)) as Rgb;

/** The black veil custom.css lays over highlighted lines, per colour mode. */
function highlightAlpha(mode: 'light' | 'dark'): number {
  const css = readFileSync('src/css/custom.css', 'utf8');
  const block =
    mode === 'light' ? css.slice(css.indexOf(':root'), css.indexOf("[data-theme='dark']")) : css.slice(css.indexOf("[data-theme='dark']"));
  const alpha = /--docusaurus-highlighted-code-line-bg: rgb\(0 0 0 \/ (\d+)%\)/.exec(block)?.[1];
  assert.ok(alpha, `no highlighted-line colour for ${mode} mode in custom.css`);
  return Number(alpha) / 100;
}

function checkTheme(theme: PrismTheme, mode: 'light' | 'dark') {
  const background = parseColour(theme.plain.backgroundColor!);
  const highlighted = over([0, 0, 0], background, highlightAlpha(mode));
  const plain = parseColour(theme.plain.color!);
  const tokens = [{types: ['plain'], colour: plain, opacity: 1}].concat(
    theme.styles.map(({types, style}) => ({
      types,
      colour: style.color ? parseColour(style.color) : plain,
      opacity: Number(style.opacity ?? 1),
    })),
  );
  for (const {types, colour, opacity} of tokens) {
    for (const [name, behind] of [
      ['plain', background],
      ['highlighted', highlighted],
    ] as const) {
      const ratio = contrast(over(colour, behind, opacity), behind);
      assert.ok(ratio >= 4.5, `${mode} ${types.join(',')} on ${name} lines: ${ratio.toFixed(2)}:1`);
    }
  }
}

test('every light code token colour meets 4.5:1 on plain and highlighted lines', () => {
  checkTheme(lightCodeTheme, 'light');
});

test('every dark code token colour meets 4.5:1 on plain and highlighted lines', () => {
  checkTheme(darkCodeTheme, 'dark');
});
