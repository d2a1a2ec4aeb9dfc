// Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (which downloads no browser).
// Each page gets a browser context of its own, so no storage is shared between tests.
import puppeteer, {type Browser, type BrowserContext, type Page} from 'puppeteer-core';
import {callExpression, DEFAULT_VIEWPORT, type SmokeBrowser, type SmokePage} from './browser';
import {FIREFOX_PATH} from './install';

/**
 * Runs before any script of the page: reports each Content-Security-Policy violation as a console
 * error, and logs errors passed to console.error as text (WebDriver BiDi hands an Error argument
 * over without its message, so React's reports would read only "JSHandle@error").
 */
function prepareConsole(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content-Security-Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => consoleError(...args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg)));
}

/**
 * Sets the page's viewport with WebDriver BiDi's `browsingContext.setViewport` alone.
 * puppeteer-core's `page.setViewport` also sends `emulation.setScreenOrientationOverride`, which
 * Debian's firefox-esr 140 does not know ("unknown command"), so every test failed at its first
 * page. The smoke tests need the size only.
 */
async function setViewportSize(page: Page, width: number, height: number): Promise<void> {
  const frame = page.mainFrame() as unknown as {
    browsingContext: {setViewport(options: {viewport: {width: number; height: number}}): Promise<void>};
  };
  await frame.browsingContext.setViewport({viewport: {width, height}});
}

const FIREFOX_PRELOAD_IN_SANDBOX = 'Error: Permission denied to access property "length"';

class FirefoxPage implements SmokePage {
  private readonly seen: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly origin: string,
  ) {
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? error.message : String(error);
      // Firefox's WebDriver BiDi fails to run the preload script (prepareConsole) in the sandboxed,
      // opaque-origin frame that hosts Run's worker, and reports its own failure as the page's
      // error; a reader, with no preload script, never sees it.
      if (message === FIREFOX_PRELOAD_IN_SANDBOX) return;
      this.seen.push(`uncaught: ${message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console error: ${message.text()}`);
    });
  }

  static async open(browser: Browser, origin: string): Promise<FirefoxPage> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await setViewportSize(page, DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
    await page.evaluateOnNewDocument(callExpression(prepareConsole, []));
    return new FirefoxPage(context, page, origin);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(this.origin + path);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async back(): Promise<void> {
    // Not page.goBack(): it waits for a navigation, and Firefox 140 reports none when Back stays
    // in the document (the site's client-side routing), so it timed out; the flows wait for the
    // page themselves.
    await this.page.evaluate('history.back()');
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.page.evaluate(callExpression(fn, args)) as Promise<T>;
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async press(chord: string): Promise<void> {
    const keys = chord.split('+') as Parameters<Page['keyboard']['down']>[0][];
    for (const key of keys.slice(0, -1)) await this.page.keyboard.down(key);
    await this.page.keyboard.press(keys.at(-1)!);
    for (const key of keys.slice(0, -1).reverse()) await this.page.keyboard.up(key);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async setViewport(width: number, height: number): Promise<void> {
    await setViewportSize(this.page, width, height);
  }

  async problems(): Promise<string[]> {
    return [...this.seen];
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchFirefox(origin: string): Promise<SmokeBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: 60_000,
  });
  return {
    newPage: () => FirefoxPage.open(browser, origin),
    close: () => browser.close(),
  };
}
