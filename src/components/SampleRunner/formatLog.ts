// What console.log prints for its arguments, close enough to Node.js's util.inspect for the
// values samples print (strings, numbers, arrays and plain objects), so that a run in the page
// reads like the output the tests compare. Strings print as they are at the top level; other
// values as Node.js would show them, on one line when short and one entry a line otherwise.

const MAX_DEPTH = 2;
const LINE_WIDTH = 72;
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** Quoted as Node.js quotes: single quotes, unless the text holds some and not another kind. */
function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  const mark = ["'", '"', '`'].find((candidate) => !text.includes(candidate));
  return mark ? `${mark}${escaped}${mark}` : `'${escaped.replace(/'/g, "\\'")}'`;
}

function wrap(open: string, entries: string[], close: string, indent: string): string {
  if (entries.length === 0) return `${open}${close}`;
  const oneLine = `${open} ${entries.join(', ')} ${close}`;
  if (oneLine.length + indent.length <= LINE_WIDTH && !oneLine.includes('\n')) return oneLine;
  const inner = `${indent}  `;
  return `${open}\n${entries.map((entry) => `${inner}${entry}`).join(',\n')}\n${indent}${close}`;
}

function inspect(value: unknown, depth: number, indent: string, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'undefined':
      return 'undefined';
    case 'function':
      return /^class\b/.test(Function.prototype.toString.call(value)) ? `[class ${value.name || '(anonymous)'}]` : `[Function: ${value.name || '(anonymous)'}]`;
    case 'boolean':
      return String(value);
  }
  if (value === null) return 'null';
  const object = value as object;
  if (seen.has(object)) return '[Circular]';
  if (object instanceof Error) return object.stack?.startsWith(`${object.name}: `) ? `${object.name}: ${object.message}` : String(object);
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof RegExp) return String(object);
  const nested = (item: unknown) => inspect(item, depth + 1, `${indent}  `, seen);
  seen.add(object);
  try {
    if (Array.isArray(object)) {
      return depth > MAX_DEPTH ? '[Array]' : wrap('[', object.map(nested), ']', indent);
    }
    if (object instanceof Map) {
      if (depth > MAX_DEPTH) return '[Map]';
      return wrap(`Map(${object.size}) {`, [...object].map(([key, item]) => `${nested(key)} => ${nested(item)}`), '}', indent);
    }
    if (object instanceof Set) {
      return depth > MAX_DEPTH ? '[Set]' : wrap(`Set(${object.size}) {`, [...object].map(nested), '}', indent);
    }
    const prototype = Object.getPrototypeOf(object) as {constructor?: {name?: string}} | null;
    const name = prototype === null ? '[Object: null prototype]' : prototype.constructor?.name;
    const prefix = name && name !== 'Object' ? `${name} ` : '';
    if (depth > MAX_DEPTH) return `[${name ?? 'Object'}]`;
    const entries = Object.entries(object).map(([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${nested(item)}`);
    return wrap(`${prefix}{`, entries, '}', indent);
  } finally {
    seen.delete(object);
  }
}

/** One line of output, as console.log joins its arguments. */
export function formatLogArguments(args: readonly unknown[]): string {
  return args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, 0, '', new Set()))).join(' ');
}
