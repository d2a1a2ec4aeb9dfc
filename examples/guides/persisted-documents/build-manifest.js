// The client's build step: hashes every operation the client ships and prints the manifest, the
// file the server runs from. Run: node build-manifest.js [folder] > manifest.json
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getOperationAST, parse, validate } from 'graphql';
import { documentIdOf } from './document-id.js';
import { schema } from './schema.js';

const folder = process.argv[2] ?? 'operations';
const manifest = {};
const problems = [];

for (const file of (await readdir(folder)).filter((name) => name.endsWith('.graphql')).sort()) {
  const text = await readFile(path.join(folder, file), 'utf8');
  let document;
  try {
    document = parse(text);
  } catch (syntaxError) {
    problems.push(`${file}: ${syntaxError.message}`);
    continue;
  }
  // A document the schema refuses would fail on every request: better to fail the build.
  const errors = validate(schema, document);
  problems.push(...errors.map((error) => `${file}: ${error.message}`));
  if (errors.length === 0 && getOperationAST(document)?.name === undefined) {
    problems.push(`${file}: one named operation per file`);
  }
  manifest[documentIdOf(text)] = text;
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log(JSON.stringify(manifest, null, 2));
}
