// The inline script of the not-found page (404.html, which every unknown address is answered
// with): an address that names a page but for its letters' case, a trailing `.html`, `/index`
// or slash goes to that page at once, from the build's list of pages. Hosts that apply the
// build's rules (npm run serve) redirect these themselves; the others (Netlify, Cloudflare Pages,
// GitHub Pages, without a rule for the spelling) answer with this page. It must run before React:
// the client router matches paths whatever their case and would draw the page at the wrong
// address. The page stays hidden until the list says whether to move, so it never flashes.
// Only 404.html carries it; plugins/security-headers hashes it into the policy.
import {SITE_PAGES_PATH} from '../../contracts/site-pages';

export function notFoundScript(): string {
  return `(() => {
const key = (path) => {
  try { path = decodeURIComponent(path); } catch {}
  return path.toLowerCase().replace(/\\.html$/, '').replace(/\\/index$/, '/').replace(/(.)\\/+$/, '$1');
};
const root = document.documentElement;
root.style.visibility = 'hidden';
fetch(${JSON.stringify(`/${SITE_PAGES_PATH}`)}).then((response) => response.json()).then(({pages}) => {
  const wanted = key(location.pathname);
  const matching = pages.filter((page) => key(page) === wanted);
  if (matching.length === 1 && matching[0] !== location.pathname) location.replace(matching[0] + location.search + location.hash);
  else root.style.visibility = '';
}).catch(() => { root.style.visibility = ''; });
})();`;
}
