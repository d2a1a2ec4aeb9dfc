// ESLint for every JavaScript and TypeScript file; Prettier (prettier.config.mjs) owns layout, so
// no stylistic rule is switched on here. `npm run lint` runs both.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // The .gitignore'd outputs; ESLint skips node_modules itself.
  globalIgnores([
    'build/',
    '.docusaurus/',
    '.generated/',
    'api_versioned_docs/',
    'api_versioned_sidebars/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    // Declarations the API reference tests read for exact lines and columns.
    'tests/unit/fixtures/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // `_name` marks a parameter a signature needs (Express's four-argument error handler) or a
      // property taken out of an object so the rest can be passed on.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true}],
      // Off: every require() here is deliberate: the CommonJS loaders the bundler requires
      // (plugins/translation-descriptions), Prism grammars loaded for their side effect, modules
      // loaded lazily or synchronously where an import() cannot be (see each call's comment).
      '@typescript-eslint/no-require-imports': 'off',
    },
    languageOptions: {
      // Build code, browser code and tests meet in most folders; TypeScript checks the globals
      // of .ts files, so this only matters for the few .js files.
      globals: {...globals.node, ...globals.browser},
    },
  },
  {
    // Off in tests: they assert on JSON read off the wire (GraphQL responses, protocol messages),
    // which typing first would only restate.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    // Off in the samples and claim tests: calling hasOwnProperty on graphql 17's objects without
    // a prototype, and seeing it fail, is what the upgrade guide shows.
    files: ['examples/**'],
    rules: {'no-prototype-builtins': 'off'},
  },
  {
    // Off for one sample: its stockAlerts stream is an async generator that fails before it
    // yields anything, which is the case the subscriptions guide shows.
    files: ['examples/guides/subscriptions/schema.js'],
    rules: {'require-yield': 'off'},
  },
  {
    files: ['src/**/*.tsx', 'packages/**/*.{ts,tsx,js}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The few rules that need types, and catch what tests miss: a promise nobody awaits, one
    // passed where a callback's result is ignored, an await on something that is not a promise.
    // The samples under examples/ are left out: several have tsconfigs of their own or are
    // type-checked against graphql 16, and their tests run every one.
    files: ['**/*.{ts,tsx}'],
    ignores: ['examples/**'],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      // node:test's test() and describe() return promises the runner itself waits for.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']}]},
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
]);
