import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

// Docusaurus trusts some browser input as it is, and this script, run first in <head>,
// removes what it would misread:
// - a stored theme of "purple" (or ?docusaurus-theme=purple) became `data-theme="purple"`;
// - a bar dismissed under an older id stayed hidden by CSS after React showed the new one;
// - a path with broken percent-encoding (/%E0%A4%A) made the router's decodeURI throw before
//   the first render, so the not-found page never became interactive.
export function inputGuardScript(announcementId: string | undefined): string {
  return `(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme !== null && theme !== 'light' && theme !== 'dark') localStorage.removeItem('theme');
    if (localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(announcementId ?? null)}) {
      localStorage.removeItem('docusaurus.announcement.dismiss');
    }
  } catch (e) {}
  try {
    var url = new URL(window.location.href);
    var path = url.pathname;
    try {
      decodeURI(path);
    } catch (e) {
      path = path.replace(/%/g, '%25');
    }
    var queryTheme = url.searchParams.get('docusaurus-theme');
    if (queryTheme !== null && queryTheme !== 'light' && queryTheme !== 'dark') {
      url.searchParams.delete('docusaurus-theme');
    }
    var next = path + url.search + url.hash;
    if (next !== window.location.pathname + window.location.search + window.location.hash) {
      window.history.replaceState(window.history.state, '', next);
    }
  } catch (e) {}
})();`;
}

export default function inputGuardPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'input-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: inputGuardScript(announcementBar?.id)}]};
    },
  };
}
