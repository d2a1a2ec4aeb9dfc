import { SpanStatusCode } from '@opentelemetry/api';

// Prints finished spans as a tree: each under its parent, siblings in the order they ended.
export function printSpanTree(spans) {
  const childrenOf = Map.groupBy(spans, (span) => span.parentSpanContext?.spanId);
  const print = (span, depth) => {
    const path = span.attributes['graphql.field.path'];
    const failed =
      span.status.code === SpanStatusCode.ERROR ? ` ERROR: ${span.status.message}` : '';
    console.log(`${'  '.repeat(depth)}${span.name}${path ? ` [${path}]` : ''}${failed}`);
    for (const child of childrenOf.get(span.spanContext().spanId) ?? []) print(child, depth + 1);
  };
  for (const root of childrenOf.get(undefined) ?? []) print(root, 0);
}
