import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import type {GraphQLVersion} from './samples';
import {samplePath} from './samples';

const REPO_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Type-checks a TypeScript sample against graphql 17 or 16 (through `paths`, as if graphql 16 were
 * the installed `graphql`) and returns the diagnostics as tsc prints them, file names relative to
 * the sample's folder; an empty string when it type-checks.
 */
export function typecheckSample(relativePath: string, version: GraphQLVersion): string {
  const file = samplePath(relativePath);
  const graphqlDir = path.join(REPO_DIR, 'node_modules', version === '16' ? 'graphql-16' : 'graphql');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
    paths: {graphql: [graphqlDir]},
  };
  const program = ts.createProgram([file], options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => path.dirname(file),
    getNewLine: () => '\n',
  });
}
