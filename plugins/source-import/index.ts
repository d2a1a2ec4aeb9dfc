import type {Plugin} from '@docusaurus/types';

// Lets pages import a file's text with `?raw`, so the code a page shows is the very file the
// example tests run. The JS/TS rules would otherwise compile such an import first.
const RAW_QUERY = /(^|[?&])raw($|&)/;

export default function sourceImportPlugin(): Plugin {
  return {
    name: 'source-import',
    configureWebpack(config) {
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test('file.ts')) {
          // A rule that had a query condition of its own keeps it.
          rule.resourceQuery = rule.resourceQuery === undefined ? {not: [RAW_QUERY]} : {and: [rule.resourceQuery, {not: [RAW_QUERY]}]};
        }
      }
      return {module: {rules: [{resourceQuery: RAW_QUERY, type: 'asset/source'}]}};
    },
  };
}
