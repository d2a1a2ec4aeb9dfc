// The `_headers` file that Netlify and Cloudflare Pages read from the published folder: a path
// pattern on a line of its own, then its headers indented below it, `#` for comments.
//
//   /*
//     X-Content-Type-Options: nosniff
//   /assets/*
//     Cache-Control: public, max-age=31536000, immutable
//
// The build writes one (plugins/security-headers) and scripts/serve.ts applies the same file,
// so the policy has one source. Only the `*` splat is supported (it matches any run of
// characters, `/` included), which both hosts understand the same way. A `! Name` line is
// Cloudflare Pages' detach: the path gets no `Name` from the other rules that match it, only
// from its own (Netlify has no equivalent: there, both values would apply).

export interface HeaderRule {
  /** A path pattern such as `/*` or `/assets/*`. */
  pattern: string;
  headers: [name: string, value: string][];
  /** Headers the other matching rules must not give this path (`! Name` lines). */
  detach?: string[];
}

// Cloudflare Pages ignores longer lines, and reads at most 100 rules.
export const MAX_LINE_LENGTH = 2000;
export const MAX_RULES = 100;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function formatHeadersFile(rules: HeaderRule[], comment?: string): string {
  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, hosts read at most ${MAX_RULES}`);
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`.trimEnd()) : [];
  for (const rule of rules) {
    const {pattern, headers} = rule;
    if (!pattern.startsWith('/') || /\s/.test(pattern)) throw new Error(`_headers: invalid path pattern ${JSON.stringify(pattern)}`);
    lines.push(pattern);
    for (const name of rule.detach ?? []) {
      if (!HEADER_NAME.test(name)) throw new Error(`_headers: invalid header ${JSON.stringify(name)}`);
      lines.push(`  ! ${name}`);
    }
    for (const [name, value] of headers) {
      if (!HEADER_NAME.test(name) || /[\r\n]/.test(value)) throw new Error(`_headers: invalid header ${JSON.stringify(name)}`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  const long = lines.find((line) => line.length > MAX_LINE_LENGTH);
  if (long) throw new Error(`_headers: a line of ${long.length} characters; Cloudflare Pages ignores lines over ${MAX_LINE_LENGTH}`);
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: trimmed, headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^!\s*(\S+)$/.exec(trimmed);
    if (detached && rule && HEADER_NAME.test(detached[1]!)) {
      (rule.detach ??= []).push(detached[1]!);
      continue;
    }
    const colon = trimmed.indexOf(':');
    const name = trimmed.slice(0, colon).trim();
    if (!rule || colon <= 0 || !HEADER_NAME.test(name)) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([name, trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  // `s`: a `*` covers every character, line terminators included (a path may hold a decoded %0A).
  return new RegExp(`^${escaped.join('.*')}$`, 's');
}

/**
 * The headers the rules give a (normalised) path, as the hosts apply them: every matching rule
 * contributes, and a header set by several rules gets their values joined with ", ", except
 * where one of them detaches it from the others.
 */
export function headersForPath(rules: HeaderRule[], path: string): Map<string, string> {
  const result = new Map<string, {name: string; values: string[]}>();
  const matching = rules.filter((rule) => patternToRegExp(rule.pattern).test(path));
  const detachedBy = (rule: HeaderRule, key: string) =>
    matching.some((other) => other !== rule && other.detach?.some((name) => name.toLowerCase() === key));
  for (const rule of matching) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (detachedBy(rule, key)) continue;
      const entry = result.get(key) ?? {name, values: []};
      entry.values.push(value);
      result.set(key, entry);
    }
  }
  return new Map([...result.values()].map(({name, values}) => [name, values.join(', ')]));
}
