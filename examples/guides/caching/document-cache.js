import { parse, specifiedRules, validate } from 'graphql';

const PARSE_OPTIONS = { maxSourceLength: 10_000, maxLexicalTokens: 1_000 };
const MAX_ENTRIES = 500;

// Valid documents, parsed and validated once: per schema, then per text. A new schema (after a
// deployment or a reload) starts with an empty cache, since a document valid against one schema
// may not be against another.
const cachesBySchema = new WeakMap();

// Parses and validates `source` against `schema` with the standard rules and `rules`, or returns
// what was found the last time. `rules` must be the same every time for a given schema.
export function prepareDocument(schema, source, rules = []) {
  let cache = cachesBySchema.get(schema);
  if (cache === undefined) {
    cache = new Map();
    cachesBySchema.set(schema, cache);
  }
  const cached = cache.get(source);
  if (cached !== undefined) {
    // Most recently used last: a Map iterates in insertion order.
    cache.delete(source);
    cache.set(source, cached);
    return { document: cached, errors: [] };
  }
  let document;
  try {
    document = parse(source, PARSE_OPTIONS);
  } catch (syntaxError) {
    return { errors: [syntaxError] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...rules]);
  // Only documents that passed: caching refusals would let anyone fill the cache with junk.
  if (errors.length === 0) {
    cache.set(source, document);
    if (cache.size > MAX_ENTRIES) {
      cache.delete(cache.keys().next().value);
    }
  }
  return { document, errors };
}
