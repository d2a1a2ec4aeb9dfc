// The classic component shows a banner on an unlisted or draft page. This site has neither, so
// it renders nothing and the banners and their texts (0.3 KiB gzip) stay out of every doc page.
// plugins/doc-checks stops the build should a page become one.
export default function ContentVisibility(): null {
  return null;
}
