import {createRequire} from 'node:module';
import path from 'node:path';
import type {ProjectReflection} from 'typedoc';
import ts from 'typescript';

type TypeDocModule = typeof import('typedoc');
let typedocModule: TypeDocModule | undefined;

/**
 * TypeDoc, loaded on first use so that a cache hit never pays for it. It is an ES module: Node's
 * own require loads it (Node >= 20.19), where a dynamic import would go through the config
 * loader's or tsx's transforms and fail.
 */
export function typedoc(): TypeDocModule {
  typedocModule ??= createRequire(__filename)('typedoc') as TypeDocModule;
  return typedocModule;
}

/** Converts the declarations of one entry point (`index.d.ts`) into TypeDoc's reflection model. */
export async function convertDeclarations(entryPoint: string): Promise<ProjectReflection> {
  const {Application, LogLevel} = typedoc();
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [entryPoint],
    plugin: [],
    readme: 'none',
    // The declarations are published and already type-checked upstream.
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    // Declaration order: enum members in their natural order, constructors before methods.
    sort: ['source-order'],
    // Our generator reports unresolved links itself; non-exported helper types such as Maybe
    // are rendered as plain text on purpose.
    validation: {notExported: false, invalidLink: false, rewrittenLink: false, notDocumented: false, unusedMergeModuleWith: false},
    logLevel: LogLevel.Error,
  });
  // Only the entry point, not the site's own tsconfig project.
  app.options.setCompilerOptions(
    [entryPoint],
    {
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
    undefined,
  );
  const project = await app.convert();
  if (!project) throw new Error(`api-reference: TypeDoc could not convert ${path.relative(process.cwd(), entryPoint)}`);
  return project;
}
