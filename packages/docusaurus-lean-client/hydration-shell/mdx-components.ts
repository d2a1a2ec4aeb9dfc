// The components that the MDX provider above every doc page's content gives it (MDXContent.tsx).
// A page hydrated from its shell gets only those its shell renders through the provider; the
// first full page brings Docusaurus's whole map (content.ts), so the code every page loads
// first does not carry it.
import type {MDXComponents} from 'mdx/types';

export type MdxComponents = Readonly<MDXComponents>;

let provided: MdxComponents = {};

export function mdxComponents(): MdxComponents {
  return provided;
}

export function provideMdxComponents(components: MdxComponents): void {
  provided = components;
}
