// graphql 17 only: the replacements.
import {
  coerceInputLiteral,
  coerceInputValue,
  GraphQLInt,
  parseValue,
  print,
  validateInputValue,
  valueToLiteral,
} from 'graphql';

// value -> literal
console.log(print(valueToLiteral(42, GraphQLInt)));

// literal -> value (undefined when invalid)
console.log(
  coerceInputLiteral(parseValue('42'), GraphQLInt),
  coerceInputLiteral(parseValue('"42"'), GraphQLInt),
);

// external value -> value: undefined when invalid; validateInputValue says why
for (const input of [42, '42']) {
  const coerced = coerceInputValue(input, GraphQLInt);
  if (coerced !== undefined) {
    console.log('coerced:', coerced);
  } else {
    validateInputValue(input, GraphQLInt, (error, path) =>
      console.log('error:', error.message, path),
    );
  }
}
