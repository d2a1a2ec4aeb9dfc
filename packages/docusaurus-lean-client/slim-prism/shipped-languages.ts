import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

// The highlighter registers each of `prism.additionalLanguages` from prismjs's components onto
// Prism's core, as this does; a fence in any other language renders as plain text without a warning.

/** Every name a fence can use with the given grammars: the grammars, their aliases, plain text. */
export function shippedLanguages(additionalLanguages: readonly string[], siteDir: string): Set<string> {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const previous = (globalThis as {Prism?: unknown}).Prism;
  const prism = siteRequire('prismjs/components/prism-core') as {languages: Record<string, unknown>};
  // prismjs's components register themselves on the global Prism.
  (globalThis as {Prism?: unknown}).Prism = prism;
  try {
    for (const language of additionalLanguages) siteRequire(`prismjs/components/prism-${language}`);
  } finally {
    (globalThis as {Prism?: unknown}).Prism = previous;
  }
  return new Set(Object.keys(prism.languages).filter((name) => typeof prism.languages[name] !== 'function'));
}

const CODE_BLOCK_LANGUAGE = /class="prism-code language-([\w-]+)/g;

/** The languages of the rendered code blocks in one HTML page. */
export function codeBlockLanguages(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(CODE_BLOCK_LANGUAGE), (match) => match[1]!));
}

/** Each language used in the built pages but not shipped, with one page that uses it. */
export function unshippedLanguages(outDir: string, shipped: ReadonlySet<string>): Map<string, string> {
  const missing = new Map<string, string>();
  for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    for (const language of codeBlockLanguages(readFileSync(join(outDir, file), 'utf8'))) {
      if (!shipped.has(language) && !missing.has(language)) missing.set(language, file);
    }
  }
  return missing;
}
