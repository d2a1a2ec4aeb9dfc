import { buildSchema, graphql } from 'graphql';
import { ForbiddenError, NotFoundError } from './error-classes.js';
import { maskError } from './mask-error.js';

const schema = buildSchema(`
  type Member {
    name: String!
    email: String
  }

  type Query {
    member(id: ID!): Member
    loansDueToday: Int
  }
`);

const members = new Map([['1', { name: 'Ines' }]]);

const rootValue = {
  member: ({ id }) => {
    const member = members.get(id);
    if (!member) {
      throw new NotFoundError('Member', id);
    }
    return {
      ...member,
      email: () => {
        throw new ForbiddenError('Only staff may read e-mail addresses.');
      },
    };
  },
  loansDueToday: () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
};

const source = `{
  ines: member(id: "1") { name email }
  nobody: member(id: "99") { name }
  loansDueToday
}`;

const result = await graphql({ schema, source, rootValue });

// The same result, masked before it leaves the server.
const masked = {
  ...result,
  errors: result.errors?.map((error) => maskError(error, (line) => console.log(`[server log] ${line}`))),
};
console.log(JSON.stringify(masked, null, 2));
