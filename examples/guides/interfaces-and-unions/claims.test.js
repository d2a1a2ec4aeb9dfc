// Claim tests of the interfaces and unions guide (docs/guides/interfaces-and-unions.mdx): each
// test backs one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17
// and 16.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  graphql,
  GraphQLInterfaceType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  parse,
  validate,
  validateSchema,
} from 'graphql';

class Book {
  constructor(title) {
    this.title = title;
  }
}
class Recording {
  constructor(title) {
    this.title = title;
  }
}

/** Item (interface) with Book and Recording; `query.featured: Item` and `query.book: Book`. */
function catalogSchema({ resolveType, bookIsTypeOf, recordingIsTypeOf, featuredType = (Item) => Item }) {
  const Item = new GraphQLInterfaceType({ name: 'Item', fields: { title: { type: GraphQLString } }, resolveType });
  const BookType = new GraphQLObjectType({
    name: 'Book',
    interfaces: [Item],
    isTypeOf: bookIsTypeOf,
    fields: { title: { type: GraphQLString } },
  });
  const RecordingType = new GraphQLObjectType({
    name: 'Recording',
    interfaces: [Item],
    isTypeOf: recordingIsTypeOf,
    fields: { title: { type: GraphQLString } },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { featured: { type: featuredType(Item) }, book: { type: BookType } },
    }),
    types: [BookType, RecordingType],
  });
}

async function run(schema, source, rootValue, extra = {}) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, rootValue, ...extra })));
}

test('"A client can only select fields [of a union] through fragments on the members (and __typename)"', () => {
  const schema = buildSchema(
    'type Book { title: String } type Member { name: String } union SearchResult = Book | Member type Query { search: [SearchResult] }',
  );
  assert.deepEqual(
    validate(schema, parse('{ search { title } }')).map((error) => error.message),
    ['Cannot query field "title" on type "SearchResult". Did you mean to use an inline fragment on "Book"?'],
  );
  assert.deepEqual(validate(schema, parse('{ search { __typename ... on Book { title } } }')), []);
});

test('"resolveType(value, context, info, abstractType)" returns the name of an object type, "or a promise of one"', async () => {
  const received = [];
  const schema = catalogSchema({
    resolveType: async (value, context, info, abstractType) => {
      received.push([value instanceof Book, context.viewer, info.fieldName, abstractType.name]);
      return 'Book';
    },
  });
  const result = await run(
    schema,
    '{ featured { __typename title } }',
    { featured: new Book('Woodworking') },
    { contextValue: { viewer: 'ines' } },
  );
  assert.deepEqual(result, { data: { featured: { __typename: 'Book', title: 'Woodworking' } } });
  assert.deepEqual(received, [[true, 'ines', 'featured', 'Item']]);
});

test('"isTypeOf(value, context, info)" returns true for its values, "or a promise of a boolean"; without resolveType each possible type is asked in turn, and the first yes wins', async () => {
  const asked = [];
  const schema = catalogSchema({
    bookIsTypeOf: async (value) => (asked.push('Book'), value instanceof Book),
    recordingIsTypeOf: async () => (asked.push('Recording'), true),
  });
  const result = await run(schema, '{ featured { __typename } }', { featured: new Recording('Basics') });
  assert.deepEqual(result, { data: { featured: { __typename: 'Recording' } } });
  // Recording's isTypeOf is asked once more when its object is completed: it must agree.
  assert.deepEqual(asked, ['Book', 'Recording', 'Recording']);

  const first = await run(catalogSchema({ bookIsTypeOf: () => true, recordingIsTypeOf: () => true }), '{ featured { __typename } }', {
    featured: new Recording('Basics'),
  });
  assert.deepEqual(first, { data: { featured: { __typename: 'Book' } } });
});

test('"a later type that answers true at once wins over an earlier one whose answer is still a promise"', async () => {
  const asked = [];
  const schema = catalogSchema({
    bookIsTypeOf: async () => (asked.push('Book'), true),
    recordingIsTypeOf: () => (asked.push('Recording'), true),
  });
  const result = await run(schema, '{ featured { __typename } }', { featured: new Book('The Joy of Woodworking') });
  // Book comes first in the possible types and says yes, but only through a promise.
  assert.deepEqual(result, { data: { featured: { __typename: 'Recording' } } });
  assert.equal(asked[0], 'Book');
});

test('"resolveType ... runs once per value"', async () => {
  let calls = 0;
  const schema = catalogSchema({ resolveType: () => (calls++, 'Book') });
  await run(schema, '{ featured { title __typename ... on Book { title } } }', { featured: new Book('Woodworking') });
  assert.equal(calls, 1);
});

test('"When both exist, resolveType decides, and then the chosen type\'s isTypeOf must agree"', async () => {
  const schema = catalogSchema({ resolveType: () => 'Book', bookIsTypeOf: (value) => value instanceof Book });
  const result = await run(schema, '{ featured { title } }', { featured: new Recording('Basics') });
  assert.deepEqual(result.data, { featured: null });
  assert.equal(result.errors[0].message, 'Expected value of type "Book" but got: { title: "Basics" }.');
});

test('"isTypeOf is also checked where a field returns the object type directly"', async () => {
  const schema = catalogSchema({ resolveType: () => 'Book', bookIsTypeOf: (value) => value instanceof Book });
  const result = await run(schema, '{ book { title } }', { book: new Recording('Basics') });
  assert.deepEqual(result.data, { book: null });
  assert.equal(result.errors[0].message, 'Expected value of type "Book" but got: { title: "Basics" }.');
});

test('"a typeResolver option, used for every abstract type without its own resolveType"; "without it, the default type resolver reads __typename, then tries isTypeOf"', async () => {
  const typeResolver = () => 'Recording';
  const withoutResolveType = catalogSchema({});
  assert.deepEqual(await run(withoutResolveType, '{ featured { __typename } }', { featured: {} }, { typeResolver }), {
    data: { featured: { __typename: 'Recording' } },
  });
  const withResolveType = catalogSchema({ resolveType: () => 'Book' });
  assert.deepEqual(await run(withResolveType, '{ featured { __typename } }', { featured: {} }, { typeResolver }), {
    data: { featured: { __typename: 'Book' } },
  });
  // __typename wins over an isTypeOf that would say yes.
  const defaults = catalogSchema({ bookIsTypeOf: () => true, recordingIsTypeOf: () => true });
  assert.deepEqual(await run(defaults, '{ featured { __typename } }', { featured: { __typename: 'Recording' } }), {
    data: { featured: { __typename: 'Recording' } },
  });
});

test('"A non-null field would, as always, pass the null up to its parent"', async () => {
  const schema = catalogSchema({ resolveType: () => 'Magazine', featuredType: (Item) => new GraphQLNonNull(Item) });
  const result = await run(schema, '{ featured { title } }', { featured: new Book('Woodworking') });
  assert.equal(result.data, null);
  assert.deepEqual(result.errors[0].path, ['featured']);
});

test('"An object type that is reachable only through an interface is not in the schema unless ... you list it in the schema\'s types option"', () => {
  const Item = new GraphQLInterfaceType({ name: 'Item', fields: { title: { type: GraphQLString } } });
  const BookType = new GraphQLObjectType({ name: 'Book', interfaces: [Item], fields: { title: { type: GraphQLString } } });
  const query = new GraphQLObjectType({ name: 'Query', fields: { featured: { type: Item } } });
  assert.equal(new GraphQLSchema({ query }).getType('Book'), undefined);
  assert.equal(new GraphQLSchema({ query, types: [BookType] }).getType('Book'), BookType);
});

test('"resolveType receives the value before any of its fields are resolved: the raw object from your data source"', async () => {
  let seen;
  const schema = catalogSchema({
    resolveType: (value) => {
      seen = { ...value };
      return 'Book';
    },
  });
  await run(schema, '{ featured { title } }', { featured: { kind: 'book', title: () => 'Computed' } });
  assert.deepEqual(Object.keys(seen), ['kind', 'title']);
  assert.equal(typeof seen.title, 'function');
});

test('"Returning undefined from resolveType, or letting every isTypeOf return false, gives the first error"', async () => {
  const message =
    'Abstract type "Item" must resolve to an Object type at runtime for field "Query.featured". Either the "Item" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.';
  const undefinedName = await run(catalogSchema({ resolveType: () => undefined }), '{ featured { title } }', { featured: {} });
  const allFalse = await run(catalogSchema({ bookIsTypeOf: () => false, recordingIsTypeOf: () => false }), '{ featured { title } }', {
    featured: {},
  });
  assert.equal(undefinedName.errors[0].message, message);
  assert.equal(allFalse.errors[0].message, message);
});

test('"Adding a type to a union or an interface can break clients": graphql-js lists both as dangerous changes', () => {
  const before = buildSchema(
    'interface Item { t: String } type Book implements Item { t: String } type Magazine { t: String } union Hit = Book type Query { hit: Hit m: Magazine }',
  );
  const after = buildSchema(
    'interface Item { t: String } type Book implements Item { t: String } type Magazine implements Item { t: String } union Hit = Book | Magazine type Query { hit: Hit m: Magazine }',
  );
  assert.deepEqual(findBreakingChanges(before, after), []);
  assert.deepEqual(
    findDangerousChanges(before, after)
      .map((change) => change.type)
      .sort(),
    ['IMPLEMENTED_INTERFACE_ADDED', 'TYPE_ADDED_TO_UNION'],
  );
});

test('"Interfaces can implement other interfaces; the object type must then list both"', () => {
  const missing = buildSchema(
    'interface Item { t: String } interface Media implements Item { t: String } type Book implements Media { t: String } type Query { m: Media }',
  );
  assert.deepEqual(
    validateSchema(missing).map((error) => error.message),
    ['Type Book must implement Item because it is implemented by Media.'],
  );
  const both = buildSchema(
    'interface Item { t: String } interface Media implements Item { t: String } type Book implements Media & Item { t: String } type Query { m: Media }',
  );
  assert.deepEqual(validateSchema(both), []);
});

test('"graphql 16 and 17 only accept its name"; graphql 16 says support was removed in 16.0.0', async () => {
  const schema = catalogSchema({ resolveType: (_value, _context, info) => info.schema.getType('Book') });
  const result = await run(schema, '{ featured { title } }', { featured: new Book('Woodworking') });
  assert.deepEqual(result.data, { featured: null });
  assert.equal(result.errors.length, 1);
});

test('the union sample: "SearchResult has none [resolveType]", each member\'s isTypeOf in the order of types', () => {
  const Member = new GraphQLObjectType({ name: 'Member', fields: { name: { type: GraphQLString } } });
  const BookType = new GraphQLObjectType({ name: 'Book', fields: { title: { type: GraphQLString } } });
  const union = new GraphQLUnionType({ name: 'SearchResult', types: [BookType, Member] });
  assert.equal(union.resolveType, undefined);
  assert.deepEqual(
    union.getTypes().map((type) => type.name),
    ['Book', 'Member'],
  );
});

test('"Each failure below makes the field null and adds an error with the field\'s path; the rest of the response is unaffected"', async () => {
  const schema = catalogSchema({ resolveType: () => 'Magazine' });
  const result = await run(schema, '{ featured { title } book { title } }', { featured: new Book('A'), book: new Book('B') });
  assert.deepEqual(result.data, { featured: null, book: { title: 'B' } });
  assert.deepEqual(
    result.errors.map((error) => error.path),
    [['featured']],
  );
});

test('"For a union, the type must be one of its members"', async () => {
  const BookType = new GraphQLObjectType({ name: 'Book', fields: { title: { type: GraphQLString } } });
  const Member = new GraphQLObjectType({ name: 'Member', fields: { name: { type: GraphQLString } } });
  const Hit = new GraphQLUnionType({ name: 'Hit', types: [BookType], resolveType: () => 'Member' });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { hit: { type: Hit }, member: { type: Member } } }),
  });
  const result = await run(schema, '{ hit { __typename } }', { hit: {} });
  assert.equal(result.errors[0].message, 'Runtime Object type "Member" is not a possible type for "Hit".');
});
