// When the code of the page being opened fails to download (a flaky network, or a deploy that
// replaced the chunks), Docusaurus leaves the server-rendered HTML on screen without making it
// interactive and says nothing. This shows the reader why, with a Retry button that reloads.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import './loadFailureBox.css';

function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason.message));
}

function showLoadFailureBox(error: Error): void {
  if (document.getElementById('load-failure-box')) return;
  const box = document.createElement('div');
  box.id = 'load-failure-box';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = 'Part of this page failed to load, so some of it may not work.';
  const detail = document.createElement('p');
  detail.className = 'load-failure-box__detail';
  detail.textContent = error.message.split('\n')[0];
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, detail, retry);
  document.body.append(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // After hydration, route changes handle failed loads themselves (they reload the page).
    if (isChunkLoadError(event.reason) && document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
      showLoadFailureBox(event.reason);
    }
  });
}
