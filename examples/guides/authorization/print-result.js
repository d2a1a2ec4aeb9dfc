// Prints a result compactly: the data on one line, then each error with its path and code.
export function printResult(label, result) {
  console.log(label);
  // A request that fails validation has no data at all: nothing was executed.
  console.log('data' in result ? `  data: ${JSON.stringify(result.data)}` : '  no data');
  for (const error of result.errors ?? []) {
    const where = error.path ? ` at ${error.path.join('.')}` : '';
    const code = error.extensions?.code ? ` (${error.extensions.code})` : '';
    console.log(`  error${where}: ${error.message}${code}`);
  }
}
