import {
  buildSchema,
  getDirectiveValues,
  graphql,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
} from 'graphql';

const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
    shelf: String
    manual: String
  }

  type Query {
    tools: [Tool!]!
  }
`);

/** Whether @skip or @include leaves a selection out, for this request's variables. */
function isExcluded(node, info) {
  const skip = getDirectiveValues(GraphQLSkipDirective, node, info.variableValues);
  const include = getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues);
  return skip?.if === true || include?.if === false;
}

/** The names of the fields selected under the current field, through fragments of any kind. */
function requestedFields(info) {
  const names = new Set();
  const visit = (selectionSet) => {
    for (const selection of selectionSet.selections) {
      if (isExcluded(selection, info)) {
        continue;
      }
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        visit(info.fragments[selection.name.value].selectionSet);
      }
    }
  };
  // The same field can be selected more than once; info.fieldNodes holds every occurrence.
  for (const fieldNode of info.fieldNodes) {
    visit(fieldNode.selectionSet);
  }
  return names;
}

const COLUMNS = ['id', 'name', 'shelf', 'manual'];

const rootValue = {
  tools(_args, _context, info) {
    // Read only the columns the client asked for: `manual` is a large text column.
    const columns = COLUMNS.filter((column) => requestedFields(info).has(column));
    console.log(`SELECT ${columns.join(', ')} FROM tools`);
    return [{ id: '1', name: 'Hand plane', shelf: 'B2', manual: 'Sharpen the iron at 25°.' }];
  },
};

await graphql({ schema, rootValue, source: '{ tools { name } }' });
await graphql({ schema, rootValue, source: '{ tools { name } tools { id } }' });
await graphql({
  schema,
  rootValue,
  source: `
    query ($withManual: Boolean!) { tools { ...Basics manual @include(if: $withManual) } }
    fragment Basics on Tool { name ... { shelf } }
  `,
  variableValues: { withManual: false },
});
