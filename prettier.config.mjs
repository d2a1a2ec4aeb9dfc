// Options chosen to match how the code was already written, so the one formatting commit changes
// as few lines as it can. Each width is the 98th percentile of line lengths before formatting:
// 141 in the site's own code and the claim tests, 100 in the samples pages show (written
// narrower, to fit a code block). Past 140 the existing lines changed in the site's code hardly
// fall (892 at 140, 835 at 150, 865 at 160; 1396 at 120): wider widths only wrap fewer lines.
/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  singleQuote: true,
  bracketSpacing: false,
  overrides: [
    {
      // Samples shown on pages are written in the style most graphql-js users write: `{ a }`.
      files: 'examples/**',
      excludeFiles: ['examples/**/claims.test.js', 'examples/express-graphql/legacy/**'],
      options: {printWidth: 100, bracketSpacing: true},
    },
    {
      // Claim tests are not shown; they keep the site's width.
      files: ['examples/**/claims.test.js', 'examples/express-graphql/legacy/**'],
      options: {bracketSpacing: true},
    },
    {
      // The upgrade guide's samples and its claims were written `{a}`, and its asserted compiler
      // output (kinds.v16.on-17.output.txt) names columns that spacing would move.
      files: 'examples/upgrade-guides/**',
      options: {bracketSpacing: false},
    },
  ],
};
