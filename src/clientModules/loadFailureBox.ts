// When the code of the page being opened fails to download (a flaky network, or a deploy that
// replaced the chunks), Docusaurus leaves the server-rendered HTML on screen without making it
// interactive and says nothing. This shows the reader why, with a Retry button that reloads.
//
// After the first load, Docusaurus reloads the page when the code of the page being navigated to
// fails to download: after a deploy, the new page's HTML names the new chunks. Offline, that
// reload would replace the site with the browser's own error page, so a navigation whose code
// fails while the site cannot be reached keeps the current page and shows the box instead
// (holdingWhileOffline, which packages/docusaurus-lean-client/client-routes wraps around every route's preload).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchPath} from 'react-router-dom';
import './loadFailureBox.css';

const BOX_ID = 'load-failure-box';

function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason.message));
}

/** False when the browser says it is offline, or when the site does not answer a request for the current page. */
async function canReachSite(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(window.location.href, {method: 'HEAD', cache: 'no-store'});
    return true;
  } catch {
    return false;
  }
}

const OFFLINE_TEXT = 'This page failed to load: the browser is offline. Retry once the connection is back.';

function showLoadFailureBox(error: unknown, offline: boolean): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = offline ? OFFLINE_TEXT : 'Part of this page failed to load, so some of it may not work.';
  const detail = document.createElement('p');
  detail.className = 'load-failure-box__detail';
  detail.textContent = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  // A reload while offline would show the browser's error page instead of this one.
  const retryWhenReachable = async () => {
    if (await canReachSite()) window.location.reload();
    else message.textContent = `Still offline. ${OFFLINE_TEXT}`;
  };
  retry.addEventListener('click', () => void retryWhenReachable());
  box.append(message, detail, retry);
  document.body.append(box);
}

/**
 * A route's component whose preload, when the route is the address being opened and the site
 * cannot be reached, shows the box and never settles instead of failing: Docusaurus then keeps
 * the current page on screen rather than reloading. Retry reloads at the new address once the
 * site answers. Preloads on hover, and failures while online, fail as before.
 */
export function holdingWhileOffline<T extends {preload?: () => Promise<unknown>}>(component: T, path: string): T {
  const {preload} = component;
  if (!preload) return component;
  component.preload = () =>
    preload().catch(async (error: unknown) => {
      if (!matchPath(window.location.pathname, {path}) || (await canReachSite())) throw error;
      showLoadFailureBox(error, true);
      return new Promise<never>(() => {});
    });
  return component;
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // After hydration, route changes handle failed loads themselves (they reload the page).
    if (isChunkLoadError(event.reason) && document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
      showLoadFailureBox(event.reason, false);
    }
  });
}
