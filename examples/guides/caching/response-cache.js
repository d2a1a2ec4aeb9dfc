// Whole results of queries, for a short time. Each entry carries tags naming the records it was
// built from (`Tool:t1`), so that a change to a record removes every result that showed it.
export function createResponseCache({ maxEntries = 1_000, ttlMs = 30_000, now = Date.now } = {}) {
  const entries = new Map();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined || entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.result;
    },
    set(key, result, tags) {
      entries.delete(key);
      entries.set(key, { result, tags, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) {
        entries.delete(entries.keys().next().value);
      }
    },
    invalidate(tag) {
      for (const [key, entry] of entries) {
        if (entry.tags.has(tag)) {
          entries.delete(key);
        }
      }
    },
  };
}

// Everything the result depends on: the document, the operation, the variables and who asks, by
// a unique id (a name is not one). Leave the viewer out and the first member's answer is served to
// everyone after them.
export function responseKey({ query, operationName, variables }, viewerId) {
  return JSON.stringify([query, operationName ?? null, variables ?? null, viewerId ?? null]);
}
