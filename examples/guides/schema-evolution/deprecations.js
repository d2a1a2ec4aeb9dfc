import {
  buildSchema,
  graphql,
  NoDeprecatedCustomRule,
  parse,
  validate,
  validateSchema,
} from 'graphql';

const schema = buildSchema(`
  enum ToolStatus {
    AVAILABLE
    ON_LOAN
    LOST @deprecated(reason: "Lost tools are removed from the catalogue.")
  }

  type Tool {
    name: String!
    status: ToolStatus!
    available: Boolean! @deprecated(reason: "Use \`status\`.")
  }

  input ToolFilter {
    status: ToolStatus
    onlyAvailable: Boolean @deprecated(reason: "Use \`status: AVAILABLE\`.")
  }

  type Query {
    tools(filter: ToolFilter, category: String @deprecated(reason: "Categories are gone.")): [Tool!]!
  }
`);

// What a client sees: by default, introspection leaves deprecated elements out.
const introspection = `{
  tool: __type(name: "Tool") {
    default: fields { name }
    all: fields(includeDeprecated: true) { name isDeprecated deprecationReason }
  }
  filter: __type(name: "ToolFilter") {
    default: inputFields { name }
    all: inputFields(includeDeprecated: true) { name isDeprecated }
  }
  status: __type(name: "ToolStatus") {
    default: enumValues { name }
    all: enumValues(includeDeprecated: true) { name isDeprecated }
  }
  query: __type(name: "Query") {
    fields {
      name
      default: args { name }
      all: args(includeDeprecated: true) { name isDeprecated }
    }
  }
}`;

const { data } = await graphql({ schema, source: introspection });
const names = (list) =>
  list.map((item) => item.name + (item.isDeprecated ? ' (deprecated)' : '')).join(', ');
console.log('Tool fields:          ', names(data.tool.default), '|', names(data.tool.all));
console.log('ToolFilter fields:    ', names(data.filter.default), '|', names(data.filter.all));
console.log('ToolStatus values:    ', names(data.status.default), '|', names(data.status.all));
console.log(
  'Query.tools arguments:',
  names(data.query.fields[0].default),
  '|',
  names(data.query.fields[0].all),
);
console.log(
  'Reason for Tool.available:',
  data.tool.all.find((field) => field.name === 'available').deprecationReason,
);

// Deprecated elements still work: this operation is valid and runs.
const operation = parse(`{
  garden: tools(category: "garden", filter: { onlyAvailable: true }) { name available }
  lost: tools(filter: { status: LOST }) { name }
}`);
console.log('Standard validation errors:', validate(schema, operation).length);

// NoDeprecatedCustomRule lists every use of a deprecated element, for linters and CI.
for (const error of validate(schema, operation, [NoDeprecatedCustomRule])) {
  console.log(`- ${error.message}`);
}

// A required argument or input field cannot be deprecated: clients could not stop sending it.
const invalid = buildSchema(`
  type Query {
    tool(id: ID! @deprecated(reason: "Use \`name\`."), name: String): String
  }
`);
for (const error of validateSchema(invalid)) {
  console.log(`Schema error: ${error.message}`);
}
