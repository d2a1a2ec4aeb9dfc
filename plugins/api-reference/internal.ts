import ts from 'typescript';

/** Marked `@internal`: not part of the package's API, and left off the pages. */
export function isInternal(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
}

/**
 * A property whose type is an object written inline with only `@internal` fields (graphql 17's
 * `ExecutionArgs.options`): nothing of it is public, so it is left off the pages like its fields,
 * rather than shown as `options?: {}`.
 */
export function hasOnlyInternalFields(declaration: ts.Node): boolean {
  const type = ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) ? declaration.type : undefined;
  return !!type && ts.isTypeLiteralNode(type) && type.members.length > 0 && type.members.every(isInternal);
}
