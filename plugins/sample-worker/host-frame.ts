import {createHash} from 'node:crypto';

// The document that hosts each run's worker (src/components/SampleRunner/runSample.ts). The page
// frames it with `sandbox="allow-scripts"`, which gives it an opaque origin: Chromium then runs
// it, and the worker it starts, in a process of its own, so a sample that exhausts memory ends
// that process and not the page's. Being opaque, it cannot load a worker from the site: the page
// fetches the worker's script and hands over its text, which becomes a blob: worker here, and a
// blob: worker is under the policy of the document that starts it: this document's
// (plugins/security-headers/policy.ts), which allows compiling code and nothing else. Its one
// script answers the page's pings (a process that ended answers nothing) and reports a worker
// that fails to start.

/** The document's one script; only the page that framed it is listened to. */
export const HOST_FRAME_SCRIPT = `let worker;
addEventListener('message', (event) => {
  if (event.source !== parent) return;
  if (event.data === 'ping') {
    parent.postMessage('pong', '*');
  } else if (!worker && typeof event.data?.script === 'string' && event.ports.length === 1) {
    worker = new Worker(URL.createObjectURL(new Blob([event.data.script], {type: 'text/javascript'})));
    worker.addEventListener('error', (error) => {
      error.preventDefault();
      parent.postMessage({type: 'worker-error', message: String(error.message)}, '*');
    });
    worker.postMessage(null, [event.ports[0]]);
  }
});
parent.postMessage('host-ready', '*');`;

export const HOST_FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sample runner</title><script>${HOST_FRAME_SCRIPT}</script></head><body></body></html>
`;

/**
 * The document's address: under /assets/ with a content hash in its name, as Docusaurus names its
 * assets, and without `.html`, which the hosts and scripts/serve.ts redirect away from.
 */
export const HOST_FRAME_PATH = `/assets/sample-runner-host.${createHash('sha256').update(HOST_FRAME_HTML).digest('hex').slice(0, 8)}`;

/** The file the build writes, which the hosts serve at HOST_FRAME_PATH. */
export const HOST_FRAME_FILE = `${HOST_FRAME_PATH}.html`;

/** Matches every version of the document, whatever its hash. */
export const HOST_FRAME_PATTERN = '/assets/sample-runner-host.*';
