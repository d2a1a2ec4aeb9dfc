// Writes, for GitHub Pages (which reads no redirect rules), a small page at each old address of
// the build's `_redirects` (plugins/legacy-redirects): a canonical link to the page that now
// answers it, a meta refresh to it, and a link for readers without either. A script, a file of
// the site (the policy allows scripts from the site; no inline one), goes first and keeps the
// hash, which a meta refresh drops and the API overviews need (`/api-v16/execution#execute`).
//   npx tsx scripts/github-pages-redirects.ts build
// Run it only for GitHub Pages: Netlify serves a file that exists in place of a rule for its
// address, so there these pages would answer 200 instead of the 301. The lowercase spellings of
// the API routes get no page (a case-insensitive file system could not hold both); the
// not-found page sends those on.
import {pathToFileURL} from 'node:url';
import {FALLBACK_SCRIPT, writeFallbackPages} from '../plugins/legacy-redirects/github-pages';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [buildDir] = process.argv.slice(2);
  if (!buildDir) throw new Error('Usage: tsx scripts/github-pages-redirects.ts <build folder>');
  writeFallbackPages(buildDir).then(
    (pages) => console.log(`Wrote ${pages} redirect pages and /${FALLBACK_SCRIPT} into ${buildDir}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
