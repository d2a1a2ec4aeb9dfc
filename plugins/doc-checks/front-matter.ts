// The front matter a hand-written page (docs/) may have, as a schema the build checks: a wrong or
// missing field stops the build with a message that names the page, the field and what is allowed,
// instead of a test failing later on a pattern. Docusaurus has parsed the front matter (YAML) by
// the time the doc-checks plugin sees it; tests and scripts/new-page.ts parse files with
// `readFrontMatter`, which uses the same parser.
import {readFile} from 'node:fs/promises';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

/** What one field must be: a check that returns what is wrong with a value, or nothing. */
interface FieldRule {
  required: boolean;
  /** What is allowed, as the message says it. */
  allowed: string;
  problem(value: unknown): string | undefined;
}

// The search results and the page's meta description show the description: the range is the one
// the pages keep to, long enough to say what the page answers, short enough to read as one line.
export const DESCRIPTION_LENGTH = {min: 100, max: 350} as const;
// The sidebar, the browser tab and the search results show the title.
export const TITLE_LENGTH = {min: 3, max: 60} as const;

function text(min: number, max: number): FieldRule['problem'] {
  return (value) => {
    if (typeof value !== 'string') return `is ${describe(value)}`;
    if (value.trim() !== value) return 'has spaces at its start or end';
    if (value.length < min || value.length > max) return `is ${value.length} characters long`;
    return undefined;
  };
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty';
  return `a ${typeof value}`;
}

export const FRONT_MATTER_SCHEMA: Readonly<Record<string, FieldRule>> = {
  title: {
    required: true,
    allowed: `a string of ${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} characters`,
    problem: text(TITLE_LENGTH.min, TITLE_LENGTH.max),
  },
  description: {
    required: true,
    allowed: `a string of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters, saying what the page answers`,
    problem: text(DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max),
  },
  keywords: {
    required: true,
    allowed:
      'a list of the words readers type for what the page answers, each a non-empty string, none twice, such as ["fake data", "stub resolvers"]',
    problem(value) {
      if (!Array.isArray(value)) return `is ${describe(value)}`;
      if (value.length === 0) return 'is an empty list';
      const notText = value.findIndex((item) => typeof item !== 'string' || item.trim() === '');
      if (notText >= 0) return `has ${JSON.stringify(value[notText])} at position ${notText + 1}`;
      const twice = value.find((item, index) => value.indexOf(item) !== index);
      if (twice !== undefined) return `has ${JSON.stringify(twice)} twice`;
      return undefined;
    },
  },
  sidebar_label: {required: false, allowed: 'a shorter title for the sidebar, a string of 1 to 30 characters', problem: text(1, 30)},
  slug: {
    required: false,
    allowed: "the page's URL under /docs, a string starting with /",
    problem: (value) => (typeof value !== 'string' ? `is ${describe(value)}` : value.startsWith('/') ? undefined : 'does not start with /'),
  },
};

/** Fields that unshownDeclarations (index.ts) names with the theme component that would not show them. */
const DECLARED_ELSEWHERE: ReadonlySet<string> = new Set(['tags', 'draft', 'unlisted', 'image']);

/** One line per field at fault, each naming the page, the field and what is allowed. */
export function frontMatterProblems(source: string, frontMatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(FRONT_MATTER_SCHEMA)) {
    const value = frontMatter[field];
    if (value === undefined) {
      if (rule.required) problems.push(`${source}: front matter "${field}" is missing; add ${rule.allowed}`);
      continue;
    }
    const problem = rule.problem(value);
    if (problem) problems.push(`${source}: front matter "${field}" ${problem}; it must be ${rule.allowed}`);
  }
  const unknown = Object.keys(frontMatter).filter((name) => !Object.hasOwn(FRONT_MATTER_SCHEMA, name) && !DECLARED_ELSEWHERE.has(name));
  for (const field of unknown) {
    problems.push(
      `${source}: front matter "${field}" is not a field these pages use; the allowed fields are ${Object.keys(FRONT_MATTER_SCHEMA).join(', ')} (plugins/doc-checks/front-matter.ts)`,
    );
  }
  return problems;
}

/** A page file's front matter, parsed as Docusaurus parses it. */
export async function readFrontMatter(file: string): Promise<Record<string, unknown>> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: await readFile(file, 'utf8')});
  return frontMatter;
}
