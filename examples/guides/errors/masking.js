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
    librarianOnDuty: String
  }
`);

const members = new Map([['1', { name: 'Ines' }]]);
const staff = new Map([['s1', { name: 'Ada', doorCode: '4711' }]]);

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
  // A bug: the whole row instead of its name. String refuses it, and says what it got.
  librarianOnDuty: () => staff.get('s1'),
};

const source = `{
  ines: member(id: "1") { name email }
  nobody: member(id: "99") { name }
  loansDueToday
  librarianOnDuty
}`;

const result = await graphql({ schema, source, rootValue });

// The same errors, masked before they leave the server. This log prints its line only; a real
// one (console.error, say) would also print the error it receives as second argument.
const log = (line) => console.log(`[server log] ${line}`);
console.log('errors sent to the client:');
for (const error of result.errors) {
  console.log(JSON.stringify(maskError(error, log)));
}
console.log('data:', JSON.stringify(result.data));
