// How many times slower `variant` is than `baseline`: the fastest of 15 runs of each, taken in
// turns so that both meet the same load.
export async function slowdown(baseline, variant) {
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

// Times differ from machine to machine; the samples print whether each case is past a bound
// well below what it measures on a quiet machine, so their output is the same everywhere.
export function report(what, ratio, bound) {
  const verdict =
    ratio > bound ? `more than ${bound} times slower` : `only ${ratio.toFixed(1)} times slower`;
  console.log(`${what}: ${verdict}`);
}
