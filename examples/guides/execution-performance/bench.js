import { buildSchema, execute, parse, validate } from 'graphql';
import { report, slowdown } from './measure.js';
import { asyncTools, plainTools, repeatedFragments, schema, sdl } from './schema.js';

const smallQuery = parse('{ tools(first: 5) { id name } }');
const fiveTools = { tools: plainTools(5) };
report(
  'Building the schema in each request',
  await slowdown(
    () => execute({ schema, document: smallQuery, rootValue: fiveTools }),
    () => execute({ schema: buildSchema(sdl), document: smallQuery, rootValue: fiveTools }),
  ),
);

const source = '{ tools(first: 5) { id name category owner { id name } } }';
const document = parse(source);
report(
  'Parsing and validating the same text in each request',
  await slowdown(
    () => execute({ schema, document, rootValue: fiveTools }),
    () => {
      const parsed = parse(source);
      validate(schema, parsed);
      return execute({ schema, document: parsed, rootValue: fiveTools });
    },
  ),
);

const tools = plainTools(1000);
const toolsWithPromises = asyncTools(1000);
report(
  'Two fields per tool behind promises, 1,000 tools',
  await slowdown(
    () => execute({ schema, document, rootValue: { tools } }),
    () => execute({ schema, document, rootValue: { tools: toolsWithPromises } }),
  ),
);

const once = parse(
  '{ tools { ...F0 } } fragment F0 on Tool { id name category owner { id name } }',
);
const spread = parse(repeatedFragments(30));
report(
  'Validating the same fields spread by 30 fragments',
  await slowdown(
    () => validate(schema, once),
    () => validate(schema, spread),
  ),
);
