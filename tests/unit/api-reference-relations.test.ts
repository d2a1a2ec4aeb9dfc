import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
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
  assert.match(
    pageAt('/api/16.x/interface/ExecutionArgs'),
    /^- Extended by: \[`SubscriptionArgs`\]\(\/api\/16\.x\/interface\/SubscriptionArgs\)$/m,
  );
  assert.match(
    pageAt('/api/16.x/interface/SubscriptionArgs'),
    /^- Extends: \[`ExecutionArgs`\]\(\/api\/16\.x\/interface\/ExecutionArgs\)$/m,
  );
  assert.doesNotMatch(pageAt('/api/class/GraphQLObjectType'), /^- Extend/m);
});

test('a type the package does not export links to its declaration on the same page', async () => {
  const {pageAt} = await generatedReference();
  const execute = pageAt('/api/function/execute');
  assert.ok(execute.includes('["PromiseOrValue","#helper-PromiseOrValue"]'), 'the signature links the name');
  const section = execute.slice(execute.indexOf('## Types used on this page'));
  assert.match(
    section,
    /### PromiseOrValue \\\{#helper-PromiseOrValue\}\n\n<ApiSignature parts=\{\["type PromiseOrValue<T> = Promise<T> \| T;"\]\} \/>/,
  );
  const args16 = pageAt('/api/16.x/interface/GraphQLArgs');
  assert.ok(args16.includes('["Maybe","#helper-Maybe"]'));
  assert.ok(args16.includes('<ApiSignature parts={["type Maybe<T> = null | undefined | T;"]} />'));
});

test("a type that is neither the package's nor a TypeScript global is reported", () => {
  const pkg = {
    packageName: 'graphql',
    packageDir: path.join(siteDir, 'node_modules/graphql'),
    version: '0',
    label: 'x',
    gitTag: 'v0',
    basePath: '/api',
    isCurrent: true,
  };
  const helpers = new HelperTypes(pkg);
  const reference = (name: string, packageName: string, packagePath: string) =>
    ({name, symbolId: {packageName, packagePath, qualifiedName: name}}) as unknown as ReferenceType;
  assert.equal(helpers.of(reference('Promise', 'typescript', 'lib/lib.es5.d.ts')), undefined);
  assert.equal(helpers.of(reference('Maybe', 'graphql', 'jsutils/Maybe.d.ts'))?.declaration, 'type Maybe<T> = null | undefined | T;');
  helpers.of(reference('Buffer', '@types/node', 'buffer.d.ts'));
  helpers.of(reference('Nothing', 'graphql', 'jsutils/Maybe.d.ts'));
  assert.deepEqual([...helpers.unresolved].sort(), ['Buffer (from @types/node)', 'Nothing (not found in jsutils/Maybe.d.ts)']);
});

test('an inherited member says which class or interface declares it', async () => {
  const {pageAt} = await generatedReference();
  const memberOf = (page: string, heading: string) => page.slice(page.indexOf(heading), page.indexOf('\n### ', page.indexOf(heading) + 1));
  // Unexported base class: linked to its declaration under "Types used on this page".
  assert.match(
    memberOf(pageAt('/api/class/ValidationContext'), '### getDocument'),
    /^Inherited from \[`ASTValidationContext\.getDocument`\]\(#helper-ASTValidationContext\)\./m,
  );
  // `extends Omit<ExecutionArgs, …>`: named after the interface, not after Omit.
  assert.match(
    memberOf(pageAt('/api/interface/GraphQLArgs'), '### schema'),
    /^Inherited from \[`ExecutionArgs\.schema`\]\(\/api\/interface\/ExecutionArgs#schema\)\./m,
  );
  assert.match(
    memberOf(pageAt('/api/16.x/interface/SubscriptionArgs'), '### schema'),
    /^Inherited from \[`ExecutionArgs\.schema`\]\(\/api\/16\.x\/interface\/ExecutionArgs#schema\)\./m,
  );
  // A member of its own says nothing of the kind.
  assert.doesNotMatch(memberOf(pageAt('/api/class/ValidationContext'), '### getFieldDef'), /Inherited/);
});

test('every member links to the line that declares it in 17.x, and to its file in 16.x', async () => {
  const {pageAt, symbols, packages} = await generatedReference();
  const [current, previous] = packages;
  const sourceText = new Map<string, string[]>();
  const linesOf = (repositoryPath: string) => {
    if (!sourceText.has(repositoryPath)) {
      const map = path.join(current.packageDir, repositoryPath.replace(/^src\//, '').replace(/\.ts$/, '.js.map'));
      sourceText.set(repositoryPath, (JSON.parse(readFileSync(map, 'utf8')) as {sourcesContent: string[]}).sourcesContent[0].split('\n'));
    }
    return sourceText.get(repositoryPath)!;
  };
  let checked = 0;
  for (const symbol of symbols) {
    if (symbol.kind !== 'class' && symbol.kind !== 'interface') continue;
    for (const section of pageAt(symbol.url).split('\n## ')) {
      const title = section.slice(0, section.indexOf(' '));
      if (!['Constructor', 'Properties', 'Accessors', 'Methods'].includes(title)) continue;
      const members = title === 'Constructor' ? [`constructor\n${section}`] : section.split('\n### ').slice(1);
      for (const member of members) {
        const name = member
          .slice(0, member.search(/ \\\{#|\n/))
          .replace(/\\/g, '')
          .replace(/\(\)$/, '');
        // Error's message, stack… are TypeScript's: the page says so, with no graphql-js source.
        if (/^Inherited from `Error`\.$/m.test(member)) {
          assert.doesNotMatch(member, /^Source: /m, `${symbol.url} ${name}`);
          continue;
        }
        const source = /^(?:Inherited from .*?\. )?Source: \[(?:line (\d+)|`(src\/[^`:]+)(?::(\d+))?`)\]\((\S+)\)$/m.exec(member);
        assert.ok(source, `${symbol.url} ${name} has a source link`);
        const [, lineInPageFile, otherFile, lineInOtherFile, href] = source;
        // "line N" stands for the file named at the top of the page.
        const file = otherFile ?? /^<ApiSource href="[^"]+" path="([^"]+)"/m.exec(pageAt(symbol.url))![1];
        const line = lineInPageFile ?? lineInOtherFile;
        if (symbol.version === current.label) {
          assert.equal(href, `https://github.com/graphql/graphql-js/blob/${current.gitTag}/${file}#L${line}`);
          const text = linesOf(file)[Number(line) - 1] ?? '';
          assert.ok(text.includes(name), `${symbol.url} ${name}: ${file}:${line} is "${text}"`);
        } else {
          assert.equal(line, undefined, `${symbol.url} ${name}: 16.x ships no source maps, so no line`);
          assert.equal(href, `https://github.com/graphql/graphql-js/blob/${previous.gitTag}/${file}`);
        }
        checked++;
      }
    }
  }
  assert.ok(checked > 1500, `checked ${checked} members`);
});
