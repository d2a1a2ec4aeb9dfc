// The redirect rules: made from the legacy map (legacy-pages.ts) and the build's own routes, and
// written as the `_redirects` file Netlify and Cloudflare Pages read, which scripts/serve.ts
// applies too and scripts/nginx-headers.ts turns into an nginx `map`. One source for every host.
//
//   /docs/n1-dataloader /docs/guides/batching-with-dataloader 301
//
// Every rule is static (no `*` or `:placeholder`): Cloudflare Pages reads at most 2,000 of them
// (and 100 dynamic ones), so the file is refused above that. Targets are paths on this site,
// never a host, and never the source of another rule, so each redirect is one hop.
import {LEGACY_API_PAGES, LEGACY_PAGES} from './legacy-pages';

export interface RedirectRule {
  from: string;
  to: string;
}

export const REDIRECTS_FILE = '_redirects';
export const MAX_STATIC_RULES = 2000;
export const REDIRECT_STATUS = 301;

/** The query that makes an API overview read the hash as an export of `module` (anchor-resolver.ts). */
export const MODULE_PARAM = 'module';

/** Where each API version's pages start, as the API reference writes them. */
export const API_ROUTE_PREFIXES: Record<'16.x' | '17.x', string> = {'17.x': '/api', '16.x': '/api/16.x'};

/** The path part of a target (before `?` or `#`). */
export function targetPath(to: string): string {
  return to.replace(/[?#].*$/, '');
}

/** The old pages' rules, each address with and without its trailing slash. */
export function legacyRules(): RedirectRule[] {
  const pages = [
    ...LEGACY_PAGES.map(({from, to}) => ({from, to})),
    ...LEGACY_API_PAGES.map(({from, module, version}) => ({from, to: `${API_ROUTE_PREFIXES[version]}?${MODULE_PARAM}=${module}`})),
  ];
  return pages.flatMap(({from, to}) => [
    {from, to},
    {from: `${from}/`, to},
  ]);
}

/**
 * A rule from each route's all-lowercase spelling to the route, which older generators of the
 * API pages used and crawlers still hold (`/api/class/graphqlschema`). Spellings that two routes
 * share are left to the not-found page, which offers both.
 */
export function lowercaseRules(routes: readonly string[]): RedirectRule[] {
  const byLowercase = new Map<string, string[]>();
  for (const route of routes) {
    const lower = route.toLowerCase();
    byLowercase.set(lower, [...(byLowercase.get(lower) ?? []), route]);
  }
  const served = new Set(routes);
  return [...byLowercase]
    .filter(([lower, matching]) => matching.length === 1 && !served.has(lower))
    .map(([lower, [route]]) => ({from: lower, to: route!}));
}

/** An export documented on a shared page (variables, type aliases), as the symbol index gives it. */
export interface SharedPageSymbol {
  name: string;
  kind: string;
  /** Its entry: `/api/variables/execution#defaultTypeResolver`. */
  url: string;
}

// The folders older generators gave exports that have no page of their own here: a variable
// holding a function (`defaultTypeResolver`) was a function page there.
const OLD_FOLDERS: Record<string, readonly string[]> = {variable: ['function', 'variable'], type: ['type-alias']};

/**
 * A rule from the lowercase address an older generator gave an export documented here on a
 * shared page (`/api/function/defaulttyperesolver`) to its entry there.
 */
export function sharedPageRules(routePrefix: string, symbols: readonly SharedPageSymbol[]): RedirectRule[] {
  return symbols.flatMap(({name, kind, url}) =>
    (OLD_FOLDERS[kind] ?? []).map((folder) => ({from: `${routePrefix}/${folder}/${name.toLowerCase()}`, to: url})),
  );
}

/** The site's rules: the legacy map's, then the lowercase ones; fails when one would not land on a page. */
export function redirectRules(routes: readonly string[], shared: readonly RedirectRule[] = []): RedirectRule[] {
  const served = new Set(routes.map((route) => route.replace(/(.)\/$/, '$1')));
  const legacy = legacyRules();
  for (const {from, to} of legacy) {
    if (served.has(from.replace(/(.)\/$/, '$1'))) {
      throw new Error(`[legacy-redirects] ${from} is a page of this site again; remove it from plugins/legacy-redirects/legacy-pages.ts.`);
    }
    if (!served.has(targetPath(to).replace(/(.)\/$/, '$1'))) {
      throw new Error(
        `[legacy-redirects] ${from} redirects to ${to}, which the build has no page for; point it at the page that now covers its topic.`,
      );
    }
  }
  const rules = [...legacy, ...lowercaseRules(routes)];
  const sources = new Set(rules.map(({from}) => from));
  for (const rule of shared) {
    if (sources.has(rule.from) || served.has(rule.from)) continue;
    if (!served.has(targetPath(rule.to))) throw new Error(`[legacy-redirects] ${rule.to} is not a page of the build`);
    sources.add(rule.from);
    rules.push(rule);
  }
  return rules;
}

// A source or target: a path with no space, no control character and nothing a host reads as a
// pattern; a target may not start `//` or `/\`, which browsers read as another host.
const SOURCE = /^\/[^\s*:!\\]*$/;
const TARGET = /^\/(?![/\\])[^\s\\]*$/;

export function formatRedirectsFile(rules: readonly RedirectRule[], comment?: string): string {
  if (rules.length > MAX_STATIC_RULES) {
    throw new Error(`${REDIRECTS_FILE}: ${rules.length} rules, Cloudflare Pages reads at most ${MAX_STATIC_RULES} static ones`);
  }
  const sources = new Set(rules.map(({from}) => from));
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`.trimEnd()) : [];
  for (const {from, to} of rules) {
    if (!SOURCE.test(from) || !TARGET.test(to)) throw new Error(`${REDIRECTS_FILE}: invalid rule ${JSON.stringify({from, to})}`);
    // A target that is itself redirected would be a second hop, or a loop.
    if (sources.has(targetPath(to))) throw new Error(`${REDIRECTS_FILE}: ${from} redirects to ${to}, which redirects again`);
    lines.push(`${from} ${to} ${REDIRECT_STATUS}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The rules of a `_redirects` file, as static hosts read it (first rule for a path wins). */
export function parseRedirectsFile(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const [from, to, status, ...rest] = trimmed.split(/\s+/);
    if (!from || !to || rest.length > 0 || (status !== undefined && status !== String(REDIRECT_STATUS))) {
      throw new Error(`${REDIRECTS_FILE}: cannot read ${JSON.stringify(line)}`);
    }
    if (!rules.has(from)) rules.set(from, to);
  }
  return rules;
}

/**
 * The rules as an nginx `map` from the normalised path (`$uri`) to the target, for
 * `if ($graphql_js_redirect) { return 301 $graphql_js_redirect; }` in the server block.
 */
export function nginxRedirectMap(rules: ReadonlyMap<string, string>): string {
  const quote = (value: string) => {
    if (/["\\$\s;{}]/.test(value)) throw new Error(`nginx: cannot quote ${JSON.stringify(value)}`);
    return `"${value}"`;
  };
  const lines = [...rules].map(([from, to]) => `  ${quote(from)} ${quote(to)};`);
  return `map $uri $graphql_js_redirect {\n  default "";\n${lines.join('\n')}\n}\n`;
}

/** Whether a target stays on this site: a path, not `//host` or `/\host`, with nothing a header could break on. */
export function isSiteTarget(to: string): boolean {
  return TARGET.test(to) && ![...to].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
