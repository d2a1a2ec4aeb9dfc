import {
  graphql,
  GraphQLID,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql';

// The data layer's own classes. Nothing in them mentions GraphQL.
class Book {
  constructor(id, title, pages) {
    Object.assign(this, { id, title, pages });
  }
}
class Recording {
  constructor(id, title, minutes) {
    Object.assign(this, { id, title, minutes });
  }
}
class Member {
  constructor(name) {
    this.name = name;
  }
}

// resolveType: the abstract type decides, and returns the *name* of an object type.
const ItemType = new GraphQLInterfaceType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
  },
  resolveType: (value) => (value instanceof Book ? 'Book' : 'Recording'),
});

// isTypeOf: each object type recognizes its own values. The union below has no resolveType,
// so graphql-js asks each member in turn.
const BookType = new GraphQLObjectType({
  name: 'Book',
  interfaces: [ItemType],
  isTypeOf: (value) => value instanceof Book,
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    pages: { type: new GraphQLNonNull(GraphQLInt) },
  },
});
const RecordingType = new GraphQLObjectType({
  name: 'Recording',
  interfaces: [ItemType],
  isTypeOf: (value) => value instanceof Recording,
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    minutes: { type: new GraphQLNonNull(GraphQLInt) },
  },
});
const MemberType = new GraphQLObjectType({
  name: 'Member',
  isTypeOf: (value) => value instanceof Member,
  fields: { name: { type: new GraphQLNonNull(GraphQLString) } },
});

const SearchResultType = new GraphQLUnionType({
  name: 'SearchResult',
  types: [BookType, RecordingType, MemberType],
});

const everything = [
  new Book('b1', 'The Joy of Woodworking', 212),
  new Recording('r1', 'Woodworking Basics', 48),
  new Member('Ines Wood'),
];

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ItemType))),
        resolve: () => everything.filter((entry) => !(entry instanceof Member)),
      },
      search: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SearchResultType))),
        args: { text: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_source, { text }) =>
          everything.filter((entry) =>
            (entry.title ?? entry.name).toLowerCase().includes(text.toLowerCase()),
          ),
      },
    },
  }),
});

const source = `
  {
    items { __typename title }
    search(text: "wood") {
      __typename
      ... on Book { pages }
      ... on Recording { minutes }
      ... on Member { name }
    }
  }
`;

const result = await graphql({ schema, source });
console.log(JSON.stringify(result, null, 2));
