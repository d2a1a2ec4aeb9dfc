// The samples a reader can run in the page (the Run button of src/theme/CodeBlock) and the graphql
// majors each runs on. The example tests (tests/examples/) run these samples on the same majors,
// read from here, so this list is the one place that says a sample is graphql 17 only. Imports
// nothing, so the browser and the tests can both read it.

export type GraphQLMajor = '17' | '16';

const BOTH: readonly GraphQLMajor[] = ['17', '16'];
const ONLY_17: readonly GraphQLMajor[] = ['17'];

/**
 * Paths under `examples/` of the samples that need no server: they import only `graphql` and
 * print with console.log. Left out: samples that import other files or packages, start a
 * server or call one, or use Node.js globals.
 */
export const RUNNABLE_SAMPLES = {
  'index/first-query.js': BOTH,
  'index/errors.js': BOTH,
  'basic-types/scalars.js': BOTH,
  'basic-types/coercion-errors.js': BOTH,
  // coerceOutputValue and the other coercion hooks are graphql 17 names that 16 ignores.
  'basic-types/custom-scalar.js': ONLY_17,
  'passing-arguments/arguments.js': BOTH,
  'object-types/classes.js': BOTH,
  'mutations-and-input-types/tool-store.js': BOTH,
  'constructing-types/code-first.js': BOTH,
  'constructing-types/enum-type.js': BOTH,
  'guides/custom-scalars/date-time.js': BOTH,
  'guides/custom-scalars/portable.js': BOTH,
  'guides/errors/request-vs-field.js': BOTH,
  'guides/errors/cause.js': BOTH,
  'guides/interfaces-and-unions/sdl.js': BOTH,
  'guides/interfaces-and-unions/code-first.js': BOTH,
  'guides/interfaces-and-unions/mistakes.js': BOTH,
  'guides/one-of-input-objects/sdl.js': BOTH,
  'guides/one-of-input-objects/code-first.js': BOTH,
  'guides/pagination/offset-drift.js': BOTH,
  'guides/pagination/connection.js': BOTH,
  'guides/object-identification/node-field.js': BOTH,
  'guides/resolvers/four-arguments.js': BOTH,
  'guides/resolvers/default-resolver.js': BOTH,
  'guides/resolvers/requested-fields.js': BOTH,
  'guides/resolvers/return-values.js': BOTH,
  'guides/executable-directives/document-directives.js': BOTH,
  'guides/executable-directives/schema-directives.js': BOTH,
  'guides/nullability/propagation.js': BOTH,
  'guides/nullability/disable-propagation.js': BOTH,
  'guides/mocking/mock-schema.js': BOTH,
  'guides/schema-evolution/deprecations.js': BOTH,
  // findSchemaChanges is graphql 17 only.
  'guides/schema-evolution/changes.js': ONLY_17,
} as const satisfies Record<string, readonly GraphQLMajor[]>;

/** The `groupId` of the pages' "graphql 17 / graphql 16" output tabs, whose values are majors. */
export const GRAPHQL_VERSION_TABS = 'graphql-version';

export type RunnableSample = keyof typeof RUNNABLE_SAMPLES;

export function isRunnableSample(path: string): path is RunnableSample {
  return Object.hasOwn(RUNNABLE_SAMPLES, path);
}

/** The expected output file of a runnable sample, beside it: `name.output.txt`. */
export function sampleOutputPath(sample: RunnableSample): string {
  return sample.replace(/\.js$/, '.output.txt');
}
