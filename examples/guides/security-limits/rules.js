import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  Kind,
} from 'graphql';

// Refuses operations nested deeper than `maxDepth` fields, with more than `maxAliases` aliases, or
// that call one field (a type's field, aliased or not) more than `maxCallsPerField` times.
// Named fragments count where they are spread; each is measured once, so the rule stays fast
// even when fragments spread each other many times.
export function shapeLimitRule({ maxDepth, maxAliases, maxCallsPerField = Infinity }) {
  return (context) => {
    const schema = context.getSchema();
    const fragmentShapes = new Map();
    const emptyShape = () => ({ depth: 0, aliases: 0, calls: new Map() });

    function measureFragment(name, visiting) {
      const fragment = context.getFragment(name);
      // Unknown and cyclic fragments are reported by the standard rules; count them as empty.
      if (!fragment || visiting.has(name)) return emptyShape();
      if (!fragmentShapes.has(name)) {
        const type = schema.getType(fragment.typeCondition.name.value);
        fragmentShapes.set(name, measure(fragment.selectionSet, type, new Set(visiting).add(name)));
      }
      return fragmentShapes.get(name);
    }

    function addCalls(into, calls) {
      for (const [field, count] of calls) {
        into.set(field, (into.get(field) ?? 0) + count);
      }
    }

    // A field selected on an interface runs as the field of the object type that the value has:
    // count it for each type that may be, so that calls through the interface and through a fragment
    // on the type add up.
    function callNames(parentType, name) {
      const types =
        parentType && isAbstractType(parentType)
          ? schema.getPossibleTypes(parentType)
          : [parentType];
      return types.map((type) => `${type?.name}.${name}`);
    }

    // `parentType` names the fields: Tool.name and Member.name are different fields. Unknown types
    // and fields are reported by the standard rules.
    function measure(selectionSet, parentType, visiting) {
      const shape = emptyShape();
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          const fieldDef = parentType?.getFields?.()[name];
          const below = selection.selectionSet
            ? measure(selection.selectionSet, fieldDef && getNamedType(fieldDef.type), visiting)
            : emptyShape();
          shape.depth = Math.max(shape.depth, 1 + below.depth);
          shape.aliases += (selection.alias ? 1 : 0) + below.aliases;
          // Every selection of a field is a call, with an alias or without; __typename reads no data.
          if (name !== '__typename') {
            addCalls(
              shape.calls,
              callNames(parentType, name).map((callName) => [callName, 1]),
            );
          }
          addCalls(shape.calls, below.calls);
        } else {
          const typeCondition = selection.typeCondition?.name.value;
          const below =
            selection.kind === Kind.INLINE_FRAGMENT
              ? measure(
                  selection.selectionSet,
                  typeCondition ? schema.getType(typeCondition) : parentType,
                  visiting,
                )
              : measureFragment(selection.name.value, visiting);
          shape.depth = Math.max(shape.depth, below.depth);
          shape.aliases += below.aliases;
          addCalls(shape.calls, below.calls);
        }
      }
      return shape;
    }

    return {
      OperationDefinition(operation) {
        const rootType = schema.getRootType(operation.operation);
        const { depth, aliases, calls } = measure(operation.selectionSet, rootType, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Operation is ${depth} fields deep; the limit is ${maxDepth}.`, {
              nodes: operation,
            }),
          );
        }
        if (aliases > maxAliases) {
          context.reportError(
            new GraphQLError(`Operation uses ${aliases} aliases; the limit is ${maxAliases}.`, {
              nodes: operation,
            }),
          );
        }
        for (const [name, count] of calls) {
          if (count > maxCallsPerField) {
            context.reportError(
              new GraphQLError(
                `Operation calls ${name} ${count} times; the limit is ${maxCallsPerField}.`,
                { nodes: operation },
              ),
            );
          }
        }
      },
    };
  };
}

// Estimates how many field values an operation can produce and refuses it above `maxCost`.
// A list field multiplies the cost of everything below it by the number of items it can return:
// see itemCount. Aliases, inline fragments and named fragments all count where they appear.
export function costLimitRule({ maxCost, maxListSize }) {
  return (context) => {
    // For each operation and fragment: the cost of its own fields, and the fragments it spreads
    // with the multiplier in force where they are spread.
    const operations = [];
    const fragments = new Map();
    const fragmentTotals = new Map();
    let current;
    let multipliers;

    function start() {
      current = { fields: 0, spreads: [] };
      multipliers = [1];
      return current;
    }

    function totalCost(entry, visiting) {
      let total = entry.fields;
      for (const [name, multiplier] of entry.spreads) {
        total += multiplier * fragmentCost(name, visiting);
      }
      return total;
    }

    function fragmentCost(name, visiting) {
      const entry = fragments.get(name);
      if (!entry || visiting.has(name)) return 0;
      if (!fragmentTotals.has(name)) {
        fragmentTotals.set(name, totalCost(entry, new Set(visiting).add(name)));
      }
      return fragmentTotals.get(name);
    }

    return {
      OperationDefinition(node) {
        operations.push([node, start()]);
      },
      FragmentDefinition(node) {
        fragments.set(node.name.value, start());
      },
      Field: {
        enter(node) {
          const times = multipliers.at(-1);
          // The definition of the field being visited, found through the parent type.
          const fieldDef = context.getFieldDef();
          const items = fieldDef ? itemCount(node, fieldDef.type, maxListSize) : 1;
          // The values of an object field are counted below it; a list of scalars has one per item.
          current.fields += node.selectionSet ? times : times * items;
          multipliers.push(times * items);
        },
        leave() {
          multipliers.pop();
        },
      },
      FragmentSpread(node) {
        current.spreads.push([node.name.value, multipliers.at(-1)]);
      },
      Document: {
        leave() {
          for (const [operation, entry] of operations) {
            const cost = totalCost(entry, new Set());
            // Not `cost > maxCost`, which is false for NaN: fragments that multiply each other past
            // Number.MAX_VALUE cost Infinity, and Infinity times a `first: 0` above them is NaN.
            if (!(cost <= maxCost)) {
              context.reportError(
                new GraphQLError(`Operation costs ${cost}; the limit is ${maxCost}.`, {
                  nodes: operation,
                }),
              );
            }
          }
        },
      },
    };
  };
}

const PAGE_ARGUMENTS = new Set(['first', 'last']);

// How many items a field of this type holds: 1 unless it is a list. The page arguments size the
// outer list; each list inside it, as in [[Tool]], can hold maxListSize items more.
function itemCount(field, type, maxListSize) {
  let listType = getNullableType(type);
  if (!isListType(listType)) return 1;
  let count = listSize(field, maxListSize);
  for (
    listType = getNullableType(listType.ofType);
    isListType(listType);
    listType = getNullableType(listType.ofType)
  ) {
    count *= maxListSize;
  }
  return count;
}

// How many items a list field can return. Only a literal page size between 0 and maxListSize is
// trusted. Anything else counts as maxListSize, the most a list resolver returns: no page
// argument, a negative or larger number, or a variable, whose value validation does not see.
// With both `first` and `last`, the larger counts.
function listSize(field, maxListSize) {
  const pageArguments = (field.arguments ?? []).filter((argument) =>
    PAGE_ARGUMENTS.has(argument.name.value),
  );
  if (pageArguments.length === 0) return maxListSize;
  return Math.max(
    ...pageArguments.map(({ value }) => {
      const size = value.kind === Kind.INT ? Number(value.value) : maxListSize;
      return size >= 0 && size <= maxListSize ? size : maxListSize;
    }),
  );
}
