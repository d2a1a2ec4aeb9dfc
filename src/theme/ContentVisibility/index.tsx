// The classic component shows a banner on an unlisted or draft page. This site has neither, so
// it renders nothing and the banners and their texts (0.3 KiB gzip) stay out of every doc page.
// Should a page become one, the build stops here instead of silently dropping its banner.
import type {Props} from '@theme/ContentVisibility';

export default function ContentVisibility({metadata}: Props): null {
  if (typeof window === 'undefined' && (metadata.unlisted || metadata.frontMatter.unlisted || metadata.frontMatter.draft)) {
    throw new Error('An unlisted or draft page: src/theme/ContentVisibility does not show its banner; restore the classic component (remove the swizzle).');
  }
  return null;
}
