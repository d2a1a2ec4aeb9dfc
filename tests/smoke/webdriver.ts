// A W3C WebDriver client (the classic HTTP protocol) in the few commands the smoke suite uses:
// WebKitWebDriver speaks only this protocol (no WebDriver BiDi in Debian's WebKitGTK).

/** The key WebDriver gives an element reference under. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver's code points for the keys the flows press; any other key is its own character. */
const KEY_CODES: Record<string, string> = {
  Backspace: '\uE003',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Escape: '\uE00C',
  Meta: '\uE03D',
};

export class WebDriverError extends Error {}

async function send<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : {'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const {value} = (await response.json()) as {value: T & {error?: string; message?: string}};
  if (!response.ok) throw new WebDriverError(`${method} ${new URL(url).pathname}: ${value.error}: ${value.message}`);
  return value;
}

export class WebDriverSession {
  private constructor(
    private readonly url: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async start(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const {sessionId, capabilities} = await send<{sessionId: string; capabilities: Record<string, unknown>}>(
      `${driverUrl}/session`,
      'POST',
      {
        capabilities: {alwaysMatch},
      },
    );
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`, capabilities);
  }

  private command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(this.url + path, method, body ?? (method === 'POST' ? {} : undefined));
  }

  /** Navigates and returns once the new document has loaded. */
  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', {url});
  }

  async back(): Promise<void> {
    await this.command('POST', '/back');
  }

  async refresh(): Promise<void> {
    await this.command('POST', '/refresh');
  }

  /** Runs the body of a function in the page with `arguments`; a returned promise is awaited. */
  execute<T>(script: string, args: readonly unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/sync', {script, args});
  }

  async click(selector: string): Promise<void> {
    const element = await this.command<Record<string, string>>('POST', '/element', {using: 'css selector', value: selector});
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/click`);
  }

  /** Presses a key, or a chord such as `Control+k`: the keys go down in order and up in reverse. */
  async press(chord: string): Promise<void> {
    const keys = chord.split('+').map((name) => KEY_CODES[name] ?? name);
    await this.keyActions([...keys.map((value) => ({type: 'keyDown', value})), ...keys.reverse().map((value) => ({type: 'keyUp', value}))]);
  }

  /** Types text character by character, as key presses. */
  async type(text: string): Promise<void> {
    await this.keyActions(
      [...text].flatMap((value) => [
        {type: 'keyDown', value},
        {type: 'keyUp', value},
      ]),
    );
  }

  private async keyActions(actions: {type: string; value: string}[]): Promise<void> {
    await this.command('POST', '/actions', {actions: [{type: 'key', id: 'keyboard', actions}]});
  }

  windowHandle(): Promise<string> {
    return this.command<string>('GET', '/window');
  }

  windowHandles(): Promise<string[]> {
    return this.command<string[]>('GET', '/window/handles');
  }

  async switchToWindow(handle: string): Promise<void> {
    await this.command('POST', '/window', {handle});
  }

  /** Closes the current window; commands then need another one switched to. */
  async closeWindow(): Promise<void> {
    await this.command('DELETE', '/window');
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.command('POST', '/window/rect', {width, height});
  }

  async end(): Promise<void> {
    await this.command('DELETE', '');
  }
}
