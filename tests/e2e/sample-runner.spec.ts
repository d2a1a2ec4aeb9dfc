import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Locator, type Page, type Route} from '@playwright/test';
import {RUNNABLE_SAMPLES, sampleOutputPath, type GraphQLMajor, type RunnableSample} from '../../contracts/samples';
import {SAMPLE_HOST_POLICY} from '../../plugins/security-headers/policy';
import {TIME_LIMIT_MS} from '../../src/components/SampleRunner/protocol';
import {axeViolations, COLOUR_MODES, describeViolations, useColourMode} from '../../scripts/browser/axe';
import {visit} from './visit';

// The Run button of the samples that run in the page (src/components/SampleRun, SampleRunner):
// each prints, in a worker under the site's policy, the very output the example tests assert.

/** The page that shows a sample: its folder under examples/ is the page's slug. */
function pageOf(sample: RunnableSample): string {
  const [folder, guide] = sample.split('/');
  if (folder === 'index') return '/docs/tutorials/';
  return folder === 'guides' ? `/docs/guides/${guide}` : `/docs/tutorials/${folder}`;
}

function fileName(sample: RunnableSample): string {
  return sample.slice(sample.lastIndexOf('/') + 1);
}

const EXAMPLES_DIR = join(__dirname, '..', '..', 'examples');

/** The output the example tests assert: `name.output.v16.txt` where graphql 16 prints something else. */
function expectedOutput(sample: RunnableSample, version: GraphQLMajor): string {
  const file = join(EXAMPLES_DIR, sampleOutputPath(sample));
  const v16File = file.replace(/\.txt$/, '.v16.txt');
  return readFileSync(version === '16' && existsSync(v16File) ? v16File : file, 'utf8').replace(/\n+$/, '');
}

function panelOf(page: Page, sample: RunnableSample): Locator {
  return page.getByRole('region', {name: `Run of ${fileName(sample)}`});
}

/** Waits for the run to end and returns what it printed, without trailing line ends. */
async function finishedOutput(panel: Locator): Promise<string> {
  await expect(panel.getByRole('status')).toHaveText('Finished.');
  return ((await panel.getByLabel(/^Output of /).textContent()) ?? '').replace(/\n+$/, '');
}

const OUTPUT_LIMIT_STATUS = 'Stopped when the output reached 100,000 characters, the most a run keeps.';

/** Waits for the run to be stopped at the output cap and returns what it printed, without trailing line ends. */
async function cutOutput(panel: Locator): Promise<string> {
  await expect(panel.getByRole('status')).toHaveText(OUTPUT_LIMIT_STATUS);
  return ((await panel.getByLabel(/^Output of /).textContent()) ?? '').replace(/\n+$/, '');
}

async function run(page: Page, sample: RunnableSample): Promise<Locator> {
  await page.getByRole('button', {name: `Run ${fileName(sample)}`, exact: true}).click();
  return panelOf(page, sample);
}

const SAMPLES = Object.keys(RUNNABLE_SAMPLES) as RunnableSample[];

test.describe('Run on samples', () => {
  test('Run prints the asserted output of a sample on graphql 17, and on 16 through the switch', async ({page}) => {
    const sample = 'basic-types/scalars.js';
    await visit(page, pageOf(sample));
    const panel = await run(page, sample);
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
    await panel.getByRole('radio', {name: '16'}).check();
    await expect(panel).toContainText('Your run, graphql 16');
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '16'));
    // The page's expected output switched to graphql 16 too.
    await expect(page.getByRole('tab', {name: 'graphql 16'}).first()).toHaveAttribute('aria-selected', 'true');
    // The 16 output differs, so the switch really changed the package.
    expect(expectedOutput(sample, '16')).not.toBe(expectedOutput(sample, '17'));
  });

  for (const path of new Set(SAMPLES.map(pageOf))) {
    const samples = SAMPLES.filter((sample) => pageOf(sample) === path);
    test(`every runnable sample on ${path} prints its asserted output on each graphql it supports`, async ({page}) => {
      await visit(page, path);
      for (const sample of samples) {
        const panel = await run(page, sample);
        const versions = RUNNABLE_SAMPLES[sample];
        if (versions.length === 1) await expect(panel).toContainText('graphql 17 only');
        for (const version of versions) {
          if (version !== '17') await panel.getByRole('radio', {name: version}).check();
          expect(await finishedOutput(panel), `${sample} on graphql ${version}`).toBe(expectedOutput(sample, version));
        }
      }
    });
  }

  test('an edited query that fails validation shows the errors, and Reset restores the sample', async ({page}) => {
    const {panel, editor} = await openScratchPanel(page);
    const original = await editor.inputValue();
    await editor.fill(original.replace("source: '{ libraryName availableToolCount }'", "source: '{ libraryName shelfCount }'"));
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toContain('Cannot query field \\"shelfCount\\" on type \\"Query\\".');
    await panel.getByRole('button', {name: 'Reset'}).click();
    await expect(editor).toHaveValue(original);
    await expect(panel.getByRole('button', {name: 'Reset'})).toBeDisabled();
  });

  test('an error shows its message and the line of the sample it came from', async ({page}) => {
    const {panel, editor} = await openScratchPanel(page);
    const lines = (await editor.inputValue()).split('\n');
    lines.splice(2, 0, 'null.name;');
    await editor.fill(lines.join('\n'));
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByRole('status')).toHaveText('Stopped by an error.');
    await expect(panel.getByLabel(/^Output of /)).toContainText(
      "TypeError: Cannot read properties of null (reading 'name') (line 3 of first-query.js)",
    );
    // The sample cannot reach what a worker would otherwise offer: the network, the page's storage.
    await editor.fill('console.log(typeof fetch, typeof indexedDB, typeof importScripts);');
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe('undefined undefined undefined');
  });

  test('an endless loop is stopped with a message, the page stays responsive, and the next run works', async ({page}) => {
    await page.clock.install();
    const {panel, editor, sample} = await openScratchPanel(page);
    await editor.fill("console.log('looping');\nwhile (true) {}");
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByRole('status')).toHaveText('Running on graphql 17…');
    await expect(panel.getByLabel(/^Output of /)).toContainText('looping');
    // While the worker loops, the page still handles input at once.
    await panel.getByRole('radio', {name: '16'}).focus();
    await expect(panel.getByRole('radio', {name: '16'})).toBeFocused({timeout: INPUT_HANDLED_MS});
    await expectStoppedAtTimeLimit(page, panel);
    await expect(panel.getByLabel(/^Output of /)).toContainText('looping');
    await panel.getByRole('button', {name: 'Reset'}).click();
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
  });

  test('output beyond the cap is cut, with a note, and the run is stopped there', async ({page}) => {
    const {panel, editor} = await openScratchPanel(page);
    await editor.fill("for (let line = 0; line < 1000; line++) console.log('x'.repeat(999));\nwhile (true) {}");
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    const output = await cutOutput(panel);
    expect(output).toMatch(/^(x{999}\n){100}\[Output cut: a run keeps at most 100,000 characters\.\]$/);
  });

  test('a pasted 60 KB identifier shows in the editor at once, uncoloured, and colours return once it is gone', async ({page}) => {
    const {panel, editor} = await openScratchPanel(page);
    const original = await editor.inputValue();
    // The highlighted copy beneath the textarea, which the reader sees.
    const shown = panel.locator('pre[aria-hidden="true"]');
    await expect(shown.locator('.token').first()).toBeAttached();
    const identifier = `pasted${'x'.repeat(60_000)}`;
    await editor.press('ControlOrMeta+End');
    await page.keyboard.insertText(`\n${identifier}`);
    await expect(shown).toContainText(identifier);
    // Shown as text: the highlighter, whose time grows with the square of such a run, never saw it.
    await expect(shown.locator('.token')).toHaveCount(0);
    await editor.fill(`${original}\n${'y'.repeat(200)}`);
    await expect(shown.locator('.token').first()).toBeAttached();
  });

  test('keyboard only: reach Run, switch the version, edit, leave the editor with Tab, Reset', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const runButton = page.getByRole('button', {name: 'Run first-query.js'});
    // From the code itself, Tab reaches the block's buttons, Run among them, after the links the
    // code holds to the API reference (plugins/docs-usage), in reading order.
    const code = page.locator('pre', {hasText: "source: '{ libraryName availableToolCount }'"}).first();
    await code.focus();
    const links = await code.locator('a').count();
    for (let presses = 0; presses < links + 4 && !(await runButton.evaluate((button) => button === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(runButton).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = panelOf(page, sample);
    await finishedOutput(panel);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('radio', {name: '17'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('radio', {name: '16'})).toBeChecked();
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '16'));
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', {name: 'Edit'})).toBeFocused();
    await page.keyboard.press('Enter');
    const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
    // Reset is disabled while the code is the sample's: Tab goes Edit, Run, editor.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type("\nconsole.log('edited');");
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expect(panel.getByLabel(/^Output of /)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', {name: 'Run', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await finishedOutput(panel)).toBe(`${expectedOutput(sample, '16')}\nedited`);
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', {name: 'Reset'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor).not.toContainText('edited');
    expect(await editor.inputValue()).not.toContain("console.log('edited')");
  });

  for (const mode of COLOUR_MODES) {
    test(`axe finds nothing with the panel and editor open, ${mode} mode`, async ({page}) => {
      await useColourMode(page, mode);
      const sample = 'basic-types/scalars.js';
      await visit(page, pageOf(sample));
      const panel = await run(page, sample);
      await finishedOutput(panel);
      await panel.getByRole('button', {name: 'Edit'}).click();
      await expect(panel.getByRole('textbox')).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  test('on a 375 px screen the Run button covers no code: every sample starts below it', async ({page}) => {
    const paths = new Set(SAMPLES.map(pageOf));
    // One visit per page with samples: a budget per page, not one for all, so that a busy
    // machine (more workers than cores) is not a failure.
    test.setTimeout(paths.size * 10_000);
    await page.setViewportSize({width: 375, height: 740});
    for (const path of paths) {
      await visit(page, path);
      const buttons = page.getByRole('button', {name: /^Run \S+\.js$/});
      await expect(buttons.first()).toBeVisible();
      for (const button of await buttons.all()) {
        const overlaps = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const code = element.closest('.theme-code-block')!.querySelector('pre code')!;
          // The text of each line, not its box, which spans the whole width.
          return [...code.querySelectorAll('.token-line')].some((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            return [...range.getClientRects()].some(
              (text) => text.width > 0 && text.right > box.left && text.left < box.right && text.bottom > box.top && text.top < box.bottom,
            );
          });
        });
        expect(overlaps, `${path}: ${await button.getAttribute('aria-label')}`).toBe(false);
      }
    }
  });

  test("runs under the site policy: the workers' sandboxed host alone may compile code, and nothing is refused", async ({page}) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('worker', (worker) => worker.on('console', (message) => problems.push(`worker: ${message.text()}`)));
    const hostPolicies: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/sample-runner-host.')) hostPolicies.push(response.headers()['content-security-policy'] ?? '');
    });
    const sample = 'basic-types/scalars.js';
    const response = await visit(page, pageOf(sample));
    expect(response?.headers()['content-security-policy']).not.toMatch(/'unsafe-eval'/);
    const panel = await run(page, sample);
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
    // Every run's host document (the next one is started when a run ends) has the host's policy,
    // and is framed in a sandbox without the site's origin.
    expect(hostPolicies.length).toBeGreaterThan(0);
    expect(new Set(hostPolicies)).toEqual(new Set([SAMPLE_HOST_POLICY]));
    expect(await page.locator('iframe[src*="/sample-runner-host."]').first().getAttribute('sandbox')).toBe('allow-scripts');
    expect(problems).toEqual([]);
  });
});

// The code a reader runs is untrusted (a pasted snippet, a shared link). These runs try what such
// code might: forge the runner's messages, reach the network or the site's storage, flood the
// page, fail in odd ways. The page must stay in charge and give a clear answer each time.

/** The panel of first-query.js after a first run, its editor open: a place to run any code. */
async function openScratchPanel(
  page: Page,
): Promise<{sample: RunnableSample; panel: Locator; editor: Locator; runCode: (code: string) => Promise<void>}> {
  const sample = 'index/first-query.js';
  await visit(page, pageOf(sample));
  const panel = await run(page, sample);
  await finishedOutput(panel);
  await panel.getByRole('button', {name: 'Edit'}).click();
  const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
  const runCode = async (code: string) => {
    await editor.fill(code);
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
  };
  return {sample, panel, editor, runCode};
}

/**
 * With the page's clock installed (page.clock.install()) and a run looping: the run still goes at
 * half the page's time limit and is stopped once the limit has passed. The page's clock is moved,
 * not waited for, so the worker's loop does not hold a core for five seconds.
 */
async function expectStoppedAtTimeLimit(page: Page, panel: Locator): Promise<void> {
  const status = panel.getByRole('status');
  await page.clock.fastForward(TIME_LIMIT_MS / 2);
  await expect(status).toHaveText(/^Running on graphql/);
  await page.clock.fastForward(TIME_LIMIT_MS / 2);
  await expect(status).toHaveText(`Stopped after ${TIME_LIMIT_MS / 1000} seconds: the code was still running, perhaps in an endless loop.`);
}

/**
 * How soon the page must handle input while a run loops or floods it: well under the run's time
 * limit, so that a page held up until the run ends still fails, with room for a loaded machine.
 */
const INPUT_HANDLED_MS = 2_500;

/**
 * How much later than its time limit a run may end, measured in the page: time for the page to get
 * to it, and to the ping that tells a live frame from one whose process ended, on a machine that
 * runs several test files at once. The bugs this guards against ended runs after 10.9 to 36 s, or never.
 */
const RUN_END_MARGIN_MS = 3_000;

/**
 * Presses the panel's Run and returns the milliseconds, measured in the page, from the click to
 * the status saying the run ended: what the reader sees, even when a flood of messages holds the
 * page up.
 */
async function timedRun(panel: Locator): Promise<number> {
  await panel.evaluate((section) => {
    const timing = {started: 0, ended: 0};
    (window as unknown as {runTiming: typeof timing}).runTiming = timing;
    const status = section.querySelector('[role="status"]')!;
    section.addEventListener('click', () => (timing.started = performance.now()), {capture: true, once: true});
    new MutationObserver((_, observer) => {
      if (!timing.started || status.textContent!.startsWith('Running')) return;
      timing.ended = performance.now();
      observer.disconnect();
    }).observe(status, {childList: true, characterData: true, subtree: true});
  });
  await panel.getByRole('button', {name: 'Run', exact: true}).click();
  const ended = () => panel.evaluate(() => (window as unknown as {runTiming: {started: number; ended: number}}).runTiming);
  await expect.poll(async () => (await ended()).ended, {timeout: 40_000}).toBeGreaterThan(0);
  const {started, ended: end} = await ended();
  return end - started;
}

async function outputText(panel: Locator): Promise<string> {
  return (await panel.getByLabel(/^Output of /).textContent()) ?? '';
}

/** Every way a sample might find the worker's postMessage, as code that sets `post` to the first it finds. */
const FIND_POST_MESSAGE = `
const postRoutes = [
  () => postMessage,
  () => self.postMessage,
  () => Object.getPrototypeOf(self).postMessage,
  () => self.constructor.prototype.postMessage,
  () => DedicatedWorkerGlobalScope.prototype.postMessage,
  () => (function () { return this; })().postMessage,
];
const posts = [];
for (const route of postRoutes) {
  try {
    const found = route();
    if (typeof found === 'function') posts.push((message) => found.call(self, message));
  } catch {}
}`;

/**
 * A sample that looks for each storage and network API through every route to the global scope
 * and along its prototype chain, then tries to use each; it prints one line per API or action,
 * `blocked` or `REACHED`, and touches nothing but names containing `sample-probe`.
 */
const STORAGE_AND_NETWORK_PROBE = `
const NAMES = ['fetch', 'XMLHttpRequest', 'WebSocket', 'WebSocketStream', 'EventSource', 'WebTransport', 'importScripts',
  'navigator', 'indexedDB', 'caches', 'webkitRequestFileSystem', 'webkitRequestFileSystemSync', 'webkitResolveLocalFileSystemURL',
  'BroadcastChannel', 'Worker', 'SharedWorker', 'postMessage', 'IDBFactory', 'CacheStorage', 'StorageManager', 'FileSystemDirectoryHandle'];
const globals = {
  self: () => self,
  globalThis: () => globalThis,
  'function returning this': () => (function () { return this; })(),
  "new Function('return this')": () => new Function('return this')(),
  'indirect eval': () => (0, eval)('this'),
};
const holdersOf = (scope) => {
  const holders = [['', scope]];
  const add = (route, read) => { try { holders.push([route, read()]); } catch {} };
  add('.constructor.prototype', () => scope.constructor.prototype);
  add('.__proto__', () => scope.__proto__);
  add(' WorkerGlobalScope.prototype', () => WorkerGlobalScope.prototype);
  add(' DedicatedWorkerGlobalScope.prototype', () => DedicatedWorkerGlobalScope.prototype);
  for (const [route, next] of [[' Object.getPrototypeOf', Object.getPrototypeOf], [' Reflect.getPrototypeOf', Reflect.getPrototypeOf]]) {
    let depth = 0;
    for (let object = next(scope); object; object = next(object)) holders.push([route + '^' + ++depth, object]);
  }
  return holders;
};
const found = new Map(NAMES.map((name) => [name, []]));
for (const [globalRoute, readGlobal] of Object.entries(globals)) {
  let scope;
  try { scope = readGlobal(); } catch { continue; }
  for (const [route, holder] of holdersOf(scope)) {
    if (holder === null || holder === undefined) continue;
    for (const name of NAMES) {
      let value;
      try {
        const descriptor = Object.getOwnPropertyDescriptor(holder, name);
        value = descriptor ? ('value' in descriptor ? descriptor.value : descriptor.get?.call(scope)) : holder[name];
      } catch { continue; }
      if (value !== undefined && value !== null) found.get(name).push({route: globalRoute + route, value});
    }
  }
}
for (const [name, routes] of found) {
  console.log(name + ': ' + (routes.length ? 'REACHED through ' + routes.map(({route}) => route).join(', ') : 'blocked'));
}
const any = (name) => found.get(name)[0]?.value;
const answer = (setUp) => new Promise((resolve, reject) => setUp(resolve, reject));
const attempts = {
  'fetch()': () => any('fetch').call(self, '/sample-probe/fetch'),
  'XMLHttpRequest.send()': () => answer((resolve, reject) => {
    const request = new (any('XMLHttpRequest'))();
    request.open('GET', '/sample-probe/xhr');
    request.onload = resolve;
    request.onerror = reject;
    request.send();
  }),
  'WebSocket()': () => answer((resolve, reject) => Object.assign(new (any('WebSocket'))('ws://127.0.0.1:9/sample-probe'), {onopen: resolve, onerror: reject})),
  'EventSource()': () => answer((resolve, reject) => Object.assign(new (any('EventSource'))('/sample-probe/events'), {onopen: resolve, onerror: reject})),
  'importScripts()': () => any('importScripts').call(self, '/sample-probe/import-scripts.js'),
  'import()': () => import('/sample-probe/import.js'),
  'import() of the site address': () => import('SITE_ORIGIN/sample-probe/import-absolute.js'),
  'navigator.storage.getDirectory()': async () => (await any('navigator').storage.getDirectory()).getFileHandle('sample-probe', {create: true}),
  'navigator.storage.estimate()': () => any('navigator').storage.estimate(),
  'indexedDB.open()': () => answer((resolve, reject) => Object.assign(any('indexedDB').open('sample-probe'), {onsuccess: resolve, onerror: reject})),
  'caches.open()': () => any('caches').open('sample-probe'),
  'webkitRequestFileSystem()': () => answer((resolve, reject) => any('webkitRequestFileSystem').call(self, 0, 1024, resolve, reject)),
  'BroadcastChannel.postMessage()': () => new (any('BroadcastChannel'))('sample-probe').postMessage('from a sample'),
  'Worker()': () => new (any('Worker'))('/sample-probe/worker.js'),
  'SharedWorker()': () => new (any('SharedWorker'))('/sample-probe/shared-worker.js'),
};
const noAnswer = () => new Promise((resolve, reject) => setTimeout(() => reject(new Error('no answer')), 1500));
const results = await Promise.all(Object.entries(attempts).map(async ([name, attempt]) => {
  try {
    await Promise.race([attempt(), noAnswer()]);
    return name + ': REACHED';
  } catch {
    return name + ': blocked';
  }
}));
for (const result of results) console.log(result);`;

test.describe('Run on untrusted code', () => {
  test("a sample cannot end its run by posting 'done' itself: the page stops it at the time limit, and the next run works", async ({
    page,
  }) => {
    await page.clock.install();
    const {panel, runCode} = await openScratchPanel(page);
    // It posts 'done' for every run id through every route it finds, and also tries to capture
    // the runner's port: from MessagePort.prototype.postMessage, which the runner might call
    // after the sample starts, and from any message that reaches the worker's global scope.
    await runCode(`${FIND_POST_MESSAGE}
const forge = (post) => { for (let id = 0; id <= 50; id++) post({id, type: 'done'}); };
posts.forEach(forge);
const seize = (port) => { try { forge((message) => port.postMessage(message)); } catch {} };
try {
  const portPost = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (...args) { seize(this); return portPost.apply(this, args); };
} catch {}
// Anything with a postMessage that the runner's code would hand to call or apply.
const apply = Reflect.apply;
const spy = (target) => { try { if (target && target !== self && typeof target.postMessage === 'function') seize(target); } catch {} };
Function.prototype.call = function (target, ...args) { spy(target); return apply(this, target, args); };
Function.prototype.apply = function (target, args) { spy(target); return apply(this, target, args ?? []); };
try { self.onmessage = (event) => event.ports.forEach(seize); } catch {}
try { self.addEventListener('message', (event) => event.ports.forEach(seize)); } catch {}
console.log('postMessage routes found: ' + posts.length);
while (true) {}`);
    await expect(panel.getByLabel(/^Output of /)).toContainText('postMessage routes found');
    await expectStoppedAtTimeLimit(page, panel);
    expect(await outputText(panel)).toBe('postMessage routes found: 0\n');
    await panel.getByRole('button', {name: 'Reset'}).click();
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe(expectedOutput('index/first-query.js', '17'));
  });

  test('a sample reaches neither the network nor the site storage, through the global scope, its prototypes or import()', async ({
    page,
  }) => {
    const probeRequests: string[] = [];
    const refusedByPolicy: string[] = [];
    page.context().on('request', (request) => request.url().includes('sample-probe') && probeRequests.push(request.url()));
    page
      .context()
      .on(
        'requestfailed',
        (request) =>
          request.url().includes('sample-probe') && request.failure()?.errorText === 'csp' && refusedByPolicy.push(request.url()),
      );
    // A BroadcastChannel message would reach every page of the site.
    await page.addInitScript(() => {
      new BroadcastChannel('sample-probe').onmessage = (event) => console.error(`broadcast from a sample: ${String(event.data)}`);
    });
    const broadcasts: string[] = [];
    page.on('console', (message) => message.text().startsWith('broadcast from a sample') && broadcasts.push(message.text()));
    const {panel, runCode} = await openScratchPanel(page);
    // The worker's script is a blob: address, against which '/…' means nothing: the site's own origin is spelt out too.
    await runCode(STORAGE_AND_NETWORK_PROBE.replace('SITE_ORIGIN', new URL(page.url()).origin));
    const lines = (await finishedOutput(panel)).split('\n');
    // One line per API name (21) and per attempt (15), each of them blocked.
    expect(lines).toHaveLength(36);
    expect(lines.filter((line) => !line.endsWith(': blocked'))).toEqual([]);
    // A request the worker's policy refuses never leaves the browser (import() is one); any
    // other reached the network.
    await expect.poll(() => refusedByPolicy.length).toBe(probeRequests.length);
    expect(refusedByPolicy).toEqual(probeRequests);
    expect(broadcasts).toEqual([]);
    const storage = await page.evaluate(async () => {
      const databases = (await indexedDB.databases()).map((database) => database.name);
      const cacheNames = await caches.keys();
      const files: string[] = [];
      for await (const name of ((await navigator.storage.getDirectory()) as unknown as {keys(): AsyncIterable<string>}).keys())
        files.push(name);
      return [...databases, ...cacheNames, ...files].filter((name) => name?.includes('sample-probe'));
    });
    expect(storage).toEqual([]);
  });

  test('output a sample posts itself is not shown, and the page stays responsive', async ({page}) => {
    const {panel, runCode} = await openScratchPanel(page);
    await runCode(`${FIND_POST_MESSAGE}
for (const post of posts) {
  for (let id = 0; id <= 20; id++) post({id, type: 'output', text: 'x'.repeat(1_000_000)});
}
console.log('postMessage routes found: ' + posts.length);`);
    // The page handles input at once while the messages arrive.
    await panel.getByRole('radio', {name: '16'}).focus();
    await expect(panel.getByRole('radio', {name: '16'})).toBeFocused({timeout: INPUT_HANDLED_MS});
    expect(await finishedOutput(panel)).toBe('postMessage routes found: 0');
  });

  test('the page checks every message and ends a flood on time, even from a worker that breaks the rules', async ({page}) => {
    test.setTimeout(60_000);
    // The worker's script itself replaced: it answers the runner's protocol, then sends what the
    // code it is given asks for: a flood of messages that are not output, a flood of output, or
    // (for the sample's own code) messages that are not the protocol's.
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    await page.route('**/assets/js/sample-runner-worker.17.*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `addEventListener('message', (event) => {
  const port = event.ports[0];
  port.onmessage = ({data}) => {
    if (data.code === 'noise') {
      for (;;) port.postMessage(null);
    } else if (data.code === 'output') {
      port.postMessage({type: 'output', text: 'x'.repeat(3000000)});
      for (;;) port.postMessage({type: 'output', text: 'after the cap'});
    } else {
      port.postMessage({type: 'output', text: 42});
      port.postMessage(null);
      port.postMessage('done');
      port.postMessage({type: 'output', text: 'kept'});
      port.postMessage({type: 'done', error: {summary: 'E'.repeat(1000000), line: -3}});
    }
  };
  port.postMessage({type: 'ready'});
});`,
      }),
    );
    const panel = await run(page, sample);
    await expect(panel.getByRole('status')).toHaveText('Stopped by an error.');
    // The error's text is cut, and a line number that is not one is left out.
    expect(await outputText(panel)).toMatch(/^kept\nE{10000}$/);
    await panel.getByRole('button', {name: 'Edit'}).click();
    const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
    await editor.fill('noise');
    // Messages arrive far faster than the page reads them: the page stops reading at its limit.
    expect(await timedRun(panel)).toBeLessThan(TIME_LIMIT_MS + RUN_END_MARGIN_MS);
    await expect(panel.getByRole('status')).toHaveText('Stopped: the worker sent more messages than a run may send.');
    expect(await outputText(panel)).toBe('');
    await editor.fill('output');
    expect(await timedRun(panel)).toBeLessThan(TIME_LIMIT_MS + RUN_END_MARGIN_MS);
    expect(await cutOutput(panel)).toMatch(/^x{99999}\n\[Output cut: a run keeps at most 100,000 characters\.\]$/);
    // The page handles input at once after the flood.
    await panel.getByRole('radio', {name: '16'}).focus();
    await expect(panel.getByRole('radio', {name: '16'})).toBeFocused({timeout: INPUT_HANDLED_MS});
  });

  test('a sample that replaces the built-ins the runner uses can neither lift the output cap nor outlive the time limit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const {panel, editor} = await openScratchPanel(page);
    // Each replaces what the worker's bookkeeping might use, then prints three million lines.
    const attacks = {
      // The probe of issue 48: the first line's length reads -Infinity, which made the room left Infinity.
      'Array.prototype.join': `const join = Array.prototype.join;
let first = true;
Array.prototype.join = function (...args) {
  if (!first) return join.apply(this, args);
  first = false;
  return {length: -Infinity};
};`,
      'String.prototype.slice and substring': `String.prototype.slice = function () { return String(this); };
String.prototype.substring = String.prototype.slice;`,
      'Array.prototype.push, Math, Number and JSON': `Array.prototype.push = function () { return 0; };
Math.min = () => Infinity;
Math.max = () => -Infinity;
Number = () => -Infinity;
JSON.stringify = () => '';`,
      "call, apply and the messages' fields": `const apply = Reflect.apply;
Function.prototype.call = function (target, ...args) { return apply(this, target, args); };
Function.prototype.apply = function (target, args) { return apply(this, target, args ?? []); };
for (const key of ['type', 'text', 'length']) {
  Object.defineProperty(Object.prototype, key, {get() { return ''; }, set() {}, configurable: true});
}`,
    };
    for (const [name, attack] of Object.entries(attacks)) {
      await editor.fill(`${attack}\nfor (let line = 0; line < 3_000_000; line++) console.log('x');`);
      expect(await timedRun(panel), name).toBeLessThan(TIME_LIMIT_MS + RUN_END_MARGIN_MS);
      await expect(panel.getByRole('status'), name).toHaveText(OUTPUT_LIMIT_STATUS);
      const output = await outputText(panel);
      expect(output.length, name).toBeLessThanOrEqual(100_000 + '[Output cut: a run keeps at most 100,000 characters.]\n'.length);
      expect(output, name).toMatch(/\n\[Output cut: a run keeps at most 100,000 characters\.\]\n$/);
    }
  });

  test('a host document that fails to load, or never arrives, ends the run within the time limit with a message, and the next run works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    let hostsLoaded = 0;
    page.on('response', (response) => {
      if (response.url().includes('/sample-runner-host.')) hostsLoaded++;
    });
    const {sample, panel, runCode} = await openScratchPanel(page);
    // The first run's frame, and the next run's, started as the first ended: both load unhindered.
    await expect.poll(() => hostsLoaded).toBe(2);
    const frameNeverAnswered = `Stopped: the frame that runs samples did not answer within ${TIME_LIMIT_MS / 1000} seconds. Check the connection and run again.`;
    const hostPattern = '**/assets/sample-runner-host.*';
    const stalled: Route[] = [];
    await page.route(hostPattern, (route) => {
      stalled.push(route);
    });
    await runCode('console.log(2);');
    expect(await finishedOutput(panel)).toBe('2');
    // The frame started for the next run never gets its document.
    expect(await timedRun(panel)).toBeLessThan(TIME_LIMIT_MS + RUN_END_MARGIN_MS);
    await expect(panel.getByRole('status')).toHaveText(frameNeverAnswered);
    expect(stalled.length).toBe(1);
    await page.unroute(hostPattern);
    // No frame waits for the next run after one that could not start: the next Run requests its own.
    await page.route(hostPattern, (route) => route.abort('connectionrefused'));
    expect(await timedRun(panel)).toBeLessThan(TIME_LIMIT_MS + RUN_END_MARGIN_MS);
    await expect(panel.getByRole('status')).toHaveText(frameNeverAnswered);
    await page.unroute(hostPattern);
    await panel.getByRole('button', {name: 'Reset'}).click();
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
  });

  test("an error the sample does not catch is shown as the sample's error, not as a failed download", async ({page}) => {
    const {panel, runCode} = await openScratchPanel(page);
    const runs: [code: string, shown: string][] = [
      ["reportError(new Error('reported'));\nconsole.log('after reportError');", 'Error: reported'],
      [
        "setTimeout(() => { throw new TypeError('from a timer'); });\nawait new Promise((resolve) => setTimeout(resolve, 200));",
        'TypeError: from a timer',
      ],
      ["Promise.reject(new RangeError('nobody awaited this'));", 'RangeError: nobody awaited this'],
      [
        "queueMicrotask(() => { throw new SyntaxError('from a microtask'); });\nawait new Promise((resolve) => setTimeout(resolve, 200));",
        'SyntaxError: from a microtask',
      ],
      ['throw 42;', 'Uncaught 42'],
      ["throw {reason: 'not an Error'};", "Uncaught { reason: 'not an Error' }"],
    ];
    for (const [code, shown] of runs) {
      await runCode(code);
      await expect(panel.getByRole('status'), code).toHaveText('Stopped by an error.');
      await expect(panel.getByLabel(/^Output of /), code).toContainText(shown);
    }
  });

  test('a worker that cannot be downloaded says so, and the next Run downloads it', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const failWorker = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/assets/js/sample-runner-worker.*', failWorker);
    const panel = await run(page, sample);
    await expect(panel.getByRole('status')).toHaveText('graphql could not be downloaded. Check the connection and run again.');
    await page.unroute('**/assets/js/sample-runner-worker.*', failWorker);
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
  });

  test('hostile code gets a clear answer and never breaks the page', async ({page}) => {
    const {panel, runCode} = await openScratchPanel(page);
    const finished = async (code: string) => {
      await runCode(code);
      return finishedOutput(panel);
    };
    const stopped = async (code: string, shown: string) => {
      await runCode(code);
      await expect(panel.getByRole('status'), code).toHaveText('Stopped by an error.');
      await expect(panel.getByLabel(/^Output of /), code).toContainText(shown);
    };
    // Huge output, in one line or in one value: cut, as Node.js cuts long arrays.
    await runCode("console.log('y'.repeat(50_000_000));");
    expect(await cutOutput(panel)).toMatch(/^y{99999}\n\[Output cut: a run keeps at most 100,000 characters\.\]$/);
    expect(await finished('console.log(new Array(10_000_000).fill(7));')).toMatch(/^\[\n( {2}7,\n){100} {2}\.\.\. 9999900 more items\n\]$/);
    // Printing never runs the sample's getters, and a value that throws when looked at still prints.
    expect(
      await finished(
        "console.log({ok: 1, get bad() { throw new Error('boom'); }});\nconsole.log(new Proxy({}, {ownKeys() { throw new Error('trap'); }, getPrototypeOf() { throw new Error('trap'); }}));\nconsole.log('still here');",
      ),
    ).toBe('{ ok: 1, bad: [Getter] }\n[unreadable]\nstill here');
    await stopped(
      'const deeper = (depth) => deeper(depth + 1) + 1;\ndeeper(0);',
      'RangeError: Maximum call stack size exceeded (line 1 of first-query.js)',
    );
    await stopped('throw null;', 'Uncaught null');
    await stopped(
      "const error = new Error('unreadable');\nObject.defineProperty(error, 'name', {get() { throw error; }});\nthrow error;",
      'Uncaught exception, which could not be read',
    );
    await stopped("throw {get message() { throw new Error('no'); }};", 'Uncaught { message: [Getter] }');
    // Built-ins the runner itself uses, broken by the sample.
    expect(
      await finished(
        "Array.prototype.map = () => { throw new Error('broken'); };\nString.prototype.slice = () => 'z'.repeat(1_000_000);\nObject.keys = () => { throw new Error('broken'); };\nconsole.log({a: 1});\nconsole.log('still printing');",
      ),
    ).toBe('[unreadable]\nstill printing');
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await panel.getByRole('button', {name: 'Reset'}).click();
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe(expectedOutput('index/first-query.js', '17'));
  });
});
