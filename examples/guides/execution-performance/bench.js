import { buildSchema, execute, parse, validate } from 'graphql';
import { asyncTools, plainTools, repeatedFragments, schema, sdl } from './schema.js';

// How many times slower `variant` is than `baseline`: the fastest of 15 runs of each, taken in
// turns so that both meet the same load.
async function slowdown(baseline, variant) {
  let fastestBaseline = Infinity;
  let fastestVariant = Infinity;
  for (let round = 0; round < 18; round += 1) {
    let started = performance.now();
    await baseline();
    const baselineTime = performance.now() - started;
    started = performance.now();
    await variant();
    const variantTime = performance.now() - started;
    // The first rounds warm up the code; they are not counted.
    if (round >= 3) {
      fastestBaseline = Math.min(fastestBaseline, baselineTime);
      fastestVariant = Math.min(fastestVariant, variantTime);
    }
  }
  return fastestVariant / fastestBaseline;
}

// Times differ from machine to machine; the sample prints whether each case is past a bound
// well below what it measures on a quiet machine, so its output is the same everywhere.
function report(what, ratio, bound) {
  const verdict =
    ratio > bound ? `more than ${bound} times slower` : `only ${ratio.toFixed(1)} times slower`;
  console.log(`${what}: ${verdict}`);
}

const smallQuery = parse('{ tools(first: 5) { id name } }');
const fiveTools = { tools: plainTools(5) };
report(
  'Building the schema in each request',
  await slowdown(
    () => execute({ schema, document: smallQuery, rootValue: fiveTools }),
    () => execute({ schema: buildSchema(sdl), document: smallQuery, rootValue: fiveTools }),
  ),
  3,
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
  3,
);

const tools = plainTools(1000);
const toolsWithPromises = asyncTools(1000);
report(
  'Two fields per tool behind promises, 1,000 tools',
  await slowdown(
    () => execute({ schema, document, rootValue: { tools } }),
    () => execute({ schema, document, rootValue: { tools: toolsWithPromises } }),
  ),
  1.5,
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
  3,
);
