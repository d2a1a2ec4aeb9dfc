import {test} from 'node:test';
import assert from 'node:assert/strict';
import {completeLockfile, platformOf} from '../../scripts/complete-lockfile';

test('reads the platform from native build names', () => {
  assert.deepEqual(platformOf('@swc/core-darwin-arm64'), {os: ['darwin'], cpu: ['arm64']});
  assert.deepEqual(platformOf('@swc/core-linux-arm64-musl'), {os: ['linux'], cpu: ['arm64'], libc: ['musl']});
  assert.deepEqual(platformOf('@swc/html-linux-arm-gnueabihf'), {os: ['linux'], cpu: ['arm'], libc: ['glibc']});
  assert.deepEqual(platformOf('@pagefind/windows-x64'), {os: ['win32'], cpu: ['x64']});
  assert.throws(() => platformOf('left-pad'), /Cannot tell the platform/);
});

test('adds only the optional dependencies missing from the lock', () => {
  const lock = {
    packages: {
      '': {},
      'node_modules/@swc/core': {
        version: '1.0.0',
        optionalDependencies: {'@swc/core-linux-x64-gnu': '1.0.0', '@swc/core-win32-x64-msvc': '1.0.0'},
      },
      'node_modules/@swc/core-linux-x64-gnu': {version: '1.0.0', optional: true, os: ['linux'], cpu: ['x64']},
    },
  };
  assert.deepEqual(completeLockfile(lock), ['@swc/core-win32-x64-msvc@1.0.0']);
  assert.deepEqual(lock.packages['node_modules/@swc/core-win32-x64-msvc' as keyof typeof lock.packages], {
    version: '1.0.0',
    optional: true,
    os: ['win32'],
    cpu: ['x64'],
  });
  assert.deepEqual(completeLockfile(lock), []);
});
