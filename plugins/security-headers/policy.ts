import {createHash} from 'node:crypto';
import {HOST_FRAME_FILE, HOST_FRAME_PATH, HOST_FRAME_SCRIPT} from '../sample-worker/host-frame';
import {MAX_RULES, type HeaderRule} from './headers-file';

// The site's Content-Security-Policy. Scripts: the site's own files and the exact inline
// scripts the build wrote (Docusaurus's colour-mode and announcement scripts, the input guard,
// the script-failure notice, the base-URL banner of the home page), by hash; `'wasm-unsafe-eval'` lets Pagefind compile its
// WebAssembly, in the page and in its worker. Styles allow `'unsafe-inline'`: React writes
// `style` attributes into the server-rendered HTML, which no hash can allow (only
// `'unsafe-hashes'` with one hash per attribute value, which changes with content).

/** Script types a browser executes; `application/ld+json` and the like are data, not checked. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A CSP source expression for a script's text, hashed as the browser hashes it. */
export function scriptHash(script: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the script reaches the CSP check.
  const text = script.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Infima's icons are data: URLs in the style sheet.
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the document that hosts the workers that run readers' samples
 * (plugins/sample-worker/host-frame.ts), which its blob: workers inherit. It is the only one
 * that allows eval, which compiling the reader's code needs; it runs its own script and starts
 * blob: workers, and may load nothing else and connect nowhere: no fetch, no WebSocket, no
 * script, not even the site's own (graphql comes in the worker's script), since the reader's
 * code could otherwise request any address of the site with `import()`. Only the site may frame it.
 */
export const SAMPLE_HOST_POLICY = [
  "default-src 'none'",
  `script-src ${scriptHash(HOST_FRAME_SCRIPT)} 'unsafe-eval'`,
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The built files that get rules of their own, each named exactly (see headerRules). */
export interface BuiltFiles {
  /** Whether the build holds the document that hosts the sample workers (plugins/sample-worker). */
  sampleHost: boolean;
  /** Paths of the content-hashed files under /assets/, those most pages load first. */
  hashedAssets: string[];
}

/**
 * Every header the site sends, as `_headers` rules. The hosts apply a rule to every address its
 * pattern matches, whether a file is there or not: a pattern such as `/assets/*` would give a
 * 404 page, or a redirect, the sample host's policy or a year's cache. So the rules name each
 * file exactly, and the 404 pages and redirects get only the `/*` rule. Cloudflare Pages reads at
 * most MAX_RULES rules: the hashed files beyond that many (those the fewest pages load) get no
 * Cache-Control from `_headers`, so the host's default, which revalidates.
 */
export function headerRules(policy: string, files: BuiltFiles): HeaderRule[] {
  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        // For browsers that predate frame-ancestors.
        ['X-Frame-Options', 'DENY'],
      ],
    },
  ];
  if (files.sampleHost) {
    // Replaces the pages' policy rather than adding to it: two policies both apply, and the
    // pages' forbids eval and framing (as X-Frame-Options does). The hosts serve the file
    // without its `.html`, at the address the pages frame.
    rules.push({
      pattern: HOST_FRAME_PATH,
      detach: ['Content-Security-Policy', 'X-Frame-Options'],
      headers: [
        ['Content-Security-Policy', SAMPLE_HOST_POLICY],
        ['Cache-Control', IMMUTABLE_CACHE_CONTROL],
      ],
    });
  }
  const assets = files.hashedAssets.filter((path) => path !== HOST_FRAME_FILE);
  for (const pattern of assets.slice(0, MAX_RULES - rules.length))
    rules.push({pattern, headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]]});
  return rules;
}
