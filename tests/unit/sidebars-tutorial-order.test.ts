import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {sidebarOrder} from '../../plugins/docs-usage/usage';
import sidebars from '../../sidebars';

const docsDir = path.resolve(__dirname, '../../docs');
const order = sidebarOrder([sidebars.tutorial].flat());
const tutorialPages = readdirSync(path.join(docsDir, 'tutorials'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `tutorials/${file.replace(/\.mdx$/, '')}`);

/** The doc a page's "Next step" section leads to: its first link to another docs page, if any. */
function nextStepOf(id: string): string | undefined {
  const text = readFileSync(path.join(docsDir, `${id}.mdx`), 'utf8');
  const section = /^## Next step\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1];
  const target = section && /\]\((\.{1,2}\/[^)#]+?)\.mdx?(?:#[^)]*)?\)/.exec(section)?.[1];
  return target && path.posix.join(path.posix.dirname(id), target);
}

test("the tutorial's next steps walk every tutorial page once, in the sidebar's order, without a loop", () => {
  const walked: string[] = [];
  let page: string | undefined = order[0];
  while (page !== undefined && tutorialPages.includes(page)) {
    assert.ok(!walked.includes(page), `the next steps loop back to ${page} after ${walked.join(' → ')}`);
    walked.push(page);
    const next = nextStepOf(page);
    const sidebarNext: string | undefined = order[order.indexOf(page) + 1];
    assert.equal(next, sidebarNext, `${page}: its "Next step" leads to ${next}, the sidebar's next page is ${sidebarNext}`);
    page = next;
  }
  assert.deepEqual([...walked].sort(), [...tutorialPages].sort());
});
