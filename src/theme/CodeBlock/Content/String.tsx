// Replaces theme-classic 3.10's CodeBlock/Content/String, which renders the same provider and
// layout but computes the metadata with theme-common's createCodeBlockMetadata: that function
// brought the magic comment styles of 17 languages the site never ships into the code-block
// chunk, which every page type loads first. ../metadata.ts computes the same metadata for the
// shipped languages, and this component adds the block's links to the API reference (`apiLinks`,
// contracts/code-links.ts) to it, where Content/index.tsx reads them: no context of their own,
// which cost every page type's first load too.
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {codeBlockMetadata, type SiteCodeBlockMetadata} from '../metadata';

export interface Props extends Omit<CodeBlockProps, 'children'> {
  readonly children: string;
  /** The block's links to the API reference, as the JSON of contracts/code-links.ts's `ApiLink[]`. */
  readonly apiLinks?: string;
}

export default function CodeBlockString({apiLinks, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata: SiteCodeBlockMetadata = {
    ...codeBlockMetadata({
      code: props.children,
      className: props.className,
      metastring: props.metastring,
      magicComments: prism.magicComments,
      defaultLanguage: prism.defaultLanguage,
      language: props.language,
      title: props.title,
      showLineNumbers: props.showLineNumbers,
    }),
    apiLinks,
  };
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
