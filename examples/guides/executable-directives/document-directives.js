import {
  buildSchema,
  execute,
  getDirectiveValues,
  getOperationAST,
  parse,
  validate,
  visit,
} from 'graphql';

const schema = buildSchema(`
  "Names the team that owns an operation, for logs and metrics."
  directive @owner(team: String!) on QUERY | MUTATION

  "Marks a part of a query the client can do without; this server only counts them."
  directive @optional on FRAGMENT_SPREAD | INLINE_FRAGMENT

  type Tool {
    name: String!
    manual: String
  }

  type Query {
    tools: [Tool!]!
  }
`);

const rootValue = {
  tools(_args, _context, info) {
    // A resolver sees a directive on its field (info.fieldNodes), and the operation's own.
    const owner = getDirectiveValues(
      schema.getDirective('owner'),
      info.operation,
      info.variableValues,
    );
    console.log(`tools resolved for ${owner?.team ?? 'nobody'}`);
    return [{ name: 'Hand plane', manual: 'Sharpen the iron at 25°.' }];
  },
  // Directives on fragments are not on any field's node: a resolver cannot see them.
};

const document = parse(`
  query Shelf @owner(team: "web") {
    tools {
      name
      ...Manual @optional
    }
  }

  fragment Manual on Tool {
    manual
  }
`);

const errors = validate(schema, document);
if (errors.length > 0) {
  throw new AggregateError(errors, 'invalid document');
}

// Before executing, the whole document can be read: the operation and every fragment.
const operation = getOperationAST(document);
console.log('owner:', JSON.stringify(getDirectiveValues(schema.getDirective('owner'), operation)));

const optional = [];
visit(document, {
  Directive(node, _key, _parent, _path, ancestors) {
    if (node.name.value === 'optional') {
      optional.push(ancestors.at(-1).kind);
    }
  },
});
console.log('@optional on:', optional.join(', '));

const result = await execute({ schema, document, rootValue });
console.log(JSON.stringify(result));
