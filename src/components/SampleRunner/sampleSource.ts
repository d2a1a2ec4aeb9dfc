// Turns a sample, an ES module that imports from 'graphql', into a function the worker can call:
// its graphql imports become a destructuring of the module the worker loaded, on the same lines,
// so that the line numbers of errors are the sample's. The body runs as an async function, which
// allows the samples' top-level await.

export type SampleConsole = Record<'log' | 'info' | 'warn' | 'error' | 'debug', (...args: unknown[]) => void>;
export type SampleFunction = (graphql: Record<string, unknown>, console: SampleConsole) => Promise<void>;

const AsyncFunction = (async () => {}).constructor as new (...argsAndBody: string[]) => SampleFunction;

const GRAPHQL_IMPORT = /\bimport\s*(\{[^}]*\}|\*\s*as\s+[\p{L}\p{N}_$]+)\s*from\s*(['"])graphql\2[ \t]*;?/gu;
const OTHER_IMPORT = /^[ \t]*import\b\s*[^\s(.]/m;
/** Names the compiled code in stack frames, so that its frames can be told from the worker's. */
const SOURCE_URL = 'sample.js';
/** `new AsyncFunction` puts two lines of its own before the body: `async function anonymous(__graphql,console` and `) {`. */
const HEADER_LINES = 2;

/** Thrown for an import the worker cannot provide, with the line it is on. */
export class UnsupportedImportError extends SyntaxError {
  constructor(readonly line: number) {
    super("Only imports from 'graphql' can run here");
  }
}

/** The sample with its graphql imports rewritten in place, each on its own lines. */
export function rewriteImports(code: string): string {
  const rewritten = code.replace(GRAPHQL_IMPORT, (_, bindings: string) =>
    bindings.startsWith('*')
      ? `const ${bindings.replace(/^\*\s*as\s+/, '')} = __graphql;`
      : `const ${bindings.replace(/\s+as\s+/g, ': ')} = __graphql;`,
  );
  const other = OTHER_IMPORT.exec(rewritten);
  if (other) throw new UnsupportedImportError(rewritten.slice(0, other.index).split('\n').length);
  return rewritten;
}

/** The sample as a function; throws a SyntaxError (or UnsupportedImportError) as V8 reports it. */
export function compileSample(code: string): SampleFunction {
  return new AsyncFunction('__graphql', 'console', `${rewriteImports(code)}\n//# sourceURL=${SOURCE_URL}`);
}

/**
 * The line of a syntax error. V8 gives no position for one in compiled code, so ever longer
 * beginnings of the sample are compiled: the first that fails with the same message, rather
 * than for ending too soon, ends on the mistake.
 */
export function syntaxErrorLine(code: string, error: unknown): number | undefined {
  if (error instanceof UnsupportedImportError) return error.line;
  const message = error instanceof Error ? error.message : undefined;
  const lines = code.split('\n');
  for (let count = 1; count <= lines.length; count++) {
    try {
      compileSample(lines.slice(0, count).join('\n'));
    } catch (partial) {
      if (partial instanceof Error && partial.message === message) return count;
    }
  }
  return undefined;
}

/** The sample's line where an error was thrown, from the first frame of the compiled code. */
export function errorLine(error: unknown): number | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  const match = stack ? new RegExp(`${SOURCE_URL.replace('.', '\\.')}:(\\d+):\\d+`).exec(stack) : null;
  return match ? Number(match[1]) - HEADER_LINES : undefined;
}
