import assert from 'node:assert/strict';
import {test} from 'node:test';
import {generatedReference} from './api-reference-helpers';

test('an interface lists the functions and classes that accept or return it', async () => {
  const {pageAt} = await generatedReference();
  const referencedBy = (page: string) => page.slice(page.indexOf('## Referenced by'));
  const current = referencedBy(pageAt('/api/interface/ExecutionArgs'));
  for (const name of ['execute', 'subscribe', 'experimentalExecuteIncrementally']) {
    assert.ok(current.includes(`[\`${name}()\`](/api/function/${name})`), name);
  }
  assert.ok(referencedBy(pageAt('/api/16.x/interface/ExecutionArgs')).includes('[`execute()`](/api/16.x/function/execute)'));
  // Only what names it directly: parse() names neither.
  assert.ok(!current.includes('parse()'));
});

test('a type alias says where it is used, under its own entry', async () => {
  const {pageAt} = await generatedReference();
  const page = pageAt('/api/type-aliases/language#ASTVisitorKeyMap');
  const start = page.indexOf('## ASTVisitorKeyMap');
  const section = page.slice(start, page.indexOf('\n## ', start + 1));
  assert.match(section, /^\*\*Referenced by:\*\* \[`visit\(\)`\]\(\/api\/function\/visit\)$/m);
});

test('classes and interfaces show what they extend and what extends them', async () => {
  const {pageAt} = await generatedReference();
  assert.match(pageAt('/api/class/GraphQLError'), /^- Extends: `Error`$/m);
  assert.match(pageAt('/api/16.x/interface/ExecutionArgs'), /^- Extended by: \[`SubscriptionArgs`\]\(\/api\/16\.x\/interface\/SubscriptionArgs\)$/m);
  assert.match(pageAt('/api/16.x/interface/SubscriptionArgs'), /^- Extends: \[`ExecutionArgs`\]\(\/api\/16\.x\/interface\/ExecutionArgs\)$/m);
  assert.doesNotMatch(pageAt('/api/class/GraphQLObjectType'), /^- Extend/m);
});
