import { getNamedType, getNullableType, GraphQLError, isListType, Kind } from 'graphql';

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

// A validation rule that estimates what an operation costs and refuses it above `maxCost`.
// Every field costs 1; a field returning a list multiplies the cost of its selections by the
// list's expected length: its `first` argument when the query gives one, else `listSize`.
export function maxCostRule({ maxCost, listSize }) {
  return (context) => ({
    OperationDefinition(operation) {
      const rootType = context.getSchema().getRootType(operation.operation);
      const cost = rootType ? selectionCost(context, rootType, operation.selectionSet, listSize, new Set()) : 0;
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Operation costs ${cost}; the limit is ${maxCost}.`, {
            nodes: operation,
            extensions: { code: 'QUERY_TOO_COSTLY' },
          }),
        );
      }
    },
  });
}

function selectionCost(context, parentType, selectionSet, listSize, fragmentsOnPath) {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD: {
        // __typename and fields unknown to the schema (reported by other rules) cost nothing.
        const field = 'getFields' in parentType ? parentType.getFields()[selection.name.value] : undefined;
        if (!field) {
          break;
        }
        const nullableType = getNullableType(field.type);
        const itemType = getNamedType(field.type);
        const perItem = selection.selectionSet
          ? selectionCost(context, itemType, selection.selectionSet, listSize, fragmentsOnPath)
          : 0;
        cost += 1 + (isListType(nullableType) ? expectedLength(selection, listSize) : 1) * perItem;
        break;
      }
      case Kind.INLINE_FRAGMENT: {
        const type = selection.typeCondition
          ? context.getSchema().getType(selection.typeCondition.name.value)
          : parentType;
        cost += type ? selectionCost(context, type, selection.selectionSet, listSize, fragmentsOnPath) : 0;
        break;
      }
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        const type = fragment && context.getSchema().getType(fragment.typeCondition.name.value);
        if (type && !fragmentsOnPath.has(name)) {
          const onPath = new Set(fragmentsOnPath).add(name);
          cost += selectionCost(context, type, fragment.selectionSet, listSize, onPath);
        }
        break;
      }
    }
  }
  return cost;
}

function expectedLength(fieldNode, listSize) {
  const first = fieldNode.arguments?.find((argument) => argument.name.value === 'first');
  // A literal wins; a variable's value is not known during validation, so assume the default.
  // A negative literal counts as 0: otherwise `first: -1000` would subtract from the cost of the
  // operation's other selections.
  return first?.value.kind === Kind.INT ? Math.max(0, Number(first.value.value)) : listSize;
}
