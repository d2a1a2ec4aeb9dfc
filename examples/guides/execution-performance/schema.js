import { buildSchema } from 'graphql';

export const sdl = `
  type Member {
    id: ID!
    name: String!
  }

  type Tool {
    id: ID!
    name: String!
    category: String
    owner: Member
  }

  type Query {
    tools(first: Int): [Tool!]!
  }
`;

export const schema = buildSchema(sdl);

const members = Array.from({ length: 10 }, (_, index) => ({
  id: `m${index}`,
  name: `Member ${index}`,
}));

/** `count` tools whose fields are plain values. */
export function plainTools(count) {
  return Array.from({ length: count }, (_, index) => ({
    id: `t${index}`,
    name: `Tool ${index}`,
    category: 'Power tools',
    owner: members[index % members.length],
  }));
}

/** The same tools, with `category` and `owner` behind promises, as an async resolver returns them. */
export function asyncTools(count) {
  return plainTools(count).map((tool) => ({
    ...tool,
    category: async () => tool.category,
    owner: async () => tool.owner,
  }));
}

/** A query that spreads `count` fragments, each selecting the same fields. */
export function repeatedFragments(count) {
  const names = Array.from({ length: count }, (_, index) => `F${index}`);
  return [
    `{ tools { ${names.map((name) => `...${name}`).join(' ')} } }`,
    ...names.map((name) => `fragment ${name} on Tool { id name category owner { id name } }`),
  ].join('\n');
}
