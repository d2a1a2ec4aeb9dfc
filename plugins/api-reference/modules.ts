/**
 * The modules of graphql-js, in reading order. The package's folders decide which module an
 * export belongs to (see `moduleOfSpecifier`); the root entry point `graphql` holds the request
 * pipeline. The ids are the import paths' last segment: `graphql/language` is `language`.
 */
export const API_MODULES = [
  {
    id: 'graphql',
    title: 'Request pipeline',
    description: 'Run a whole request in one call (parse, validate, execute) and read the library version and settings.',
  },
  {
    id: 'language',
    title: 'Language',
    description: 'Lex, parse and print GraphQL documents, and visit or transform their syntax tree.',
  },
  {
    id: 'type',
    title: 'Type system',
    description: 'Define a schema: named types, fields, directives and introspection types, with a check for each.',
  },
  {
    id: 'execution',
    title: 'Execution',
    description: 'Execute queries, mutations and subscriptions against a schema and shape their results.',
  },
  {
    id: 'validation',
    title: 'Validation',
    description: 'Check a document against a schema with the specified rules, or with rules of your own.',
  },
  {
    id: 'utilities',
    title: 'Utilities',
    description: 'Build, extend, print and compare schemas, work with introspection, and coerce values.',
  },
  {
    id: 'error',
    title: 'Errors',
    description: 'The GraphQLError class and the helpers that create located and syntax errors.',
  },
] as const;

export type ApiModuleId = (typeof API_MODULES)[number]['id'];

// graphql 16 kept subscriptions in a folder of their own; they are part of execution.
const FOLDER_ALIASES: Record<string, ApiModuleId> = {subscription: 'execution'};

/**
 * The module of an export, from the path index.d.ts re-exports it from: `./language/index.js`
 * is language, a file at the package root (`./graphql.js`, `./version.js`) is the root `graphql`.
 * An unknown folder throws, so a new module in a future release is noticed, not dumped somewhere.
 */
export function moduleOfSpecifier(specifier: string): ApiModuleId {
  const segments = specifier.replace(/^\.\//, '').split('/');
  if (segments.length === 1) return 'graphql';
  const folder = segments[0];
  const known = API_MODULES.find((module) => module.id === folder)?.id ?? FOLDER_ALIASES[folder];
  if (!known) throw new Error(`api-reference: no module is declared for the folder "${folder}" (${specifier})`);
  return known;
}
