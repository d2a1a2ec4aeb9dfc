// Runs on graphql 16 and 17: printed object literals. graphql 17 writes a space
// inside the braces, in documents, in schemas and in introspection's defaultValue,
// and prints a default as it was written: graphql 16 added the input fields'
// own defaults (inStock) that the literal left out.
import {buildSchema, graphql, parse, print, printSchema} from 'graphql';

console.log(print(parse('{ products(filter: {category: "desks"}) }')));

const schema = buildSchema(`
  type Query { products(filter: ProductFilter = {category: "lamps"}): [String] }
  input ProductFilter { category: String inStock: Boolean = true }
`);
console.log(printSchema(schema));

const {data} = await graphql({
  schema,
  source: '{ __type(name: "Query") { fields { args { defaultValue } } } }',
});
console.log('defaultValue:', data.__type.fields[0].args[0].defaultValue);
