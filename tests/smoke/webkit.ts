// Debian's WebKitGTK: WebKitWebDriver (classic WebDriver) starts MiniBrowser on an Xvfb display
// of its own. Classic WebDriver reports no page errors, so the site's pages are served with a
// recorder (the first script of <head>, from the same origin, which the policy allows) that keeps
// uncaught errors, policy violations and console errors for the suite to read.
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {createServer, type AddressInfo} from 'node:net';
import type {Readable} from 'node:stream';
import {callExpression, DEFAULT_VIEWPORT, type SmokeBrowser, type SmokePage} from './browser';
import {miniBrowserPath, WEBKIT_DRIVER_PATH, XVFB_PATH} from './install';
import type {Edit, OwnFile} from './site';
import {WebDriverSession} from './webdriver';

const RECORDER_PATH = '/__smoke/record-problems.js';
const BLANK_PATH = '/__smoke/blank';

function recordProblems(): void {
  const problems: string[] = [];
  Object.defineProperty(window, 'smokeProblems', {value: problems});
  addEventListener('error', (event) => problems.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`));
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(
      `Content-Security-Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

/** The files and edits the site is served with for WebKit: the recorder, first in every page. */
export const WEBKIT_SITE: {edits: Edit[]; ownFiles: Record<string, OwnFile>} = {
  edits: [
    {
      applies: (_path, contentType) => contentType.startsWith('text/html'),
      edit: (html) => html.replace(/<head>/i, `<head><script src="${RECORDER_PATH}"></script>`),
    },
  ],
  ownFiles: {
    [RECORDER_PATH]: {contentType: 'text/javascript; charset=utf-8', body: `${callExpression(recordProblems, [])};`},
    // Where a page starts, to clear the site's storage from its own origin.
    [BLANK_PATH]: {contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>blank</title>'},
  },
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  server.close();
  return port;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Starts Xvfb on the first free display; it writes the display's number to descriptor 3. */
async function startXvfb(): Promise<{process: ChildProcess; display: string}> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1920x1200x24'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let output = '';
  xvfb.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const displayFd = xvfb.stdio[3] as Readable;
  let number = '';
  displayFd.setEncoding('utf8');
  for await (const chunk of displayFd) {
    number += chunk;
    if (number.includes('\n')) break;
  }
  if (!/^\d+\n/.test(number)) {
    await stop(xvfb);
    throw new Error(`Xvfb did not start: ${output}`);
  }
  return {process: xvfb, display: `:${number.trim()}`};
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

class WebKitPage implements SmokePage {
  private readonly seen: string[] = [];

  constructor(
    private readonly session: WebDriverSession,
    private readonly origin: string,
    private readonly opener: string,
  ) {}

  /** Keeps what the recorder of the current document has seen, before that document goes. */
  private async collect(): Promise<void> {
    this.seen.push(
      ...((await this.session.execute<string[] | null>('return window.smokeProblems ? window.smokeProblems.splice(0) : null')) ?? []),
    );
  }

  /** Fails when the recorder did not run in the document just loaded: its silence would prove nothing. */
  private async assertRecording(): Promise<void> {
    if (!(await this.session.execute<boolean>('return Array.isArray(window.smokeProblems)')))
      throw new Error(`The problem recorder is missing from ${await this.evaluate(() => location.href)}`);
  }

  async goto(path: string): Promise<void> {
    await this.collect();
    await this.session.navigate(this.origin + path);
    await this.assertRecording();
  }

  async reload(): Promise<void> {
    await this.collect();
    await this.session.refresh();
    await this.assertRecording();
  }

  async back(): Promise<void> {
    await this.session.back();
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.session.execute<T>(`return ${callExpression(fn, args)};`);
  }

  click(selector: string): Promise<void> {
    return this.session.click(selector);
  }

  press(chord: string): Promise<void> {
    return this.session.press(chord);
  }

  type(text: string): Promise<void> {
    return this.session.type(text);
  }

  /** Resizes the window, which is all viewport, and waits until the page has seen the new size. */
  async setViewport(width: number, height: number): Promise<void> {
    await this.session.setWindowSize(width, height);
    const deadline = Date.now() + 10_000;
    let inner: number[];
    do {
      inner = await this.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (inner[0] === width && inner[1] === height) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);
    throw new Error(`The viewport is ${inner.join(' × ')}, not ${width} × ${height}`);
  }

  async problems(): Promise<string[]> {
    await this.collect();
    return [...this.seen];
  }

  async close(): Promise<void> {
    await this.session.closeWindow();
    await this.session.switchToWindow(this.opener);
  }
}

export async function launchWebKit(origin: string): Promise<SmokeBrowser> {
  const xvfb = await startXvfb();
  const children = [xvfb.process];
  try {
    const url = `http://127.0.0.1:${await freePort()}`;
    const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${new URL(url).port}`], {
      env: {...process.env, DISPLAY: xvfb.display},
      stdio: 'ignore',
    });
    children.unshift(driver);
    await waitForDriver(url, driver);
    const session = await WebDriverSession.start(url, {
      'webkitgtk:browserOptions': {binary: miniBrowserPath(), args: ['--automation', '--javascript-can-open-windows-automatically=true']},
      timeouts: {pageLoad: 30_000, script: 30_000, implicit: 0},
    });
    await session.navigate(origin + BLANK_PATH);
    const main = await session.windowHandle();
    return {
      // Each page is a popup window of the first one: a popup has no toolbar, so its viewport is
      // the window's size and can be as narrow as a phone (MiniBrowser's toolbar stops at 447 px).
      async newPage() {
        await session.execute('localStorage.clear(); sessionStorage.clear();');
        await session.execute(
          `window.open(arguments[0], '', 'popup,noopener,width=${DEFAULT_VIEWPORT.width},height=${DEFAULT_VIEWPORT.height}')`,
          [origin + BLANK_PATH],
        );
        let popup: string | undefined;
        for (const deadline = Date.now() + 10_000; !popup && Date.now() < deadline;) {
          popup = (await session.windowHandles()).find((handle) => handle !== main);
        }
        if (!popup) throw new Error('MiniBrowser opened no window within 10 s');
        await session.switchToWindow(popup);
        const page = new WebKitPage(session, origin, main);
        await page.setViewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
        return page;
      },
      async close() {
        await session.end();
        for (const child of children) await stop(child);
      },
    };
  } catch (error) {
    for (const child of children) await stop(child);
    throw error;
  }
}
