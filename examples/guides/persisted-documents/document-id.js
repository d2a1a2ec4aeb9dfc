import { createHash } from 'node:crypto';

// The id of a document: the SHA-256 of its exact text, in hexadecimal, with the algorithm's name
// in front. Client and server each compute it; one changed character changes the id.
export function documentIdOf(text) {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}
