import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import { context, ROOT_CONTEXT, SpanStatusCode, trace } from '@opentelemetry/api';

// OpenTelemetry's active context, kept in a storage that graphql's channels can set too: while a
// traced call runs, its span is the active span, for the resolver's own code as well.
const activeContext = new AsyncLocalStorage();

export const contextManager = {
  active: () => activeContext.getStore() ?? ROOT_CONTEXT,
  with: (ctx, fn, thisArg, ...args) => activeContext.run(ctx, () => fn.apply(thisArg, args)),
  bind: (ctx, target) =>
    typeof target === 'function'
      ? function bound(...args) {
          return activeContext.run(ctx, () => target.apply(this, args));
        }
      : target,
  enable() {
    return this;
  },
  disable() {
    activeContext.disable();
    return this;
  },
};

const spanNames = {
  'graphql:parse': () => 'graphql.parse',
  'graphql:validate': () => 'graphql.validate',
  'graphql:execute': (message) => `${message.operationType} ${message.operationName ?? ''}`.trim(),
  'graphql:resolve': (message) => `${message.parentType}.${message.fieldName}`,
};

// What a span says about its call. Never the variables or arguments: they can hold secrets.
function attributesOf(message) {
  if (message.operationType !== undefined) {
    return {
      'graphql.operation.type': message.operationType,
      ...(message.operationName ? { 'graphql.operation.name': message.operationName } : {}),
    };
  }
  if (message.fieldPath !== undefined) {
    return { 'graphql.field.path': String(message.fieldPath) };
  }
  return {};
}

// A failure's type, never its message: graphql-js's syntax errors quote the document, literals
// included, and an error from a data source may quote the value it refused.
const errorType = (error) => (error instanceof Error ? error.name : typeof error);

/**
 * Turns graphql 17's tracing channels into spans of `tracer`. With `defaultResolvers: false`, a
 * field that has no resolver of its own gets no span. Returns a function that stops tracing.
 */
export function traceGraphQL(tracer, { defaultResolvers = true } = {}) {
  const spanOf = new WeakMap();
  const stops = [];
  for (const [channelName, nameOf] of Object.entries(spanNames)) {
    const channel = diagnosticsChannel.tracingChannel(channelName);
    const begin = (message) => {
      const parent = context.active();
      if (message.isDefaultResolver && !defaultResolvers) return parent;
      // A request its sampler dropped: its children would be dropped too, so start none.
      if (trace.getSpan(parent)?.isRecording() === false) return parent;
      const span = tracer.startSpan(nameOf(message), { attributes: attributesOf(message) }, parent);
      spanOf.set(message, span);
      return trace.setSpan(parent, span);
    };
    const finish = (message) => {
      const span = spanOf.get(message);
      if (!span) return;
      if (message.error) {
        const type = errorType(message.error);
        span.recordException({ name: type });
        span.setStatus({ code: SpanStatusCode.ERROR, message: type });
      }
      span.end();
    };
    const handlers = {
      // A call that returned a promise ends at asyncEnd; `result` or `error` is set once it is done.
      end: (message) => ('result' in message || 'error' in message) && finish(message),
      asyncEnd: finish,
    };
    channel.start.bindStore(activeContext, begin);
    channel.subscribe(handlers);
    stops.push(() => {
      channel.start.unbindStore(activeContext);
      channel.unsubscribe(handlers);
    });
  }
  return () => stops.forEach((stop) => stop());
}
