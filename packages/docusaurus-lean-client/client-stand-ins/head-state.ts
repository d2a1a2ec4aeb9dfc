// What the page's <Head> elements add up to, by react-helmet-async's rules (see helmet.ts). Pure,
// so the unit tests check the rules without a browser.
import {Children, isValidElement, type ReactNode} from 'react';

/** A tag one <Head> asks for: `<title>`, `<html>`, `<meta>`, ..., with HTML attribute names. */
export interface HeadElement {
  type: string;
  attributes: Record<string, string>;
  /** The text of a title, script, style or noscript. */
  text?: string;
}

export interface HeadState {
  title?: string;
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  /** The meta, link, script, style, noscript and base tags, earliest <Head> first. */
  tags: HeadElement[];
}

const TEXT_TAGS = new Set(['title', 'script', 'style', 'noscript']);
const KNOWN_TAGS = new Set([...TEXT_TAGS, 'html', 'body', 'meta', 'link', 'base']);
const REACT_NAMES: Record<string, string> = {className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv'};

/** The HTML name of a React prop of a head tag (`className` → `class`, `hrefLang` → `hreflang`). */
export const htmlAttributeName = (prop: string): string => REACT_NAMES[prop] ?? prop.toLowerCase();

const textOf = (children: unknown): string =>
  Array.isArray(children) ? children.map(textOf).join('') : children == null || children === false ? '' : String(children);

/** The element children of one <Head>, as HTML; anything else is ignored, as Helmet does. */
export function headElements(children: ReactNode): HeadElement[] {
  const elements: HeadElement[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string' || !KNOWN_TAGS.has(child.type)) return;
    const {children: content, ...props} = child.props as Record<string, unknown>;
    const attributes: Record<string, string> = {};
    const onRootElement = child.type === 'html' || child.type === 'body';
    for (const [name, value] of Object.entries(props)) {
      if (typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
      // Helmet's own conversions: Docusaurus sets data-has-hydrated={false} and then {true}.
      attributes[htmlAttributeName(name)] = onRootElement ? String(value || '') : value === undefined ? '' : String(value);
    }
    elements.push(TEXT_TAGS.has(child.type) ? {type: child.type, attributes, text: textOf(content)} : {type: child.type, attributes});
  });
  return elements;
}

/**
 * The attribute by which a later <Head>'s tag replaces an earlier one's, as `name=value`: a meta
 * tag's name, property, http-equiv, charset or itemprop; a link's href, or its rel if canonical; a
 * script's src, or its text; a style's or noscript's text; a base's href. Helmet drops a tag
 * without one.
 */
export function tagKey({type, attributes, text}: HeadElement): string | undefined {
  const first = (names: string[]) => names.find((name) => attributes[name]);
  let name: string | undefined;
  if (type === 'meta') name = first(['name', 'property', 'http-equiv', 'charset', 'itemprop']);
  else if (type === 'link') name = attributes.rel?.toLowerCase() === 'canonical' ? 'rel' : first(['href']);
  else if (type === 'base') name = first(['href']);
  else if (type === 'script' && attributes.src) name = 'src';
  if (name) return `${type} ${name}=${attributes[name].toLowerCase()}`;
  if (type !== 'meta' && type !== 'link' && type !== 'base' && text) return `${type} text=${text.toLowerCase()}`;
  return undefined;
}

/**
 * Adds up the <Head> elements in render order (a parent before its children, a page after the
 * layout): the last title and the last value of each html and body attribute win, and a tag is
 * dropped when a later <Head> has one with the same key (tags of one <Head> never replace each
 * other).
 */
export function reduceHead(instances: readonly (readonly HeadElement[])[]): HeadState {
  const state: HeadState = {htmlAttributes: {}, bodyAttributes: {}, tags: []};
  const claimed = new Set<string>();
  for (let index = instances.length - 1; index >= 0; index -= 1) {
    const kept: HeadElement[] = [];
    const keys = new Set<string>();
    let title: string | undefined;
    const html: Record<string, string> = {};
    const body: Record<string, string> = {};
    for (const element of instances[index]) {
      if (element.type === 'title') {
        title = element.text;
      } else if (element.type === 'html' || element.type === 'body') {
        Object.assign(element.type === 'html' ? html : body, element.attributes);
      } else {
        const key = tagKey(element);
        if (key === undefined || claimed.has(key)) continue;
        keys.add(key);
        kept.push(element);
      }
    }
    state.title ??= title;
    state.htmlAttributes = {...html, ...state.htmlAttributes};
    state.bodyAttributes = {...body, ...state.bodyAttributes};
    for (const key of keys) claimed.add(key);
    state.tags.unshift(...kept);
  }
  return state;
}
