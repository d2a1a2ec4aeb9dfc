/** The page types the benchmark measures, one representative page each. */
export interface BenchPage {
  label: string;
  path: string;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {label: 'Home', path: '/'},
  {label: 'Tutorial', path: '/docs/tutorials/basic-types'},
  {label: 'API class', path: '/api/class/GraphQLObjectType'},
  {label: 'API function', path: '/api/function/graphql'},
];
