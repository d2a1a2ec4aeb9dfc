// How many times as long `variant` takes as `baseline`: the fastest of 15 runs of each, taken in
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

// The ratio depends on the machine and on what else runs on it: read its order of magnitude.
export function report(what, ratio) {
  console.log(`${what}: ${ratio.toFixed(1)} times as long`);
}
