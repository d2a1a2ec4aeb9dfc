// Prints the value of the `integrity` attribute for a file: node integrity.js path/to/file
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const digest = createHash('sha384').update(readFileSync(process.argv[2])).digest('base64');
console.log(`sha384-${digest}`);
