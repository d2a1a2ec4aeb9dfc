// Runs on graphql 16 and 17: each replacement already exists in 16.
import {assertName, buildSchema, getEnterLeaveForKind, GraphQLError, Kind, parse} from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const [operation] = parse('{ hello }').definitions;

// getOperationRootType(schema, operation)
console.log(schema.getRootType(operation.operation).name);

// assertValidName(name) and isValidNameError(name): assertName checks the
// characters only, so the rule about the reserved "__" prefix is written out.
function assertValidTypeName(name) {
  if (name.startsWith('__')) {
    throw new GraphQLError(`Name "${name}" must not begin with "__".`);
  }
  return assertName(name);
}
console.log(assertValidTypeName('Product'));
for (const name of ['__product', 'product-id']) {
  try {
    assertValidTypeName(name);
  } catch (error) {
    console.log(error.message);
  }
}

// getVisitFn(visitor, kind, isLeaving)
const visitor = {Field: {enter: () => 'entering a field'}};
console.log(getEnterLeaveForKind(visitor, Kind.FIELD).enter());

// formatError(error) and printError(error)
const error = new GraphQLError('Something failed');
console.log(error.toJSON());
console.log(error.toString());
