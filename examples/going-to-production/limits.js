import { GraphQLError, Kind } from 'graphql';

// A validation rule that refuses operations nested deeper than `maxDepth` fields.
// Fragments count at the depth where they are spread.
export function maxDepthRule(maxDepth) {
  return (context) => ({
    OperationDefinition(operation) {
      const depth = selectionDepth(context, operation.selectionSet, new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Operation is ${depth} fields deep; the limit is ${maxDepth}.`, {
            nodes: operation,
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      }
    },
  });
}

function selectionDepth(context, selectionSet, fragmentsOnPath) {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD: {
        const below = selection.selectionSet
          ? selectionDepth(context, selection.selectionSet, fragmentsOnPath)
          : 0;
        deepest = Math.max(deepest, 1 + below);
        break;
      }
      case Kind.INLINE_FRAGMENT:
        deepest = Math.max(deepest, selectionDepth(context, selection.selectionSet, fragmentsOnPath));
        break;
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        // A fragment that spreads itself is reported by NoFragmentCyclesRule; skip it here.
        if (fragment && !fragmentsOnPath.has(name)) {
          const onPath = new Set(fragmentsOnPath).add(name);
          deepest = Math.max(deepest, selectionDepth(context, fragment.selectionSet, onPath));
        }
        break;
      }
    }
  }
  return deepest;
}
