// The Prism grammars the site ships: docusaurus.config.ts gives them to Docusaurus as
// `prism.additionalLanguages`, and tests/unit/code-block-metadata.test.ts checks the code block's
// magic comments in every language they name. Imports nothing, so both sides can.

/**
 * Every language the site's code blocks use, in dependency order: the highlighter registers
 * these on Prism's core, without prism-react-renderer's grammars
 * (packages/docusaurus-lean-client/slim-prism), so only these are shipped.
 */
export const PRISM_LANGUAGES = ['markup', 'clike', 'javascript', 'typescript', 'json', 'bash', 'graphql'];
