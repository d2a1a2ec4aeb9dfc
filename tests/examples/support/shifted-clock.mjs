// Preloaded with NODE_OPTIONS=--import into a server under test, to let time pass without waiting
// for it: Date.now runs ahead of the real clock by the milliseconds written in the file that
// CLOCK_OFFSET_FILE names, which the test rewrites.
import {readFileSync} from 'node:fs';

const realNow = Date.now;
const offsetFile = process.env.CLOCK_OFFSET_FILE;
Date.now = () => realNow() + Number(readFileSync(offsetFile, 'utf8'));
