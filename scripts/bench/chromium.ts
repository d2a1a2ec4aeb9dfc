// The benchmark's browsers: Debian's Chromium, cut off from everything but the local server,
// so no measurement can download anything or depend on the outside world.
import {spawn} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {chromiumPath} from '../browser/chromium-path';

const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any host but the benchmark's own server fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: QUIET_FLAGS});
}

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

async function waitForDevToolsPort(profileDir: string, exited: () => boolean): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('Chromium exited before opening its DevTools port.');
    // Chromium writes the port it picked for --remote-debugging-port=0 on the file's first line.
    const port = await readFile(join(profileDir, 'DevToolsActivePort'), 'utf8').then(
      (text) => Number(text.split('\n')[0]),
      () => NaN,
    );
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s.');
}

/** A Chromium that Lighthouse drives over its DevTools port, with a throwaway profile. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profileDir = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    ['--headless=new', ...QUIET_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    // Its own process group, so closing it also ends its renderer and utility processes.
    {detached: true, stdio: 'ignore'},
  );
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (exited = true));
  const close = async () => {
    if (!exited && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exit;
    await rm(profileDir, {recursive: true, force: true});
  };
  try {
    return {port: await waitForDevToolsPort(profileDir, () => exited), close};
  } catch (error) {
    await close();
    throw error;
  }
}
