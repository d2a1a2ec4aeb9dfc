// What the smoke flows (flows.ts) ask of a browser, implemented for Firefox (firefox.ts, WebDriver
// BiDi through puppeteer-core) and for WebKit (webkit.ts, classic WebDriver), so that both engines
// run the very same flows.

export interface SmokePage {
  /** Opens a path of the site and returns once its document has loaded (hydration may follow). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  /** Calls `fn` in the page with `args` (JSON values) and returns its (awaited) JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real click, through the driver, in the middle of the first element that matches. */
  click(selector: string): Promise<void>;
  /** Presses a key, or a chord such as `Control+k`. */
  press(chord: string): Promise<void>;
  /** Types text key by key into whatever has focus. */
  type(text: string): Promise<void>;
  /** Makes the page's viewport (window.innerWidth × innerHeight) this size. */
  setViewport(width: number, height: number): Promise<void>;
  /** Uncaught errors, Content-Security-Policy violations and console errors since the page opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface SmokeBrowser {
  /** A page with storage of its own (nothing left by an earlier page) and the default viewport. */
  newPage(): Promise<SmokePage>;
  close(): Promise<void>;
}

export const DEFAULT_VIEWPORT = {width: 1280, height: 800} as const;

/**
 * An expression that calls `fn` with `args` in the page. tsx compiles with esbuild's keepNames,
 * which wraps functions declared inside `fn` in calls to a `__name` helper the page lacks: the
 * expression supplies one.
 */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((target) => target)`;
}
