// `npm run lint`: ESLint (eslint.config.mjs) and Prettier's check (prettier.config.mjs) at the
// same time, as each uses one core; fails when either does. `npm run format` fixes the second.
// `--typecheck` runs the compiler's check beside them (`npm run check`, the first step of
// `npm test`): three single-core tools finish sooner together than one after another.
import {spawn} from 'node:child_process';

const CHECKS: [string, string[]][] = [
  ['eslint', []],
  ['prettier', ['--check', '.', '--log-level', 'warn']],
  ...(process.argv.includes('--typecheck') ? [['tsc', ['--noEmit']] as [string, string[]]] : []),
];

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    // npm puts node_modules/.bin on the PATH; a shell finds the .cmd shims on Windows.
    const child = spawn(command, args, {stdio: 'inherit', shell: process.platform === 'win32'});
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
}

void Promise.all(CHECKS.map(([command, args]) => run(command, args))).then((codes) => {
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
});
