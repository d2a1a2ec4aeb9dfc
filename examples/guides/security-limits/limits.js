import { execute, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate } from 'graphql';
import { costLimitRule, shapeLimitRule } from './rules.js';
import { MAX_LIST_SIZE, rootValue, schema } from './schema.js';

// Limits applied before execution: while parsing, then during validation.
const parseOptions = { maxSourceLength: 2_000, maxLexicalTokens: 200 };
const rules = [
  ...specifiedRules,
  shapeLimitRule({ maxDepth: 5, maxAliases: 10, maxCallsPerField: 10 }),
  costLimitRule({ maxCost: 1_000, maxListSize: MAX_LIST_SIZE }),
  NoSchemaIntrospectionCustomRule,
];

async function check(label, source, variableValues) {
  let document;
  try {
    document = parse(source, parseOptions);
  } catch (syntaxError) {
    console.log(`${label}: refused by parse: ${syntaxError.message}`);
    return;
  }
  const errors = validate(schema, document, rules);
  if (errors.length > 0) {
    console.log(`${label}: refused by validate:`);
    for (const error of errors) {
      console.log(`  ${error.message}`);
    }
    return;
  }
  const result = await execute({ schema, document, rootValue, variableValues });
  console.log(
    `${label}: accepted; execution: ${result.errors?.map((error) => error.message).join(' ') ?? 'no errors'}`,
  );
}

await check(
  'A typical query',
  '{ tools(first: 20) { name owner { name } loans(first: 5) { returnedOn } } }',
);

await check('A long document', `{ tools { name } }\n${'# padding\n'.repeat(300)}`);

await check('Many tokens', `{ tools { ${'name '.repeat(250)}} }`);

await check('Deep nesting', '{ tools { owner { tools { owner { tools { owner { name } } } } } } }');

const guesses = Array.from(
  { length: 12 },
  (_, i) => `try${i}: login(email: "a@b.c", password: "pw${i}")`,
);
await check('Alias batching', `{ ${guesses.join(' ')} }`);
// Ten aliases pass the alias limit; the plain call beside them is an eleventh try.
await check(
  'Aliases and a plain call',
  `{ ${guesses.slice(0, 10).join(' ')} login(email: "a@b.c", password: "pw10") }`,
);

await check('Large lists', '{ tools(first: 100) { loans(first: 50) { borrower { name } } } }');

await check(
  'Lists in a fragment',
  '{ tools { ...ToolLoans } } fragment ToolLoans on Tool { loans { borrower { name } } }',
);

await check(
  'A negative first',
  '{ a: tools(first: -100) { loans { borrower { name } } } b: tools { loans { borrower { name } } } }',
);

await check(
  'A negative first in a variable',
  'query ($first: Int) { tools(first: $first) { name } }',
  { first: -100 },
);

await check('Introspection', '{ __schema { types { name } } }');
