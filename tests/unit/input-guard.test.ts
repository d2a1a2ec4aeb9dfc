import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runInNewContext} from 'node:vm';
import {inputGuardScript} from '../../plugins/input-guard/index';

function run(stored: Record<string, string>, href = 'https://graphql-js.org/docs/') {
  const storage = new Map(Object.entries(stored));
  const parsed = new URL(href);
  let replacedWith: string | undefined;
  const window = {
    location: {href, pathname: parsed.pathname, search: parsed.search, hash: parsed.hash},
    history: {state: null, replaceState: (_state: unknown, _title: string, url: string) => (replacedWith = url)},
  };
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: (key: string) => void storage.delete(key),
  };
  runInNewContext(inputGuardScript('graphql-17'), {window, localStorage, URL, decodeURI});
  return {storage: Object.fromEntries(storage), replacedWith};
}

test('keeps valid colour modes and removes anything else', () => {
  assert.equal(run({theme: 'dark'}).storage.theme, 'dark');
  assert.equal(run({theme: 'light'}).storage.theme, 'light');
  for (const bad of ['purple', '', 'DARK', '{"x":1}']) {
    assert.equal(run({theme: bad}).storage.theme, undefined, `theme ${JSON.stringify(bad)}`);
  }
});

test('keeps a dismissal of the current announcement and drops one of an older id', () => {
  const current = {'docusaurus.announcement.id': 'graphql-17', 'docusaurus.announcement.dismiss': 'true'};
  assert.equal(run(current).storage['docusaurus.announcement.dismiss'], 'true');
  const older = {'docusaurus.announcement.id': 'graphql-16', 'docusaurus.announcement.dismiss': 'true'};
  assert.equal(run(older).storage['docusaurus.announcement.dismiss'], undefined);
});

test('drops an invalid ?docusaurus-theme= from the URL and keeps the rest', () => {
  assert.equal(run({}, 'https://x.org/docs/?docusaurus-theme=purple&a=1#h').replacedWith, '/docs/?a=1#h');
  assert.equal(run({}, 'https://x.org/docs/?docusaurus-theme=dark').replacedWith, undefined);
});

test('escapes a path whose percent-encoding cannot be decoded, and leaves valid ones alone', () => {
  assert.equal(run({}, 'https://x.org/%E0%A4%A?a=1').replacedWith, '/%25E0%25A4%25A?a=1');
  assert.equal(run({}, 'https://x.org/docs/caf%C3%A9').replacedWith, undefined);
  assert.equal(run({}, 'https://x.org/docs/tutorials/').replacedWith, undefined);
});

test('survives storage that throws (private mode, blocked cookies)', () => {
  const window = {location: {href: 'https://x.org/', pathname: '/', search: '', hash: ''}, history: {state: null, replaceState() {}}};
  const localStorage = {
    getItem() {
      throw new Error('SecurityError');
    },
  };
  assert.doesNotThrow(() => runInNewContext(inputGuardScript('graphql-17'), {window, localStorage, URL, decodeURI}));
});
