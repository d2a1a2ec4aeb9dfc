import { buildSchema, graphql } from 'graphql';

// Two abstract types: every Item has an id and a title; a search hit can be an item or a member.
const schema = buildSchema(`
  interface Item {
    id: ID!
    title: String!
  }

  type Book implements Item {
    id: ID!
    title: String!
    pages: Int!
  }

  type Recording implements Item {
    id: ID!
    title: String!
    minutes: Int!
  }

  type Member {
    name: String!
  }

  union SearchResult = Book | Recording | Member

  type Query {
    items: [Item!]!
    search(text: String!): [SearchResult!]!
  }
`);

// With buildSchema there is nowhere to write resolveType, so each object names its own type
// in __typename. graphql-js's default type resolver reads that property.
const catalog = [
  { __typename: 'Book', id: 'b1', title: 'The Joy of Woodworking', pages: 212 },
  { __typename: 'Recording', id: 'r1', title: 'Woodworking Basics', minutes: 48 },
];
const members = [{ __typename: 'Member', name: 'Ines Wood' }];

const rootValue = {
  items: () => catalog,
  search: ({ text }) =>
    [...catalog, ...members].filter((entry) =>
      (entry.title ?? entry.name).toLowerCase().includes(text.toLowerCase()),
    ),
};

const source = `
  {
    items {
      __typename
      id
      title
      ... on Book { pages }
      ... on Recording { minutes }
    }
    search(text: "wood") {
      __typename
      ... on Item { title }
      ... on Member { name }
    }
  }
`;

const result = await graphql({ schema, source, rootValue });
console.log(JSON.stringify(result, null, 2));
