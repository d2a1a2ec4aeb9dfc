import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import type {ReferenceType} from 'typedoc';
import {HelperTypes} from '../../plugins/api-reference/helper-types';
import {generatedReference, siteDir} from './api-reference-helpers';

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

test('a type the package does not export links to its declaration on the same page', async () => {
  const {pageAt} = await generatedReference();
  const execute = pageAt('/api/function/execute');
  assert.ok(execute.includes('["PromiseOrValue","#helper-PromiseOrValue"]'), 'the signature links the name');
  const section = execute.slice(execute.indexOf('## Types used on this page'));
  assert.match(section, /### PromiseOrValue \\\{#helper-PromiseOrValue\}\n\n<ApiSignature parts=\{\["type PromiseOrValue<T> = Promise<T> \| T;"\]\} \/>/);
  const args16 = pageAt('/api/16.x/interface/GraphQLArgs');
  assert.ok(args16.includes('["Maybe","#helper-Maybe"]'));
  assert.ok(args16.includes('<ApiSignature parts={["type Maybe<T> = null | undefined | T;"]} />'));
});

test('a type that is neither the package\'s nor a TypeScript global is reported', () => {
  const pkg = {packageName: 'graphql', packageDir: path.join(siteDir, 'node_modules/graphql'), version: '0', label: 'x', gitTag: 'v0', basePath: '/api', isCurrent: true};
  const helpers = new HelperTypes(pkg);
  const reference = (name: string, packageName: string, packagePath: string) => ({name, symbolId: {packageName, packagePath, qualifiedName: name}}) as unknown as ReferenceType;
  assert.equal(helpers.of(reference('Promise', 'typescript', 'lib/lib.es5.d.ts')), undefined);
  assert.equal(helpers.of(reference('Maybe', 'graphql', 'jsutils/Maybe.d.ts'))?.declaration, 'type Maybe<T> = null | undefined | T;');
  helpers.of(reference('Buffer', '@types/node', 'buffer.d.ts'));
  helpers.of(reference('Nothing', 'graphql', 'jsutils/Maybe.d.ts'));
  assert.deepEqual([...helpers.unresolved].sort(), ['Buffer (from @types/node)', 'Nothing (not found in jsutils/Maybe.d.ts)']);
});
