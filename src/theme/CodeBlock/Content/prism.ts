// Prism's core, on its own: the highlighter (highlighter.ts) registers the site's grammars on it
// and tokenises with it. prism-react-renderer's Prism would bring about 50 grammars and 20 colour
// themes the site does not use (packages/docusaurus-lean-client/slim-prism keeps that package out
// of the browser). Loaded in a page, Prism's core would also highlight every `language-*` code
// element by itself once the document is ready, rewriting our blocks' lines, unless the global
// Prism it finds when it loads says `manual` (Prism's documented switch); hence the global first,
// and `require` rather than an import, which would run before it.
import type * as PrismNamespace from 'prismjs';

(globalThis as {Prism?: unknown}).Prism = {manual: true, disableWorkerMessageHandler: true};

const Prism = require('prismjs/components/prism-core') as typeof PrismNamespace;

export default Prism;
