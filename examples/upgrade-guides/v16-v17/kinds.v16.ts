// graphql 16: Kind, TokenKind and DirectiveLocation are TypeScript enums;
// KindEnum, TokenKindEnum and DirectiveLocationEnum name the enum objects.
import {DirectiveLocation, Kind} from 'graphql';
import type {ASTNode, DirectiveLocationEnum, KindEnum} from 'graphql';

// An enum member is also a type.
type FieldKind = Kind.FIELD;
export type QueryLocation = DirectiveLocation.QUERY;

export function isField(node: ASTNode): boolean {
  const fieldKind: FieldKind = Kind.FIELD;
  return node.kind === fieldKind;
}

export const kinds: Kind[] = [Kind.FIELD, Kind.FRAGMENT_SPREAD];

export function countMembers(enumObject: KindEnum | DirectiveLocationEnum): number {
  return Object.keys(enumObject).length;
}
countMembers(DirectiveLocation);
