// graphql 17 only: how the "exports" map resolves imports on Node.js 22 and newer.
import {createRequire} from 'node:module';
import * as imported from 'graphql';

const require = createRequire(import.meta.url);

// One copy of the package, whether it is imported or required.
const required = require('graphql');
console.log(
  'import and require share GraphQLString:',
  imported.GraphQLString === required.GraphQLString,
);

// Subpaths: folders and files without an extension, or with .js.
for (const specifier of [
  'graphql/execution',
  'graphql/language/parser',
  'graphql/language/parser.js',
  'graphql/language/parser.mjs',
  'graphql/subscription',
  'graphql/package.json',
]) {
  try {
    await import(specifier);
    console.log(`${specifier}: loads`);
  } catch (error) {
    console.log(`${specifier}: ${error.code}`);
  }
}
