// Docusaurus's CommonJS builds (@docusaurus/utils-common) call one tslib helper,
// `__importDefault`, but their `require("tslib")` brings all of tslib into main.js: 4 KB gzip on
// every page. In the production browser bundle `tslib` resolves to helpers.js, which has only the
// helpers the bundled files call; the build fails when a bundled file calls one it lacks, or when
// the full tslib is bundled again.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';

const require = createRequire(__filename);
const HELPERS_FILE = join(__dirname, 'helpers.js');
const IMPORTS_TSLIB = /require\(\s*["']tslib["']\s*\)|from\s*["']tslib["']/;

/** Every helper tslib exports (`__extends`, `__importDefault`, …). */
export function tslibHelperNames(): Set<string> {
  return new Set(Object.keys(require('tslib') as object).filter((name) => name.startsWith('__')));
}

/** For each file that imports tslib, the helpers it names that `provided` lacks. */
export function missingHelpers(
  files: Iterable<string>,
  provided: ReadonlySet<string>,
  readFile = (file: string) => readFileSync(file, 'utf8'),
): Map<string, string[]> {
  const known = tslibHelperNames();
  const missing = new Map<string, string[]>();
  for (const file of files) {
    if (!/\.[cm]?js$/.test(file) || file === HELPERS_FILE) continue;
    const source = readFile(file);
    if (!IMPORTS_TSLIB.test(source)) continue;
    const names = [...new Set(source.match(/\b__[A-Za-z]+\b/g) ?? [])].filter((name) => known.has(name) && !provided.has(name));
    if (names.length > 0) missing.set(file, names.sort());
  }
  return missing;
}

export class CheckTslibHelpers {
  constructor(
    private readonly provided: ReadonlySet<string>,
    private readonly tslibDir: string,
  ) {}

  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'tslib-helpers', (compilation) => {
      const files = [...compilation.fileDependencies];
      const tslibFiles = files.filter((file) => file.startsWith(this.tslibDir));
      const otherFiles = files.filter((file) => !file.startsWith(this.tslibDir));
      const problems = [...missingHelpers(otherFiles, this.provided)].map(([file, names]) => `${file} calls ${names.join(', ')}`);
      if (tslibFiles.length > 0) problems.push('the full tslib is bundled again: the alias stopped applying');
      return problems.length === 0
        ? []
        : [`${problems.join('; ')}. Add the helpers to packages/docusaurus-lean-client/tslib-helpers/helpers.js.`];
    });
  }
}

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(config, isServer) {
      if (!isProductionBrowser(config, isServer)) return {};
      const provided = new Set([...readFileSync(HELPERS_FILE, 'utf8').matchAll(/export function (\w+)/g)].map((match) => match[1]!));
      const tslibDir = dirname(require.resolve('tslib/package.json')) + '/';
      return {
        resolve: {alias: {tslib$: HELPERS_FILE}},
        plugins: [new CheckTslibHelpers(provided, tslibDir)],
      };
    },
  };
}
