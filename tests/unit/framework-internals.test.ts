import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {exportedNames, frameworkInternalProblems, internalUsesIn} from '../../scripts/framework-internals';
import {siteDir} from './api-reference-helpers';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), text);
}

describe('Docusaurus internals the site uses', () => {
  test('every internal name and deep path imported by src/ and plugins/ exists in the installed packages', () => {
    assert.deepEqual(frameworkInternalProblems(siteDir), []);
  });

  test("the code block's theme-common internals are among the names checked, the type-only import too", () => {
    const files = ['src/theme/CodeBlock/Content/String.tsx', 'src/theme/CodeBlock/Content/index.tsx', 'src/theme/CodeBlock/metadata.ts'];
    const names = files
      .flatMap((file) => internalUsesIn(file, readFileSync(path.join(siteDir, file), 'utf8')))
      .filter((use) => use.specifier === '@docusaurus/theme-common/internal')
      .flatMap((use) => use.names);
    assert.deepEqual(names.sort(), ['CodeBlockContextProvider', 'createCodeBlockMetadata', 'useCodeBlockContext', 'useCodeWordWrap']);
  });

  const fixture = mkdtempSync(path.join(tmpdir(), 'framework-internals-'));
  after(() => rmSync(fixture, {recursive: true, force: true}));

  test('a removed internal name, a moved CSS module and a missing original component are each named with their file', () => {
    write(fixture, 'node_modules/@docusaurus/theme-common/package.json', JSON.stringify({exports: {'./internal': './lib/internal.js'}}));
    write(
      fixture,
      'node_modules/@docusaurus/theme-common/lib/internal.js',
      "export {useTabs} from './tabs.js';\nexport * from './more.js';\n",
    );
    write(fixture, 'node_modules/@docusaurus/theme-common/lib/tabs.js', 'export function useTabs() {}\n');
    write(fixture, 'node_modules/@docusaurus/theme-common/lib/more.js', 'export const TabsProvider = null;\n');
    write(fixture, 'node_modules/@docusaurus/theme-classic/package.json', '{}');
    write(fixture, 'node_modules/@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css', '');
    write(fixture, 'node_modules/@docusaurus/mdx-loader/package.json', '{}');
    write(fixture, 'node_modules/@docusaurus/mdx-loader/lib/processor.js', '"use strict";\nexports.createProcessors = createProcessors;\n');
    write(
      fixture,
      'src/theme/Tabs/index.tsx',
      [
        "import {TabsProvider, useTabs, useTabsContextValue} from '@docusaurus/theme-common/internal';",
        "import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';",
        "import old from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
        "import Original from '@theme-original/DocItem/Content';",
      ].join('\n'),
    );
    write(
      fixture,
      'plugins/shell/index.ts',
      "import {createProcessors, createCompiler} from '@docusaurus/mdx-loader/lib/processor';\nconst swapped = '@docusaurus/core/lib/client/browserContext.js';\n",
    );
    assert.deepEqual(frameworkInternalProblems(fixture).sort(), [
      'plugins/shell/index.ts: @docusaurus/core/lib/client/browserContext.js does not exist in the installed packages',
      'plugins/shell/index.ts: @docusaurus/mdx-loader/lib/processor no longer exports createCompiler',
      'src/theme/Tabs/index.tsx: @docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css does not exist in the installed packages',
      'src/theme/Tabs/index.tsx: @docusaurus/theme-common/internal no longer exports useTabsContextValue',
      'src/theme/Tabs/index.tsx: @theme-original/DocItem/Content does not exist in the installed packages',
    ]);
  });

  test('export names are read from ES modules, CommonJS assignments and re-exports', () => {
    write(
      fixture,
      'm/a.js',
      "export {x as y} from './b.js';\nexport const c = 1, d = 2;\nexport default function f() {}\nexport class K {}\n",
    );
    write(
      fixture,
      'm/cjs.js',
      'exports.e = 1;\nObject.defineProperty(exports, "g", {get() {}});\n__exportStar(require("./a"), exports);\n',
    );
    assert.deepEqual([...exportedNames(path.join(fixture, 'm/cjs.js'))].sort(), ['K', 'c', 'd', 'default', 'e', 'g', 'y']);
  });
});
