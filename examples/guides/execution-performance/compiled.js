import { execute, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { report, slowdown } from './measure.js';
import { plainTools, schema } from './schema.js';

const document = parse('{ tools { id name category owner { id name } } }');
const rootValue = { tools: plainTools(1000) };

// Compile once per document, then run the compiled query for every request that sends it.
const compiled = compileQuery(schema, document);
if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled.errors));

const compiledResult = await compiled.query(rootValue, {}, {});
const executeResult = await execute({ schema, document, rootValue });
console.log(
  `Same result as execute: ${JSON.stringify(compiledResult) === JSON.stringify(executeResult)}`,
);

report(
  'execute, against the compiled query, 1,000 tools',
  await slowdown(
    () => compiled.query(rootValue, {}, {}),
    () => execute({ schema, document, rootValue }),
  ),
);

report(
  'Compiling the query, against executing it once',
  await slowdown(
    () => execute({ schema, document, rootValue: { tools: plainTools(10) } }),
    () => compileQuery(schema, document),
  ),
);
