// One MDX compilation of a page gives the browser bundle both its full module and its shell.
// Parsing a page and running Docusaurus's remark and rehype plugins is nine tenths of compiling
// it; a shell compiled on its own doubled that for 800 pages (the cold build took 6 s longer and
// 0.3 GiB more memory). Here the page's own compilation, once its rehype plugins have run, also
// turns a copy of its tree into the shell (transform.ts) and finishes that copy with the same MDX
// steps (rehype to JavaScript) as the page. mdx-loader is given processors that hand each request,
// full or shell, its half of that one compilation.
import type {Root} from 'hast';
import {createShell, type ShellOptions} from './transform';

export interface CompileInput {
  content: string;
  filePath: string;
  frontMatter: Record<string, unknown>;
  compilerName: 'client' | 'server';
}

export interface CompileResult {
  content: string;
  data: Record<string, unknown>;
}

interface Processor {
  process(input: CompileInput): Promise<CompileResult>;
}

/** What mdx-loader compiles with (its `processors` option): one processor per format. */
export interface Processors {
  mdProcessor: Processor;
  mdxProcessor: Processor;
}

type Format = keyof Processors;

/** Where the page's compilation leaves the shell's JavaScript, in the result's data. */
const SHELL_DATA = 'hydrationShell';

/** The part of unified's processor the capture below uses. */
interface Unified {
  attachers: unknown[][];
  (): Unified;
  run(tree: unknown, file: unknown): Promise<unknown>;
  stringify(tree: unknown, file: unknown): unknown;
}

/**
 * The last rehype plugin of a page's compilation: the page's tree, turned into its shell, through
 * the steps that follow this plugin in the page's own processor (MDX's rehype-recma and recma
 * plugins, and its compiler), into `file.data.hydrationShell`.
 */
export function rehypeCaptureShell(this: Unified, options: ShellOptions) {
  // The processor is called below (`page()`) from a closure; `this()` would say less.
  // eslint-disable-next-line @typescript-eslint/no-this-alias
  const page = this;
  let rest: Unified | undefined;
  const restOfPipeline = (): Unified => {
    if (rest) return rest;
    const index = page.attachers.findIndex(([plugin]) => plugin === rehypeCaptureShell);
    if (index === -1 || index === page.attachers.length - 1)
      throw new Error(
        "hydration-shell: the shell capture is not followed by MDX's steps to JavaScript; update packages/docusaurus-lean-client/hydration-shell.",
      );
    rest = page();
    rest.attachers.splice(0, index + 1);
    return rest;
  };
  return async (tree: Root, file: {data: Record<string, unknown>}) => {
    const shell = createShell(tree, options);
    const steps = restOfPipeline();
    file.data[SHELL_DATA] = String(steps.stringify(await steps.run(shell, file), file));
  };
}

interface Shared {
  content: string;
  result: Promise<{full: CompileResult; shell: CompileResult}>;
  unclaimed: Set<'full' | 'shell'>;
}

/**
 * Two sets of processors for mdx-loader, one for the full modules and one for the shells, that
 * share each page's compilation: the first request of a page, whichever it is, compiles it, and
 * the other takes the half it needs. `create` makes the page processors, with the capture last.
 */
export function sharedProcessors(create: () => Promise<Processors>): {full: Processors; shell: Processors} {
  let processors: Promise<Processors> | undefined;
  const compilations = new Map<string, Shared>();
  const compile = (format: Format, input: CompileInput): Shared['result'] =>
    (processors ??= create()).then(async (created) => {
      const {content, data} = await created[format].process(input);
      const {[SHELL_DATA]: shell, ...pageData} = data;
      if (typeof shell !== 'string') throw new Error(`hydration-shell: the compilation of ${input.filePath} gave no shell`);
      return {full: {content, data: pageData}, shell: {content: shell, data: pageData}};
    });
  const take = (half: 'full' | 'shell', format: Format) => ({
    process(input: CompileInput): Promise<CompileResult> {
      const key = `${format}:${input.filePath}`;
      let shared = compilations.get(key);
      // A page compiled again (it changed, or the same half is asked for twice) starts afresh.
      if (!shared || shared.content !== input.content || !shared.unclaimed.has(half)) {
        shared = {content: input.content, result: compile(format, input), unclaimed: new Set(['full', 'shell'])};
        compilations.set(key, shared);
      }
      shared.unclaimed.delete(half);
      if (shared.unclaimed.size === 0) compilations.delete(key);
      return shared.result.then((result) => result[half]);
    },
  });
  const processorsTaking = (half: 'full' | 'shell'): Processors => ({
    mdProcessor: take(half, 'mdProcessor'),
    mdxProcessor: take(half, 'mdxProcessor'),
  });
  return {full: processorsTaking('full'), shell: processorsTaking('shell')};
}
