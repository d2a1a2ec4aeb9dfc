// graphql 16 value helpers. On graphql 17 they still run (astFromValue and
// valueFromAST are deprecated), but coerceInputValue no longer throws.
import {astFromValue, coerceInputValue, GraphQLInt, parseValue, print, valueFromAST} from 'graphql';

// value -> literal
console.log(print(astFromValue(42, GraphQLInt)));

// literal -> value (undefined when invalid)
console.log(
  valueFromAST(parseValue('42'), GraphQLInt),
  valueFromAST(parseValue('"42"'), GraphQLInt),
);

// external value -> value: throws when invalid
for (const input of [42, '42']) {
  try {
    console.log('coerced:', coerceInputValue(input, GraphQLInt));
  } catch (error) {
    console.log('error:', error.message);
  }
}
