// Docusaurus prefetches the code of every internal link that scrolls into view. With a sidebar
// of hundreds of API pages that is 60–90 KiB of other pages' code on each visit and, on a slow
// phone, a quarter of a second of main-thread work matching each link against every route.
// Pages load on intent instead: Docusaurus already preloads a link's page on hover and touch
// (and skips that on 2g or with data-saver). `window.docusaurus` is set by the client entry
// after client modules run, so the prefetch it carries is replaced as it is assigned. The same
// intent also loads the code-block highlighter, which the first load leaves out
// (src/theme/CodeBlock/Content/highlighterLoader.ts), so the next page's code is highlighted at once;
// like the page itself, not on 2g or with data-saver (the page then loads them when it renders).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadHighlighter} from '@site/src/theme/CodeBlock/Content/highlighterLoader';

/** The reader asked to save data, or the connection is 2g: Docusaurus then preloads nothing. */
function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

if (ExecutionEnvironment.canUseDOM) {
  let docusaurus: Window['docusaurus'];
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => docusaurus,
    set(value: Window['docusaurus']) {
      docusaurus = Object.freeze({
        ...value,
        prefetch: () => false,
        preload(path: string) {
          // Without them code shows as plain text until they arrive; a failure is retried later.
          if (!savesData()) loadHighlighter().catch(() => {});
          return value.preload(path);
        },
      });
    },
  });
}
