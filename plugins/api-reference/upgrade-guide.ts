import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The upgrade guide the page of changes links to, by site path and source file. */
export const UPGRADE_GUIDE = {url: '/docs/upgrade-guides/v16-v17', file: path.join(__dirname, '../../docs/upgrade-guides/v16-v17.mdx')};

export interface GuideSection {
  id: string;
  title: string;
  text: string;
}

/** The guide's `##` and `###` sections (with their explicit ids), each with the text up to the next heading. */
export function guideSections(source: string = readFileSync(UPGRADE_GUIDE.file, 'utf8')): GuideSection[] {
  const sections: GuideSection[] = [];
  const pattern = /^#{2,3} (.+?) \\\{#([\w-]+)\\?\}$/gm;
  const matches = [...source.matchAll(pattern)];
  matches.forEach((match, index) => {
    const end = matches[index + 1]?.index ?? source.length;
    sections.push({id: match[2], title: match[1], text: source.slice(match.index! + match[0].length, end)});
  });
  return sections;
}

/**
 * The sections that discuss an export: those naming it in code (`name`, `name(`, `name.x`,
 * `name<`), the checklist left out, since it only points to the others.
 */
export function sectionsAbout(name: string, sections: readonly GuideSection[]): GuideSection[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mention = new RegExp(`\`(?:import type \\{ |import \\{ )?${escaped}(?:[\`(.<\\s,]|$)`);
  return sections.filter(
    (section) => section.id !== 'checklist' && (mention.test(section.text) || mention.test(`\`${section.title.replace(/`/g, '')}\``)),
  );
}
