import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromiumPath} from '../../scripts/browser/chromium-path';

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

export default function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (process.env.CHROMIUM_PATH || !canInstallWithApt()) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install Debian's Chromium with:\n\n` +
        `  sudo sh -c '${INSTALL_COMMAND}'\n\n` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  console.log(`Chromium is missing; installing it: ${INSTALL_COMMAND}`);
  execFileSync('sh', ['-c', INSTALL_COMMAND], {stdio: 'inherit'});
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing.`);
}
