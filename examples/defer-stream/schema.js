import { setTimeout as sleep } from 'node:timers/promises';
import { buildSchema, GraphQLDeferDirective, GraphQLSchema, GraphQLStreamDirective } from 'graphql';

const sdlSchema = buildSchema(`
  type Review {
    rating: Int!
    comment: String!
  }

  type Tool {
    name: String!
    "Slow: the reviews live in another service."
    reviews: [Review!]!
    "From the warehouse service, which cannot always answer."
    inStock: Boolean!
  }

  type Query {
    tool(name: String!): Tool
    tools: [Tool!]!
  }
`);

// @defer and @stream are not part of specifiedDirectives: a schema opts in by listing them.
export const schema = new GraphQLSchema({
  ...sdlSchema.toConfig(),
  directives: [...sdlSchema.getDirectives(), GraphQLDeferDirective, GraphQLStreamDirective],
});

class Tool {
  constructor(name, reviews) {
    this.name = name;
    this.storedReviews = reviews;
  }

  async reviews() {
    await sleep(50);
    return this.storedReviews;
  }

  async inStock() {
    await sleep(10);
    if (this.name === 'Tile cutter') {
      throw new Error('The warehouse service did not answer.');
    }
    return true;
  }
}

const tools = [
  new Tool('Cordless drill', [{ rating: 5, comment: 'Two batteries included.' }]),
  new Tool('Step ladder', []),
  new Tool('Tile cutter', [{ rating: 4, comment: 'Heavy, but cuts cleanly.' }]),
];

export const rootValue = {
  tool: ({ name }) => tools.find((tool) => tool.name === name),
  // An async generator: each tool can be sent as soon as it is produced.
  tools: async function* listTools() {
    yield* tools;
  },
};
