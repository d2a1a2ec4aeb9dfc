import type {DeclarationReflection} from 'typedoc';
import type {ApiEntry, ApiModel} from './model';
import {SignatureWriter, type SignaturePart} from './signature';

export type ChangeStatus = 'new' | 'removed' | 'changed';

/** What one version's pages say about the other version of the same symbol or member. */
export interface VersionComparison {
  /** The version compared with, e.g. the model of 16.x on 17.x pages. */
  other: ApiModel;
  /** Major version number of the current package, for "New in 17". */
  currentMajor: string;
  /** Whether this side is the current version (badges read "New in 17" there, "Removed in 17" on older pages). */
  isCurrent: boolean;
  status(entry: ApiEntry): ChangeStatus | undefined;
  /** The declaration itself differs (not only members). */
  headChanged(entry: ApiEntry): boolean;
  /** The same export in the other version. */
  counterpart(entry: ApiEntry): ApiEntry | undefined;
  memberStatus(entry: ApiEntry, name: string): ChangeStatus | undefined;
  /** The other version's declaration text of a changed entry, and of a changed member. */
  otherDeclaration(entry: ApiEntry): string | undefined;
  otherMemberDeclaration(entry: ApiEntry, name: string): string | undefined;
  /** Members of the counterpart that this version lacks (shown on older pages as removed). */
  missingMembers(entry: ApiEntry): string[];
}

/** Plain text of parts, as displayed (long signatures keep their line breaks). */
export function plainText(parts: readonly SignaturePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part[0])).join('');
}

/** The text compared: whitespace and the trailing commas of wrapped lists do not count. */
function comparable(text: string | undefined): string | undefined {
  return (
    text
      ?.replace(/\s+/g, ' ')
      // A union broken over lines starts with a `|` of its own.
      .replace(/([:=(<,]) \| /g, '$1 ')
      // `options?: X | undefined` is `options?: X` (both packages are read without exactOptionalPropertyTypes).
      .replace(/(\?: [^,;()]*?) \| undefined(?=[,;)]|$)/g, '$1')
      .replace(/([(<]) /g, '$1')
      .replace(/,? ([)>])/g, '$1')
      .trim()
  );
}

/** The declaration of an entry as text, and of each of its members, for comparison. */
export function declarationTexts(entry: ApiEntry): {head: string; members: Map<string, string>} {
  const writer = new SignatureWriter(() => undefined);
  const reflection = entry.reflection;
  const members = new Map<string, string>();
  let head: string;
  switch (entry.kind) {
    case 'function':
      head = (reflection.signatures ?? [])
        .map((signature) => plainText(writer.callable(entry.name, signature, '', 'function ')))
        .join('\n');
      break;
    case 'enum':
      head = entry.enumMembers.map((member) => `${member.name} = ${member.value}`).join(', ');
      for (const member of entry.enumMembers) members.set(member.name, `${member.name} = ${member.value}`);
      break;
    case 'type':
      head = plainText([`type ${entry.name}`, ...writer.typeParameters(reflection.typeParameters), ...writer.aliasedType(reflection.type)]);
      break;
    case 'variable':
      head = plainText([`${reflection.flags.isConst ? 'const' : 'let'} ${entry.name}: `, ...writer.type(reflection.type)]);
      break;
    default: {
      head = plainText([
        `${entry.kind} ${entry.name}`,
        ...writer.typeParameters(reflection.typeParameters),
        ...(reflection.extendedTypes ?? []).flatMap((type) => [' extends ', ...writer.type(type)]),
        ...(reflection.implementedTypes ?? []).flatMap((type) => [' implements ', ...writer.type(type)]),
      ]);
      for (const member of entry.members) {
        const text =
          member.section === 'constructor'
            ? (member.reflection.signatures ?? []).map((s) => plainText(writer.constructorSignature(entry.name, s))).join('\n')
            : plainText(writer.member(member.reflection as DeclarationReflection));
        members.set(member.reflection.name, text);
      }
    }
  }
  return {head, members};
}

/** What the structural comparison found changed (structural-diff.ts): exports, and members by export. */
export interface StructuralChanges {
  exports: ReadonlySet<string>;
  members: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Compares the model of one version with another's, export by export and member by member.
 * With `structural`, the structural comparison decides the "Changed" badges of exports and
 * members in both versions, so that they agree with /api/changes.
 */
export function compareModels(model: ApiModel, other: ApiModel, current: ApiModel, structural?: StructuralChanges): VersionComparison {
  const byName = new Map(other.entries.map((entry) => [entry.name, entry]));
  const texts = new Map<ApiEntry, ReturnType<typeof declarationTexts>>();
  const textsOf = (entry: ApiEntry) => {
    if (!texts.has(entry)) texts.set(entry, declarationTexts(entry));
    return texts.get(entry)!;
  };
  const isCurrent = model === current;
  const absent: ChangeStatus = isCurrent ? 'new' : 'removed';
  const comparison: VersionComparison = {
    other,
    currentMajor: current.pkg.version.split('.')[0],
    isCurrent,
    counterpart: (entry) => byName.get(entry.name),
    headChanged(entry) {
      const counterpart = byName.get(entry.name);
      return !!counterpart && comparable(textsOf(entry).head) !== comparable(textsOf(counterpart).head);
    },
    status(entry) {
      const counterpart = byName.get(entry.name);
      if (!counterpart) return absent;
      if (structural) return structural.exports.has(entry.name) ? 'changed' : undefined;
      const mine = textsOf(entry);
      const theirs = textsOf(counterpart);
      if (comparable(mine.head) !== comparable(theirs.head)) return 'changed';
      if (mine.members.size !== theirs.members.size) return 'changed';
      for (const [name, text] of mine.members) if (comparable(theirs.members.get(name)) !== comparable(text)) return 'changed';
      return undefined;
    },
    memberStatus(entry, name) {
      const counterpart = byName.get(entry.name);
      if (!counterpart) return undefined;
      const theirs = textsOf(counterpart).members;
      if (!theirs.has(name)) return absent;
      if (structural) return structural.members.get(entry.name)?.has(name) ? 'changed' : undefined;
      return comparable(theirs.get(name)) === comparable(textsOf(entry).members.get(name)) ? undefined : 'changed';
    },
    otherDeclaration(entry) {
      const counterpart = byName.get(entry.name);
      return counterpart && textsOf(counterpart).head;
    },
    otherMemberDeclaration(entry, name) {
      const counterpart = byName.get(entry.name);
      return counterpart && textsOf(counterpart).members.get(name);
    },
    missingMembers(entry) {
      const counterpart = byName.get(entry.name);
      if (!counterpart) return [];
      const mine = textsOf(entry).members;
      return [...textsOf(counterpart).members.keys()].filter((name) => !mine.has(name));
    },
  };
  return comparison;
}
