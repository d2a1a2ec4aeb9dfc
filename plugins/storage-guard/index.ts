import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

// The classic theme's inline scripts trust browser storage as it is: a stored theme of
// "purple" becomes `data-theme="purple"`, and a bar dismissed under an older id stays hidden
// by CSS even after React decides to show the new one. This script runs first, in <head>,
// and removes what the theme would misread, so both fall back to their defaults.
export function storageGuardScript(announcementId: string | undefined): string {
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
    var queryTheme = url.searchParams.get('docusaurus-theme');
    if (queryTheme !== null && queryTheme !== 'light' && queryTheme !== 'dark') {
      url.searchParams.delete('docusaurus-theme');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  } catch (e) {}
})();`;
}

export default function storageGuardPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'storage-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: storageGuardScript(announcementBar?.id)}]};
    },
  };
}
