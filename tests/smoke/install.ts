// The smoke suite's browsers are Debian's, like the Chromium of tests/e2e (global-setup.ts):
// firefox-esr, and WebKitGTK's WebDriver with its MiniBrowser, which needs an X display (Xvfb).
// The runner's global setup installs whatever is missing when it can (root with apt-get), once
// for both test files; otherwise each file stops with the command to run.
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';

/** MiniBrowser is installed under the multiarch folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/. */
export function miniBrowserPath(): string | undefined {
  const libraries = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  return libraries.map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser')).find((path) => existsSync(path));
}

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y firefox-esr webkit2gtk-driver xvfb';

function missing(): string[] {
  return [
    ...[FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH].filter((path) => !existsSync(path)),
    ...(miniBrowserPath() ? [] : ['/usr/lib/*/webkit2gtk-4.1/MiniBrowser']),
  ];
}

/** Throws, with the command that installs them, when any of the browsers is missing. */
export function requireBrowsers(): void {
  const absent = missing();
  if (absent.length === 0) return;
  throw new Error(
    `The smoke suite's browsers are missing (${absent.join(', ')}). Install them with:\n\n  sudo sh -c '${INSTALL_COMMAND}'\n`,
  );
}

/** node:test's global setup (--test-global-setup): installs the browsers as root, or fails with the command. */
export function globalSetup(): void {
  if (missing().length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) requireBrowsers();
  console.log(`The smoke suite's browsers are missing; installing them: ${INSTALL_COMMAND}`);
  execFileSync('sh', ['-c', INSTALL_COMMAND], {stdio: 'inherit'});
  requireBrowsers();
}
