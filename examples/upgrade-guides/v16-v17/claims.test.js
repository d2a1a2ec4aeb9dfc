// Claim tests of the upgrade guide (docs/upgrade-guides/v16-v17.mdx): each test backs one
// sentence of the page's prose, quoted in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildSchema, parse, TypeInfo, ValidationContext} from 'graphql';

test('"ValidationContext keeps its positional constructor"', () => {
  const schema = buildSchema('type Query { a: Int }');
  const document = parse('{ a }');
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => {});
  assert.equal(context.getSchema(), schema);
  assert.equal(context.getDocument(), document);
});
