// Wraps the classic theme's doc content (title and body) to put the page's Markdown copy
// actions above it, on every doc and API page and on every screen size. They sit outside the
// content container, so neither search (plugins/search-index) nor the copy itself sees them.
import type {ReactNode} from 'react';
import DocItemContent from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

export default function DocItemContentWithCopy(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown route={metadata.permalink} />
      <DocItemContent {...props} />
    </>
  );
}
