import { getNamedType, getNullableType, GraphQLError, isListType, Kind } from 'graphql';

// A validation rule that refuses operations nested deeper than `maxDepth` fields.
// Fragments count at the depth where they are spread.
export function maxDepthRule(maxDepth) {
  return (context) => {
    const fragmentDepths = new Map();

    function selectionDepth(selectionSet, fragmentsOnPath) {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        switch (selection.kind) {
          case Kind.FIELD: {
            const below = selection.selectionSet
              ? selectionDepth(selection.selectionSet, fragmentsOnPath)
              : 0;
            deepest = Math.max(deepest, 1 + below);
            break;
          }
          case Kind.INLINE_FRAGMENT:
            deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragmentsOnPath));
            break;
          case Kind.FRAGMENT_SPREAD:
            deepest = Math.max(deepest, fragmentDepth(selection.name.value, fragmentsOnPath));
            break;
        }
      }
      return deepest;
    }

    // Each fragment is measured once, however often it is spread: a fragment that spreads
    // another twice, which spreads a third twice, and so on, would otherwise cost 2^n steps.
    function fragmentDepth(name, fragmentsOnPath) {
      const fragment = context.getFragment(name);
      // Unknown fragments and a fragment that spreads itself are reported by the standard rules.
      if (!fragment || fragmentsOnPath.has(name)) {
        return 0;
      }
      if (!fragmentDepths.has(name)) {
        fragmentDepths.set(
          name,
          selectionDepth(fragment.selectionSet, new Set(fragmentsOnPath).add(name)),
        );
      }
      return fragmentDepths.get(name);
    }

    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Operation is ${depth} fields deep; the limit is ${maxDepth}.`, {
              nodes: operation,
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}

// A validation rule that estimates what an operation costs and refuses it above `maxCost`.
// Every field costs 1; a field returning a list multiplies the cost of its selections by the
// list's expected length: its `first` argument when the query writes a number, `maxListSize` when
// it passes a variable, else `listSize`.
export function maxCostRule({ maxCost, listSize, maxListSize }) {
  return (context) => {
    const schema = context.getSchema();
    const fragmentCosts = new Map();

    function selectionCost(parentType, selectionSet, fragmentsOnPath) {
      let cost = 0;
      for (const selection of selectionSet.selections) {
        switch (selection.kind) {
          case Kind.FIELD: {
            // __typename and fields unknown to the schema (reported by other rules) cost nothing.
            const field =
              'getFields' in parentType ? parentType.getFields()[selection.name.value] : undefined;
            if (!field) {
              break;
            }
            const perItem = selection.selectionSet
              ? selectionCost(getNamedType(field.type), selection.selectionSet, fragmentsOnPath)
              : 0;
            const items = isListType(getNullableType(field.type))
              ? expectedLength(selection, listSize, maxListSize)
              : 1;
            cost += 1 + items * perItem;
            break;
          }
          case Kind.INLINE_FRAGMENT: {
            const type = selection.typeCondition
              ? schema.getType(selection.typeCondition.name.value)
              : parentType;
            cost += type ? selectionCost(type, selection.selectionSet, fragmentsOnPath) : 0;
            break;
          }
          case Kind.FRAGMENT_SPREAD:
            cost += fragmentCost(selection.name.value, fragmentsOnPath);
            break;
        }
      }
      return cost;
    }

    // As for depth, each fragment is priced once, in the type it names.
    function fragmentCost(name, fragmentsOnPath) {
      const fragment = context.getFragment(name);
      const type = fragment && schema.getType(fragment.typeCondition.name.value);
      if (!type || fragmentsOnPath.has(name)) {
        return 0;
      }
      if (!fragmentCosts.has(name)) {
        fragmentCosts.set(
          name,
          selectionCost(type, fragment.selectionSet, new Set(fragmentsOnPath).add(name)),
        );
      }
      return fragmentCosts.get(name);
    }

    return {
      OperationDefinition(operation) {
        const rootType = schema.getRootType(operation.operation);
        const cost = rootType ? selectionCost(rootType, operation.selectionSet, new Set()) : 0;
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`Operation costs ${cost}; the limit is ${maxCost}.`, {
              nodes: operation,
              extensions: { code: 'QUERY_TOO_COSTLY' },
            }),
          );
        }
      },
    };
  };
}

function expectedLength(fieldNode, listSize, maxListSize) {
  const first = fieldNode.arguments?.find((argument) => argument.name.value === 'first');
  if (!first) {
    return listSize;
  }
  // A negative literal counts as 0: otherwise `first: -1000` would subtract from the cost of the
  // operation's other selections.
  if (first.value.kind === Kind.INT) {
    return Math.max(0, Number(first.value.value));
  }
  // A variable's value is not known during validation: assume the most the resolver returns.
  return maxListSize;
}
