import {
  buildSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { costLimitRule, shapeLimitRule } from './rules.js';

const schema = buildSchema(`
  type Member {
    name: String!
    tools(first: Int): [Tool!]!
  }

  type Tool {
    name: String!
    owner: Member!
    loans(first: Int): [Loan!]!
  }

  type Loan {
    borrower: Member!
    returnedOn: String
  }

  type Query {
    tools(first: Int): [Tool!]!
    login(email: String!, password: String!): Boolean!
  }
`);

// Limits applied before execution: while parsing, then during validation.
const parseOptions = { maxSourceLength: 2_000, maxLexicalTokens: 200 };
const rules = [
  ...specifiedRules,
  shapeLimitRule({ maxDepth: 5, maxAliases: 10 }),
  costLimitRule({ maxCost: 1_000, maxListSize: 100 }),
  NoSchemaIntrospectionCustomRule,
];

function check(label, source) {
  let document;
  try {
    document = parse(source, parseOptions);
  } catch (syntaxError) {
    console.log(`${label}: refused by parse: ${syntaxError.message}`);
    return;
  }
  const errors = validate(schema, document, rules);
  console.log(errors.length === 0 ? `${label}: accepted` : `${label}: refused by validate:`);
  for (const error of errors) {
    console.log(`  ${error.message}`);
  }
}

check('A typical query', '{ tools(first: 20) { name owner { name } loans(first: 5) { returnedOn } } }');

check('A long document', `{ tools { name } }\n${'# padding\n'.repeat(300)}`);

check('Many tokens', `{ tools { ${'name '.repeat(250)}} }`);

check('Deep nesting', '{ tools { owner { tools { owner { tools { owner { name } } } } } } }');

const guesses = Array.from({ length: 12 }, (_, i) => `try${i}: login(email: "a@b.c", password: "pw${i}")`);
check('Alias batching', `{ ${guesses.join(' ')} }`);

check('Large lists', '{ tools(first: 100) { loans(first: 50) { borrower { name } } } }');

check(
  'Lists in a fragment',
  '{ tools { ...ToolLoans } } fragment ToolLoans on Tool { loans { borrower { name } } }',
);

check('Introspection', '{ __schema { types { name } } }');
