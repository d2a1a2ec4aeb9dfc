import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

const SAMPLES = [
  ['guides/authorization/field-checks.js', 'guides/authorization/field-checks.output.txt'],
  ['guides/authorization/separate-schemas.js', 'guides/authorization/separate-schemas.output.txt'],
  ['guides/authorization/directive.js', 'guides/authorization/directive.output.txt'],
] as const;

describe('guides/authorization', () => {
  for (const version of BOTH_VERSIONS) {
    for (const [sample, output] of SAMPLES) {
      test(`${sample} with graphql ${version}`, () => assertSamplePrints(sample, output, {version}));
    }
  }
});
