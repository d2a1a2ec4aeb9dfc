// What a sample finds in its worker. A worker's global scope offers the network (fetch,
// WebSocket...), the site's storage (IndexedDB, Cache Storage, the file systems of
// navigator.storage and webkitRequestFileSystem), other tabs (BroadcastChannel), more scripts
// and workers, and the page itself (postMessage). Chromium keeps some of them on the global
// object and others on WorkerGlobalScope.prototype, where `self.constructor.prototype.fetch` or
// `Object.getPrototypeOf(self)` still finds them when the global's own copy is gone. So the
// global object and the two prototypes above it lose every property that is not on the list
// below, whatever a future browser adds; EventTarget.prototype and Object.prototype, shared with
// every other object, are left alone. The worker's policy (plugins/security-headers) refuses any
// connection and any script, import() included, in case something is missed here.

/** The standard JavaScript globals, and the few web ones that samples use and that reach nothing outside the worker. */
const KEPT = new Set([
  // ECMAScript
  'globalThis',
  'Infinity',
  'NaN',
  'undefined',
  'eval',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'Object',
  'Function',
  'Boolean',
  'Symbol',
  'Number',
  'BigInt',
  'Math',
  'Date',
  'String',
  'RegExp',
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'SuppressedError',
  'Array',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'WeakRef',
  'FinalizationRegistry',
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Atomics',
  'JSON',
  'Promise',
  'Proxy',
  'Reflect',
  'Iterator',
  'DisposableStack',
  'AsyncDisposableStack',
  'Intl',
  'Temporal',
  // Web, in memory only
  'self',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'structuredClone',
  'reportError',
  'atob',
  'btoa',
  'performance',
  'crypto',
  'AbortController',
  'AbortSignal',
  'Event',
  'EventTarget',
  'DOMException',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
]);

/** The global object and its prototypes that belong to it alone: DedicatedWorkerGlobalScope's and WorkerGlobalScope's. */
function globalScopes(): object[] {
  const scopes: object[] = [];
  for (let scope: object | null = self; scope && scope !== EventTarget.prototype; scope = Object.getPrototypeOf(scope) as object | null) {
    scopes.push(scope);
  }
  return scopes;
}

/** A property that cannot be taken away but is only a constant, such as TEMPORARY (0) or PERSISTENT (1). */
function isConstant(descriptor: PropertyDescriptor): boolean {
  return (
    'value' in descriptor &&
    !descriptor.writable &&
    (descriptor.value === null || (typeof descriptor.value !== 'object' && typeof descriptor.value !== 'function'))
  );
}

/**
 * Removes everything but KEPT from the global scope and its prototypes. Returns the names of
 * whatever could not be removed: the sample must not run if there are any.
 */
export function isolateGlobalScope(): string[] {
  const left: string[] = [];
  for (const scope of globalScopes()) {
    for (const key of Reflect.ownKeys(scope)) {
      if (typeof key === 'string' && KEPT.has(key)) continue;
      const descriptor = Reflect.getOwnPropertyDescriptor(scope, key);
      if (!Reflect.deleteProperty(scope, key) && !(descriptor && isConstant(descriptor))) left.push(String(key));
    }
  }
  return left;
}
