import { experimentalExecuteIncrementally, parse } from 'graphql';
import { rootValue, schema } from './schema.js';

// inStock is non-null and fails for the tile cutter; reviews would succeed.
const document = parse(`
  query ToolPage($defer: Boolean!) {
    tool(name: "Tile cutter") {
      name
      ... @defer(if: $defer) { inStock reviews { rating } }
    }
  }
`);

for (const defer of [false, true]) {
  const result = await experimentalExecuteIncrementally({
    schema,
    document,
    rootValue,
    variableValues: { defer },
  });
  console.log(`# $defer: ${defer}`);
  if (!('initialResult' in result)) {
    console.log(JSON.stringify(result));
    continue;
  }
  console.log(JSON.stringify(result.initialResult));
  for await (const payload of result.subsequentResults) {
    console.log(JSON.stringify(payload));
  }
}
