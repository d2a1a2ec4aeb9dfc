// The members that each class and interface export of graphql declares, in 17 and 16, as the
// TypeScript compiler reads the installed declarations (inherited members included). Prose links
// use them to tell a config's or a class's member (`parseValue` of a `GraphQLScalarType`) from
// the export of the same name (the parser's `parseValue`).
import path from 'node:path';
import ts from 'typescript';
import type {GraphQLMajor} from '../../contracts/samples';
import type {MembersOf} from './prose-links';

/** The installed package of each major: graphql 17 as `graphql`, 16 as `graphql-16`. */
const PACKAGES: Record<GraphQLMajor, string> = {'17': 'graphql', '16': 'graphql-16'};

export function apiMembers(siteDir: string): MembersOf {
  const entries = Object.values(PACKAGES).map((name) => path.join(siteDir, 'node_modules', name, 'index.d.ts'));
  const program = ts.createProgram({rootNames: entries, options: {noEmit: true, skipLibCheck: true, types: []}});
  const checker = program.getTypeChecker();
  // By `${major} ${name}`.
  const members = new Map<string, Set<string>>();
  for (const [major, name] of Object.entries(PACKAGES)) {
    const entry = path.join(siteDir, 'node_modules', name, 'index.d.ts');
    const source = program.getSourceFile(entry);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`[docs-usage] TypeScript could not read ${path.relative(siteDir, entry)}`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) continue;
      const names = new Set<string>();
      members.set(`${major} ${exported.name}`, names);
      for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) names.add(property.name);
    }
  }
  return (major, name) => members.get(`${major} ${name}`);
}
