// graphql 17 only: the types are unions of strings, so string literals fit.
import type {ASTNode, DirectiveLocation, Kind} from 'graphql';

export const fieldKind: Kind = 'Field';

export const locations: DirectiveLocation[] = ['FIELD', 'QUERY'];

export function isField(node: ASTNode): boolean {
  return node.kind === 'Field';
}
