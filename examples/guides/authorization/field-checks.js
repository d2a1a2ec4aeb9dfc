import { graphql } from 'graphql';
import { viewers } from './library.js';
import { printResult } from './print-result.js';
import { rootValue, schema } from './schema.js';

// Two paths to the members' emails: the member list, and each tool's owner.
const source = '{ tools { name owner { name email } } members { name email } }';

for (const [name, viewer] of Object.entries(viewers)) {
  const result = await graphql({ schema, source, rootValue, contextValue: { viewer } });
  printResult(name, result);
}
