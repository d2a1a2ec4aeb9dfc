import type {Plugin} from '@docusaurus/types';

// When the site's own script (runtime~main or main) fails to download, nothing of the client
// runs: the server-rendered page stays, silent, with menus, search and the theme switch dead.
// This static inline script (no inline event-handler attributes, so a Content-Security-Policy
// can allow it by its hash) then says so under the page, with a Retry button that reloads.
//
// It steps aside for Docusaurus's base-URL banner ("Your Docusaurus site did not load
// properly"), which the spec's error catalogue keeps for a home page whose code and styles are
// both missing: the site's stylesheet hides that banner, so a visible banner means a wrong base
// URL, which retrying would not fix. The box reuses the id and classes of the box that
// src/clientModules/loadFailureBox.ts shows for a failed page chunk, so the site's stylesheet
// styles both, and only one is ever shown.
export const SCRIPT_FAILURE_NOTICE = `(function () {
  function show() {
    if (window.docusaurus !== undefined || document.getElementById('load-failure-box')) return;
    var banner = document.getElementById('__docusaurus-base-url-issue-banner-container');
    if (banner && getComputedStyle(banner).display !== 'none') return;
    var box = document.createElement('div');
    box.id = 'load-failure-box';
    box.setAttribute('role', 'alert');
    var message = document.createElement('p');
    message.textContent =
      'The interactive parts of this page (search, menus, the theme switch) failed to load. The text below is complete.';
    var retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'button button--primary';
    retry.textContent = 'Retry';
    retry.addEventListener('click', function () {
      window.location.reload();
    });
    box.appendChild(message);
    box.appendChild(retry);
    document.body.appendChild(box);
  }
  // Deferred scripts have run (or failed) by DOMContentLoaded; the banner's own listener
  // inserts it then, so look one task later.
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(show, 0);
  });
})();`;

export default function scriptFailureNoticePlugin(): Plugin {
  return {
    name: 'script-failure-notice',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: SCRIPT_FAILURE_NOTICE}]};
    },
  };
}
