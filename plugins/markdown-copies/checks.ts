import {existsSync} from 'node:fs';
import path from 'node:path';

// Checks on what the build wrote, run at the end of the plugin's postBuild so that a theme or
// content change that leaks markup into the copies, or a link to a copy that was not written,
// fails the build.

/** What an MDX page or a React component would leave in a copy if the conversion missed it. */
const LEAKS: readonly [RegExp, string][] = [
  [/<div\b/i, 'an HTML <div>'],
  [/^(?:import|export) /m, 'an MDX import or export line'],
  [/\bclassName\b/, 'a JSX className'],
  // An admonition the MDX parser did not recognise (a title outside brackets, a typo) is shown
  // to readers as a literal `:::note …` line.
  [/^\\?:::/m, 'a literal admonition fence (:::)'],
];

/** The reasons a Markdown copy is not clean; empty when it is. */
export function markdownLeaks(markdown: string): string[] {
  // Code samples may show any of these legitimately: only the prose is checked.
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  return LEAKS.filter(([pattern]) => pattern.test(prose)).map(([, reason]) => reason);
}

/** The links of an llms.txt-style file to the site that name no file in `outDir`. */
export function unresolvedSiteLinks(text: string, siteUrl: string, outDir: string): string[] {
  const origin = new URL(siteUrl).origin;
  const missing: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const url = new URL(target!, siteUrl);
    if (url.origin !== origin) continue;
    const file = path.join(outDir, decodeURIComponent(url.pathname));
    if (!existsSync(file)) missing.push(target!);
  }
  return missing;
}
