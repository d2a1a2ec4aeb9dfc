// Ways to break the site on purpose, to see the smoke tests that guard against each one fail:
// `SMOKE_BREAK=<name> npm run test:smoke` serves the build with an edited copy of one kind of file
// (through the front server of site.ts), the build itself untouched. Each says what it breaks and
// which tests must then fail; every test fails under `uncaught-error` and `inline-script`, which
// its closing check for problems catches. A breakage that matched no response fails its run.
import type {Edit} from './site';

const MAIN_SCRIPT = /^\/assets\/js\/main\.[0-9a-f]+\.js$/;
const STYLESHEET = /^\/assets\/css\/styles\.[0-9a-f]+\.css$/;

function onPath(pattern: RegExp, edit: (body: string, path: string) => string): Edit {
  return {applies: (path) => pattern.test(path), edit};
}

function onPages(edit: (html: string, path: string) => string): Edit {
  return {applies: (_path, contentType) => contentType.startsWith('text/html'), edit};
}

/** Replaces `pattern` in a file, which must contain it: a breakage that changes nothing would prove nothing. */
function replace(pattern: RegExp | string, replacement: string): (body: string, path: string) => string {
  return (body, path) => {
    if (!(typeof pattern === 'string' ? body.includes(pattern) : pattern.test(body)))
      throw new Error(`${path} no longer contains ${pattern}`);
    return body.replace(pattern, replacement);
  };
}

const appendToMainScript = (code: string) => onPath(MAIN_SCRIPT, (body) => `${body}\n${code}`);
const appendToStylesheet = (css: string) => onPath(STYLESHEET, (body) => `${body}\n${css}`);

export const BREAKAGES: Record<string, Edit[]> = {
  // Every test: an error nobody catches, after the page has loaded.
  'uncaught-error': [appendToMainScript("setTimeout(() => { throw new Error('smoke: an uncaught error'); });")],
  // Every test: an inline script the policy does not allow (its hash is not in the header).
  'inline-script': [onPages(replace('</head>', "<script>document.documentElement.dataset.smoke = 'inline';</script></head>"))],
  // Every test: the site's script does nothing, so no page hydrates.
  'no-hydration': [onPath(MAIN_SCRIPT, () => '')],
  // The links, Back, mobile menu and not-found tests: every same-site link loads its page anew.
  'reloading-links': [
    appendToMainScript(`document.addEventListener('click', (event) => {
  const link = event.target.closest('a[href^="/"]');
  if (!link) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.assign(link.href);
}, true);`),
  ],
  // The Back test: going back reloads the page.
  'reloading-back': [appendToMainScript("addEventListener('popstate', () => location.reload());")],
  // The colour mode test: nothing is saved in localStorage.
  'unsaved-colour-mode': [onPath(MAIN_SCRIPT, (body) => `Storage.prototype.setItem = () => {};\n${body}`)],
  // The hash test: scrolling to an element stops at the top of the page.
  'no-hash-scroll': [appendToStylesheet('[id] { scroll-margin-top: 100000px !important; }')],
  // The shortcut test: Control+K and "/" never reach the site.
  'no-search-shortcut': [
    appendToMainScript(`addEventListener('keydown', (event) => {
  if (event.key === '/' || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey))) event.stopImmediatePropagation();
}, true);`),
  ],
  // Both search tests: Pagefind's script fails, so search never gets ready.
  'broken-search-index': [onPath(/^\/pagefind\/pagefind\.js$/, () => "throw new Error('smoke: a broken search index');")],
  // The Run test: the worker that runs samples fails to start.
  'broken-sample-worker': [
    onPath(/^\/assets\/js\/sample-runner-worker\.1[67]\.[0-9a-f]+\.js$/, () => "throw new Error('smoke: a broken worker');"),
  ],
  // The Run test: an endless loop runs for a minute before it is stopped.
  'slow-loop-limit': [onPath(/^\/assets\/js\/sample-runner\.[0-9a-f]+\.js$/, replace(/,5e3\)/, ',6e4)'))],
  // The mobile menu test: the slide-out menu never shows.
  'hidden-mobile-menu': [appendToStylesheet('.navbar-sidebar { display: none !important; }')],
  // The 390 px test: the main column is wider than a phone.
  'sideways-scroll': [appendToStylesheet('main { min-width: 420px; }')],
  // The not-found test: its page says something else.
  'wrong-not-found-page': [
    {
      applies: (path, contentType) => path === '/no/such/page' && contentType.startsWith('text/html'),
      edit: replace('There is no page at', 'Nothing here at'),
    },
  ],
};

/** The breakage SMOKE_BREAK names, if any; an unknown name is an error, not a quiet pass. */
export function breakageFromEnvironment(): {name: string; edits: Edit[]} | undefined {
  const name = process.env.SMOKE_BREAK;
  if (!name) return undefined;
  const edits = BREAKAGES[name];
  if (!edits) throw new Error(`SMOKE_BREAK=${name} is not one of: ${Object.keys(BREAKAGES).join(', ')}`);
  return {name, edits};
}
