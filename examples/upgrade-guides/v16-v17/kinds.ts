// Type-checks with graphql 16 and 17. In graphql 17, Kind is a namespace of
// string constants and DirectiveLocation a plain object; as types, both are
// the union of their string values.
import {DirectiveLocation, Kind} from 'graphql';
import type {ASTNode} from 'graphql';

// One member: Kind.FIELD is still a type; DirectiveLocation.QUERY is a value
// only, so `typeof` it (works for both on both versions).
type FieldKind = typeof Kind.FIELD;
export type QueryLocation = typeof DirectiveLocation.QUERY;

export function isField(node: ASTNode): boolean {
  const fieldKind: FieldKind = Kind.FIELD;
  return node.kind === fieldKind;
}

export const kinds: Kind[] = [Kind.FIELD, Kind.FRAGMENT_SPREAD];

// The whole object: `typeof`, instead of KindEnum and DirectiveLocationEnum.
export function countMembers(enumObject: typeof Kind | typeof DirectiveLocation): number {
  return Object.keys(enumObject).length;
}
countMembers(DirectiveLocation);
