// graphql 17 only: @defer and @stream, and the three ways to execute them.
import {
  buildSchema,
  execute,
  experimentalExecuteIncrementally,
  GraphQLDeferDirective,
  GraphQLSchema,
  GraphQLStreamDirective,
  legacyExecuteIncrementally,
  parse,
  validate,
} from 'graphql';

// @defer and @stream are opt-in: a schema without them refuses them in validation.
const sdlSchema = buildSchema(`
  type Query { product: Product }
  type Product { name: String reviews: [String] }
`);
const schema = new GraphQLSchema({
  ...sdlSchema.toConfig(),
  directives: [...sdlSchema.getDirectives(), GraphQLDeferDirective, GraphQLStreamDirective],
});
const rootValue = {
  product: {name: 'Lamp', reviews: async () => ['Bright', 'Sturdy']},
};
const document = parse(`{
  product {
    name
    ... @defer(label: "reviews") { reviews }
  }
}`);

console.log(
  'without the directives:',
  validate(sdlSchema, document).map((error) => error.message),
);
console.log('with them:', validate(schema, document).length, 'errors');

// execute: refuses a schema that has the directives, and an operation that
// would need more than one payload.
for (const executeOn of [schema, sdlSchema]) {
  try {
    await execute({schema: executeOn, document, rootValue});
  } catch (error) {
    console.log(`${error.name}: ${error.message}`);
  }
}

// The current format: pending / incremental / completed, with ids.
async function printAll(result) {
  console.log(JSON.stringify(result.initialResult));
  for await (const payload of result.subsequentResults) {
    console.log(JSON.stringify(payload));
  }
}
console.log('experimentalExecuteIncrementally:');
await printAll(await experimentalExecuteIncrementally({schema, document, rootValue}));

// The format that earlier 17 pre-releases and some clients expect: path and label on each payload.
console.log('legacyExecuteIncrementally:');
await printAll(await legacyExecuteIncrementally({schema, document, rootValue}));
