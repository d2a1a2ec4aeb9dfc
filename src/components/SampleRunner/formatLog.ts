// What console.log prints for its arguments, close enough to Node.js's util.inspect for the
// values samples print (strings, numbers, arrays and plain objects), so that a run in the page
// reads like the output the tests compare. Strings print as they are at the top level; other
// values as Node.js would show them, on one line when short and one entry a line otherwise.
// The values come from the reader's code, so printing never runs it: accessors show as
// `[Getter]` as in Node.js, long arrays and strings are cut as Node.js cuts them, a value that
// throws when looked at (a Proxy) prints as `[unreadable]`, and printing stops once the line is
// longer than the output a run keeps.

const MAX_DEPTH = 2;
const LINE_WIDTH = 72;
/** Node.js's defaults: util.inspect's maxArrayLength and maxStringLength. */
const MAX_ITEMS = 100;
const MAX_STRING_LENGTH = 10_000;
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

interface Printing {
  seen: Set<object>;
  /** Characters of text still wanted; past zero, entries give way to `...`. */
  room: number;
}

/** Quoted as Node.js quotes: single quotes, unless the text holds some and not another kind. */
function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  const mark = ["'", '"', '`'].find((candidate) => !text.includes(candidate));
  return mark ? `${mark}${escaped}${mark}` : `'${escaped.replace(/'/g, "\\'")}'`;
}

function quoteCut(text: string): string {
  if (text.length <= MAX_STRING_LENGTH) return quote(text);
  return `${quote(text.slice(0, MAX_STRING_LENGTH))}... ${text.length - MAX_STRING_LENGTH} more characters`;
}

function wrap(open: string, entries: string[], close: string, indent: string): string {
  if (entries.length === 0) return `${open}${close}`;
  const oneLine = `${open} ${entries.join(', ')} ${close}`;
  if (oneLine.length + indent.length <= LINE_WIDTH && !oneLine.includes('\n')) return oneLine;
  const inner = `${indent}  `;
  return `${open}\n${entries.map((entry) => `${inner}${entry}`).join(',\n')}\n${indent}${close}`;
}

/** The printed entries of a collection, at most MAX_ITEMS of them, fewer once the line is long enough. */
function entriesOf<T>(items: Iterable<T>, size: number, print: (item: T) => string, printing: Printing): string[] {
  const entries: string[] = [];
  for (const item of items) {
    if (entries.length === MAX_ITEMS) {
      entries.push(`... ${size - MAX_ITEMS} more item${size - MAX_ITEMS === 1 ? '' : 's'}`);
      break;
    }
    if (printing.room <= 0) {
      entries.push('...');
      break;
    }
    entries.push(print(item));
  }
  return entries;
}

function propertyEntry(object: object, key: string, nested: (item: unknown) => string): string {
  const name = IDENTIFIER.test(key) ? key : quote(key);
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (descriptor && !('value' in descriptor)) {
    return `${name}: ${descriptor.get ? (descriptor.set ? '[Getter/Setter]' : '[Getter]') : '[Setter]'}`;
  }
  return `${name}: ${nested(descriptor?.value)}`;
}

function inspectObject(object: object, depth: number, indent: string, printing: Printing): string {
  if (printing.seen.has(object)) return '[Circular]';
  if (object instanceof Error) return object.stack?.startsWith(`${object.name}: `) ? `${object.name}: ${object.message}` : String(object);
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof RegExp) return String(object);
  const nested = (item: unknown) => inspect(item, depth + 1, `${indent}  `, printing);
  printing.seen.add(object);
  try {
    if (Array.isArray(object)) {
      return depth > MAX_DEPTH ? '[Array]' : wrap('[', entriesOf(object, object.length, nested, printing), ']', indent);
    }
    if (object instanceof Map) {
      if (depth > MAX_DEPTH) return '[Map]';
      return wrap(
        `Map(${object.size}) {`,
        entriesOf(object, object.size, ([key, item]) => `${nested(key)} => ${nested(item)}`, printing),
        '}',
        indent,
      );
    }
    if (object instanceof Set) {
      return depth > MAX_DEPTH ? '[Set]' : wrap(`Set(${object.size}) {`, entriesOf(object, object.size, nested, printing), '}', indent);
    }
    const prototype = Object.getPrototypeOf(object) as {constructor?: {name?: string}} | null;
    const name = prototype === null ? '[Object: null prototype]' : prototype.constructor?.name;
    const prefix = name && name !== 'Object' ? `${name} ` : '';
    if (depth > MAX_DEPTH) return `[${name ?? 'Object'}]`;
    const keys = Object.keys(object);
    return wrap(
      `${prefix}{`,
      entriesOf(keys, keys.length, (key) => propertyEntry(object, key, nested), printing),
      '}',
      indent,
    );
  } finally {
    printing.seen.delete(object);
  }
}

function inspectPrimitive(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return quoteCut(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
  }
  return value === null ? 'null' : undefined;
}

// Any function a sample logs, classes included: what `typeof value === 'function'` leaves.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
function inspectFunction(value: Function): string {
  const name = typeof value.name === 'string' && value.name ? value.name : '(anonymous)';
  return /^class\b/.test(Function.prototype.toString.call(value)) ? `[class ${name}]` : `[Function: ${name}]`;
}

function inspect(value: unknown, depth: number, indent: string, printing: Printing): string {
  let text = inspectPrimitive(value);
  if (text === undefined) {
    try {
      if (typeof value !== 'function') return inspectObject(value as object, depth, indent, printing);
      text = inspectFunction(value);
    } catch {
      text = '[unreadable]';
    }
  }
  printing.room -= text.length;
  return text;
}

/**
 * One line of output, as console.log joins its arguments. Once the line is longer than
 * `maxLength`, the entries left to print become `...`; the caller cuts the line itself.
 */
export function formatLogArguments(args: readonly unknown[], maxLength = Infinity): string {
  const printing: Printing = {seen: new Set(), room: maxLength};
  const parts: string[] = [];
  for (const arg of args) {
    if (printing.room <= 0) break;
    const part = typeof arg === 'string' ? arg : inspect(arg, 0, '', printing);
    if (typeof arg === 'string') printing.room -= arg.length;
    parts.push(part);
  }
  return parts.join(' ');
}
