// What makes a built page accessible that varies from page to page, checked on the server's HTML
// without a browser: a few milliseconds a page, so every page of the build is checked in every
// run. axe in the browser (accessibility.spec.ts) checks a representative set of pages, where
// it also sees colours, focus and the DOM after hydration; `npm run test:a11y-full` runs it on
// every page, for changes to a template.
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';

const LANDMARK_ROLES = new Set(['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search']);
const LANDMARK_TAGS = new Set(['aside', 'footer', 'header', 'main', 'nav']);
// Content that a reader never sees and that axe's `region` rule leaves out of landmarks.
const OUT_OF_FLOW_TAGS = new Set(['script', 'style', 'template', 'noscript', 'link', 'meta']);
// The skip link and Docusaurus's announcement bar sit before the landmarks, as axe allows.
function isAllowedOutsideLandmarks(element: Element): boolean {
  return classNames(element).some((name) => name.startsWith('skipToContent') || name.startsWith('announcementBar'));
}

function classNames(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    // A template's content is not part of the page until a script uses it.
    if (child.tagName !== 'template') yield* elements(child);
  }
}

function isHidden(element: Element): boolean {
  return element.properties.ariaHidden === 'true' || (element.properties.hidden !== undefined && element.properties.hidden !== false);
}

/** The text a screen reader reads for an element's content (aria-hidden parts left out). */
function textOf(node: Element | ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || isHidden(node)) return '';
  if (node.tagName === 'img') return String(node.properties.alt ?? '');
  const label = node.properties.ariaLabel;
  if (typeof label === 'string' && label.trim() !== '') return label;
  return node.children.map(textOf).join('');
}

function accessibleName(element: Element, ids: ReadonlyMap<string, Element>): string {
  const labelledBy = element.properties.ariaLabelledBy;
  if (labelledBy !== undefined) {
    return String(labelledBy)
      .split(/[\s,]+/)
      .map((id) => (ids.get(id) ? textOf(ids.get(id)!) : ''))
      .join(' ')
      .trim();
  }
  const label = element.properties.ariaLabel;
  if (typeof label === 'string' && label.trim() !== '') return label.trim();
  const content = element.children.map(textOf).join('').trim();
  if (content !== '') return content;
  return typeof element.properties.title === 'string' ? element.properties.title.trim() : '';
}

function describe(element: Element): string {
  const id = element.properties.id ? `#${String(element.properties.id)}` : '';
  const href = element.properties.href ? `[href="${String(element.properties.href)}"]` : '';
  const cls = classNames(element)[0] ? `.${classNames(element)[0]}` : '';
  return `<${element.tagName}${id}${cls}${href}>`;
}

function isLandmark(element: Element): boolean {
  const role = element.properties.role;
  if (typeof role === 'string') return LANDMARK_ROLES.has(role);
  return LANDMARK_TAGS.has(element.tagName);
}

/** Elements with visible content outside every landmark, as axe's `region` rule finds them. */
function contentOutsideLandmarks(body: Element): Element[] {
  const found: Element[] = [];
  const visit = (element: Element): void => {
    if (isLandmark(element) || OUT_OF_FLOW_TAGS.has(element.tagName) || isHidden(element) || isAllowedOutsideLandmarks(element)) return;
    const ownText = element.children.some((child) => child.type === 'text' && child.value.trim() !== '');
    if (ownText) {
      found.push(element);
      return;
    }
    for (const child of element.children) if (child.type === 'element') visit(child);
  };
  visit(body);
  return found;
}

/** The problems of one page's HTML, one line each; an empty list when it passes. */
export function pageStructureProblems(html: string): string[] {
  const tree = fromHtml(html);
  const all = [...elements(tree)];
  const problems: string[] = [];
  const html_ = all.find((element) => element.tagName === 'html');
  if (!html_ || typeof html_.properties.lang !== 'string' || html_.properties.lang.trim() === '') problems.push('<html> has no lang');
  const title = all.find((element) => element.tagName === 'title');
  if (!title || textOf(title).trim() === '') problems.push('the page has no <title> text');

  const ids = new Map<string, Element>();
  for (const element of all) {
    const id = element.properties.id;
    if (id === undefined) continue;
    if (ids.has(String(id))) problems.push(`id "${String(id)}" is used more than once`);
    else ids.set(String(id), element);
  }
  for (const element of all) {
    for (const attribute of ['ariaLabelledBy', 'ariaDescribedBy', 'ariaControls', 'htmlFor'] as const) {
      const value = element.properties[attribute];
      if (value === undefined) continue;
      for (const id of (Array.isArray(value) ? value : String(value).split(/\s+/)).map(String)) {
        if (id !== '' && !ids.has(id)) problems.push(`${describe(element)} refers to no element with id "${id}" (${attribute})`);
      }
    }
  }

  const headings = all.filter((element) => /^h[1-6]$/.test(element.tagName) && !isHidden(element));
  const h1s = headings.filter((element) => element.tagName === 'h1');
  if (h1s.length !== 1) problems.push(`the page has ${h1s.length} <h1> elements, not one`);
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    if (previous !== 0 && level > previous + 1)
      problems.push(`${describe(heading)} "${textOf(heading).trim().slice(0, 60)}" skips a level after <h${previous}>`);
    if (textOf(heading).trim() === '') problems.push(`${describe(heading)} is empty`);
    previous = level;
  }

  const labelledIds = new Set(
    all.filter((element) => element.tagName === 'label').flatMap((label) => [label.properties.htmlFor ?? []].flat().map(String)),
  );
  for (const element of all) {
    if (isHidden(element)) continue;
    if (
      (element.tagName === 'a' && element.properties.href !== undefined) ||
      element.tagName === 'button' ||
      element.properties.role === 'button'
    ) {
      if (accessibleName(element, ids) === '') problems.push(`${describe(element)} has no accessible name`);
    }
    if (element.tagName === 'img' && element.properties.alt === undefined && element.properties.role !== 'presentation') {
      problems.push(`${describe(element)} has no alt attribute`);
    }
    if (element.tagName === 'svg' && element.properties.role === 'img' && accessibleName(element, ids) === '') {
      problems.push(`${describe(element)} (role img) has no accessible name`);
    }
    if (
      (element.tagName === 'input' || element.tagName === 'select' || element.tagName === 'textarea') &&
      element.properties.type !== 'hidden'
    ) {
      const labelled = accessibleName(element, ids) !== '' || labelledIds.has(String(element.properties.id));
      if (!labelled) problems.push(`${describe(element)} has no label`);
    }
  }

  const mains = all.filter((element) => element.tagName === 'main' || element.properties.role === 'main');
  if (mains.length !== 1) problems.push(`the page has ${mains.length} main landmarks, not one`);
  const body = all.find((element) => element.tagName === 'body');
  if (body) {
    for (const element of contentOutsideLandmarks(body)) problems.push(`${describe(element)} has text outside every landmark`);
  }
  return problems;
}
