// graphql 16 only: every import on the next lines is gone in graphql 17.
import {
  assertValidName,
  buildSchema,
  formatError,
  getOperationRootType,
  getVisitFn,
  GraphQLError,
  isValidNameError,
  Kind,
  parse,
  printError,
} from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const [operation] = parse('{ hello }').definitions;

console.log(getOperationRootType(schema, operation).name);
console.log(assertValidName('Product'));
console.log(isValidNameError('__product')?.message);

const visitor = {Field: {enter: () => 'entering a field'}};
console.log(getVisitFn(visitor, Kind.FIELD, false)());

const error = new GraphQLError('Something failed');
console.log(formatError(error));
console.log(printError(error));
