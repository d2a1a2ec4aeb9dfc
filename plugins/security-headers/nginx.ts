// The `_headers` rules as nginx configuration, for the server block in DEPLOYMENT.md:
// - `headers`: the `/*` rule as `add_header` lines, which every `location` includes (nginx gives
//   a location only its own `add_header` lines when it has any);
// - `files`: a `location =` block for each rule that names one file (the sample runner's host
//   document, served without its `.html`, and the hashed assets), with every header that path
//   gets from the rules, detached ones left out.
// An exact location matches only its own address, and a missing file there goes through
// `error_page` to the 404 page's location and its headers, so no other answer gets a file's.
import {headersForPath, type HeaderRule} from './headers-file';

// Inside nginx's double quotes `$` starts a variable and `\` an escape: no header holds either.
const UNSAFE = /["\\$\r\n]/;

function quoted(value: string): string {
  if (UNSAFE.test(value)) throw new Error(`nginx: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

function addHeader(name: string, value: string): string {
  // `always`: on errors and redirects too; a cache lifetime is only for the file itself
  // (nginx sends lines without `always` on 2xx, 3xx and 304 only).
  return `add_header ${name} ${quoted(value)}${name.toLowerCase() === 'cache-control' ? '' : ' always'};`;
}

export function nginxHeaders(rules: HeaderRule[]): {headers: string; files: string} {
  const everyPath = rules.find((rule) => rule.pattern === '/*');
  if (!everyPath) throw new Error('nginx: _headers has no /* rule');
  const headers = everyPath.headers.map(([name, value]) => `${addHeader(name, value)}\n`).join('');
  const files = rules
    .filter((rule) => !rule.pattern.includes('*'))
    .map((rule) => {
      const lines = [...headersForPath(rules, rule.pattern)].map(([name, value]) => `  ${addHeader(name, value)}`);
      return `location = ${quoted(rule.pattern)} {\n${lines.join('\n')}\n  try_files $uri $uri.html =404;\n}\n`;
    })
    .join('');
  return {headers, files};
}
