// Stands in for theme-classic's MDXContent in the production browser bundle (index.ts): the
// same provider around a doc page's content, with the components mdx-components.ts holds instead
// of a static import of Docusaurus's whole map.
import type {ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import {mdxComponents} from './mdx-components';

export default function MDXContent({children}: {children: ReactNode}): ReactNode {
  return <MDXProvider components={mdxComponents()}>{children}</MDXProvider>;
}
