import assert from 'node:assert/strict';
import {test} from 'node:test';

// The highlighter's Prism (src/theme/CodeBlock/Content/prism.ts) loaded as in a page: this file
// runs in a process of its own, whose global stands in for the browser's window, with a document
// that is ready and a requestAnimationFrame that records what Prism schedules.
const scheduled: unknown[] = [];
Object.assign(globalThis, {
  window: globalThis,
  document: {readyState: 'complete', currentScript: null, getElementsByTagName: () => []},
  requestAnimationFrame: (callback: unknown) => scheduled.push(callback),
});

const {default: Prism} = require('../../src/theme/CodeBlock/Content/prism') as typeof import('../../src/theme/CodeBlock/Content/prism');
const PRISM_CORE = require.resolve('prismjs/components/prism-core');

test("the highlighter's Prism is prismjs's core, with no grammar but plain text until the site's are registered", () => {
  assert.equal(require(PRISM_CORE), Prism);
  const grammars = Object.keys(Prism.languages).filter((name) => typeof Prism.languages[name] !== 'function');
  assert.deepEqual(grammars.sort(), ['plain', 'plaintext', 'text', 'txt']);
});

test("loaded in a page, it highlights nothing by itself; Prism's core without the switch would", () => {
  assert.equal(Prism.manual, true);
  assert.deepEqual(scheduled, []);
  // The same core loaded without the global that prism.ts sets first schedules highlightAll.
  delete require.cache[PRISM_CORE];
  delete (globalThis as {Prism?: unknown}).Prism;
  require(PRISM_CORE);
  assert.equal(scheduled.length, 1);
});

test("grammars registered on the global Prism, as theme-classic's prism-include-languages does, highlight TypeScript", () => {
  const global = globalThis as {Prism?: unknown};
  global.Prism = Prism;
  for (const language of ['clike', 'javascript', 'typescript']) require(`prismjs/components/prism-${language}`);
  delete global.Prism;
  const tokens = Prism.tokenize('const count: number = 1;', Prism.languages.typescript!);
  const keywords = tokens.filter((token) => typeof token === 'object' && token.type === 'keyword');
  assert.deepEqual(
    keywords.map((token) => (token as {content: string}).content),
    ['const'],
  );
});
