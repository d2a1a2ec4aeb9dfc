import type {
  DeclarationReflection,
  ParameterReflection,
  Reflection,
  ReferenceType,
  SignatureReflection,
  SomeType,
  TypeContext,
  TypeParameterReflection,
} from 'typedoc';
import {memberName} from './model';
import {typedoc} from './typedoc-project';

import type {SignaturePart} from '../../contracts/api';

export type {SignaturePart};

export type UrlOf = (reflection: Reflection | undefined) => string | undefined;

/** Lines longer than this are broken (parameters, object types, unions), so phones scroll less. */
const MAX_LINE = 64;

function plainText(parts: readonly SignaturePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part[0])).join('');
}

function textLength(parts: readonly SignaturePart[]): number {
  return parts.reduce((length, part) => length + (typeof part === 'string' ? part.length : part[0].length), 0);
}

/** Joins parts, merging neighbouring strings so the generated pages stay small. */
export function concat(...groups: (string | readonly SignaturePart[])[]): SignaturePart[] {
  const result: SignaturePart[] = [];
  for (const group of groups) {
    for (const part of typeof group === 'string' ? [group] : group) {
      const last = result[result.length - 1];
      if (typeof part === 'string' && typeof last === 'string') result[result.length - 1] = last + part;
      else if (part !== '') result.push(part);
    }
  }
  return result;
}

function join(groups: readonly SignaturePart[][], separator: string): SignaturePart[] {
  return concat(...groups.flatMap((group, index) => (index === 0 ? [group] : [separator, group])));
}

/**
 * Writes declarations as TypeScript, with every type that has a place in the reference linked
 * to it. Types from elsewhere (Promise, AbortSignal, non-exported helpers) stay plain text.
 */
export class SignatureWriter {
  constructor(
    private readonly urlOf: UrlOf,
    /** The name a reflection is exported under, which a local alias in the declarations may hide. */
    private readonly exportNameOf: (reflection: Reflection | undefined) => string | undefined = () => undefined,
    /** Where a type the package does not export is explained (an anchor on the page), if anywhere. */
    private readonly unexportedHref: (type: ReferenceType) => string | undefined = () => undefined,
  ) {}

  type(type: SomeType | undefined, indent = '', context: TypeContext = 'none'): SignaturePart[] {
    if (!type) return ['unknown'];
    const parts = this.bareType(type, indent);
    return type.needsParenthesis(context) ? concat('(', parts, ')') : parts;
  }

  /** The name of a referenced type, linked to its place if it has one. */
  private referenceName(type: ReferenceType): SignaturePart {
    const href = type.refersToTypeParameter ? undefined : type.reflection ? this.urlOf(type.reflection) : this.unexportedHref(type);
    return href ? [this.exportNameOf(type.reflection) ?? type.name, href] : type.name;
  }

  private bareType(type: SomeType, indent: string): SignaturePart[] {
    switch (type.type) {
      case 'intrinsic':
      case 'unknown':
        return [type.name];
      case 'literal':
        return [literalText(type.value)];
      case 'reference': {
        const name = this.referenceName(type);
        if (!type.typeArguments?.length) return [name];
        const args = type.typeArguments.map((arg) => this.type(arg, indent, 'referenceTypeArgument'));
        return concat([name], '<', join(args, ', '), '>');
      }
      case 'array':
        return concat(this.type(type.elementType, indent, 'arrayElement'), '[]');
      case 'union':
        return join(
          type.types.map((t) => this.type(t, indent, 'unionElement')),
          ' | ',
        );
      case 'intersection':
        return join(
          type.types.map((t) => this.type(t, indent, 'intersectionElement')),
          ' & ',
        );
      case 'tuple':
        return concat(
          '[',
          join(
            type.elements.map((t) => this.type(t, indent, 'tupleElement')),
            ', ',
          ),
          ']',
        );
      case 'namedTupleMember':
        return concat(`${type.name}${type.isOptional ? '?' : ''}: `, this.type(type.element, indent));
      case 'optional':
        return concat(this.type(type.elementType, indent, 'optionalElement'), '?');
      case 'rest':
        return concat('...', this.type(type.elementType, indent, 'restElement'));
      case 'typeOperator':
        return concat(`${type.operator} `, this.type(type.target, indent, 'typeOperatorTarget'));
      case 'indexedAccess':
        return concat(this.type(type.objectType, indent, 'indexedObject'), '[', this.type(type.indexType, indent, 'indexedIndex'), ']');
      case 'query':
        return concat('typeof ', this.type(type.queryType, indent, 'queryTypeTarget'));
      case 'conditional':
        return concat(
          this.type(type.checkType, indent, 'conditionalCheck'),
          ' extends ',
          this.type(type.extendsType, indent, 'conditionalExtends'),
          ' ? ',
          this.type(type.trueType, indent, 'conditionalTrue'),
          ' : ',
          this.type(type.falseType, indent, 'conditionalFalse'),
        );
      case 'inferred':
        return type.constraint
          ? concat(`infer ${type.name} extends `, this.type(type.constraint, indent, 'inferredConstraint'))
          : [`infer ${type.name}`];
      case 'predicate':
        return concat(
          type.asserts ? 'asserts ' : '',
          type.name,
          type.targetType ? concat(' is ', this.type(type.targetType, indent, 'predicateTarget')) : '',
        );
      case 'templateLiteral':
        return concat(
          '`' + type.head,
          ...type.tail.map(([t, text]) => concat('${', this.type(t, indent, 'templateLiteralElement'), '}' + text)),
          '`',
        );
      case 'mapped': {
        const readonly = type.readonlyModifier === '+' ? 'readonly ' : type.readonlyModifier === '-' ? '-readonly ' : '';
        const optional = type.optionalModifier === '+' ? '?' : type.optionalModifier === '-' ? '-?' : '';
        return concat(
          `{ ${readonly}[${type.parameter} in `,
          this.type(type.parameterType, indent, 'mappedParameter'),
          type.nameType ? concat(' as ', this.type(type.nameType, indent, 'mappedName')) : '',
          `]${optional}: `,
          this.type(type.templateType, indent, 'mappedTemplate'),
          ' }',
        );
      }
      case 'reflection':
        return this.typeLiteral(type.declaration, indent);
    }
  }

  /** `{ a: string; b?: number }`, a function type, or the same broken over lines when long. */
  private typeLiteral(declaration: DeclarationReflection, indent: string): SignaturePart[] {
    const children = declaration.children ?? [];
    const signatures = declaration.signatures ?? [];
    const indexSignatures = declaration.indexSignatures ?? [];
    if (signatures.length === 1 && children.length === 0 && indexSignatures.length === 0) {
      const signature = signatures[0];
      const returns = concat(' => ', this.type(signature.type, indent));
      const typeParameters = this.typeParameters(signature.typeParameters);
      const arrow = concat(typeParameters, this.parameters(signature, indent, textLength(typeParameters) + textLength(returns)), returns);
      return signature.kindOf(typedoc().ReflectionKind.ConstructorSignature) ? concat('new ', arrow) : arrow;
    }
    const memberIndent = `${indent}  `;
    const lines = [
      ...indexSignatures.map((s) => this.indexSignature(s, memberIndent)),
      ...signatures.map((s) =>
        concat(this.typeParameters(s.typeParameters), this.parameters(s, memberIndent), ': ', this.type(s.type, memberIndent)),
      ),
      ...children.map((child) => this.member(child, memberIndent)),
    ];
    if (lines.length === 0) return ['{}'];
    const flat = concat('{ ', join(lines, '; '), ' }');
    if (textLength(flat) + indent.length <= MAX_LINE) return flat;
    return concat('{\n', ...lines.map((line) => concat(memberIndent, line, ';\n')), indent, '}');
  }

  /** A property, method or accessor as it reads inside a class or an object type. */
  member(member: DeclarationReflection, indent = ''): SignaturePart[] {
    const modifiers = `${member.flags.isStatic ? 'static ' : ''}${member.flags.isAbstract ? 'abstract ' : ''}${member.flags.isProtected ? 'protected ' : ''}`;
    const name = memberName(member);
    if (member.signatures?.length) {
      return join(
        member.signatures.map((signature) => this.callable(name, signature, indent, modifiers)),
        '\n' + indent,
      );
    }
    if (member.getSignature || member.setSignature) {
      const accessors: SignaturePart[][] = [];
      if (member.getSignature) accessors.push(concat(modifiers, `get ${name}(): `, this.type(member.getSignature.type, indent)));
      if (member.setSignature) accessors.push(concat(modifiers, `set ${name}`, this.parameters(member.setSignature, indent)));
      return join(accessors, '\n' + indent);
    }
    const optional = member.flags.isOptional ? '?' : '';
    return this.typed(
      concat(modifiers, member.flags.isReadonly ? 'readonly ' : '', `${name === member.name ? propertyName(name) : name}${optional}:`),
      member.type,
      indent,
      1,
    );
  }

  indexSignature(signature: SignatureReflection, indent = ''): SignaturePart[] {
    const [key] = signature.parameters ?? [];
    return concat(
      signature.flags.isReadonly ? 'readonly ' : '',
      `[${key?.name ?? 'key'}: `,
      this.type(key?.type, indent),
      ']: ',
      this.type(signature.type, indent),
    );
  }

  /** `name<T>(a: A, b?: B): R`, the form of functions and methods, after `prefix` (`function `). */
  callable(name: string, signature: SignatureReflection, indent = '', prefix = ''): SignaturePart[] {
    const head = concat(prefix, name, this.typeParameters(signature.typeParameters, indent.length + prefix.length + name.length));
    const flatReturns = concat(': ', this.type(signature.type, indent));
    const parameters = this.parameters(signature, indent, textLength(head) + textLength(flatReturns));
    // A return type still too long for the last line breaks its own union or type arguments.
    const lastLine = plainText(concat(head, parameters)).split('\n').pop()!;
    const returns =
      lastLine.length > indent.length ? concat(':', this.typed('', signature.type, indent, lastLine.length - indent.length)) : flatReturns;
    return concat(head, parameters, returns);
  }

  constructorSignature(className: string, signature: SignatureReflection): SignaturePart[] {
    const head = concat(`new ${className}`, this.typeParameters(signature.typeParameters, `new ${className}(`.length));
    return concat(head, this.parameters(signature, '', textLength(head)));
  }

  /** `<T extends A = B, U>`, one type parameter per line when the line (with `around` more characters) is long. */
  typeParameters(typeParameters: readonly TypeParameterReflection[] | undefined, around = 0): SignaturePart[] {
    if (!typeParameters?.length) return [];
    const list = typeParameters.map((parameter) =>
      concat(
        parameter.varianceModifier ? `${parameter.varianceModifier} ` : '',
        parameter.name,
        parameter.type ? concat(' extends ', this.type(parameter.type)) : '',
        parameter.default ? concat(' = ', this.type(parameter.default)) : '',
      ),
    );
    const flat = concat('<', join(list, ', '), '>');
    if (list.length === 1 || around + textLength(flat) <= MAX_LINE) return flat;
    return concat('<\n', ...list.map((line) => concat('  ', line, ',\n')), '>');
  }

  /** `(a: A, b?: B)`, one parameter per line when the line (with `around` more characters) is long. */
  parameters(signature: SignatureReflection, indent: string, around = 0): SignaturePart[] {
    const parameterIndent = `${indent}  `;
    const list = (signature.parameters ?? []).map((parameter) => this.parameter(parameter, parameterIndent));
    const flat = concat('(', join(list, ', '), ')');
    if (list.length === 0 || indent.length + around + textLength(flat) <= MAX_LINE) return flat;
    return concat('(\n', ...list.map((line) => concat(parameterIndent, line, ',\n')), indent, ')');
  }

  private parameter(parameter: ParameterReflection, indent: string): SignaturePart[] {
    const optional = parameter.flags.isOptional || parameter.defaultValue !== undefined ? '?' : '';
    return this.typed(`${parameter.flags.isRest ? '...' : ''}${parameter.name}${optional}:`, parameter.type, indent, 1);
  }

  /** `name: T`; a union too long for the line (with `after` more characters) gets a member per line. */
  private typed(head: string | SignaturePart[], type: SomeType | undefined, indent: string, after = 0): SignaturePart[] {
    const flat = concat(head, ' ', this.type(type, indent));
    if (indent.length + textLength(flat) + after <= MAX_LINE) return flat;
    const innerIndent = `${indent}  `;
    if (type?.type === 'union')
      return concat(head, ...type.types.map((member) => concat(`\n${innerIndent}| `, this.type(member, innerIndent, 'unionElement'))));
    // `Readonly<GraphQLObjectTypeExtensions<TSource, TContext>>`: the type arguments on lines of their own.
    if (type?.type === 'reference' && type.typeArguments?.length && !type.refersToTypeParameter) {
      const name = this.referenceName(type);
      const args = type.typeArguments.map((arg) => this.type(arg, innerIndent, 'referenceTypeArgument'));
      return concat(
        head,
        ' ',
        [name],
        '<',
        ...args.map((arg, index) => concat(`\n${innerIndent}`, arg, index < args.length - 1 ? ',' : '')),
        `\n${indent}>`,
      );
    }
    return flat;
  }

  /** ` = T`, the right-hand side of a type alias; a long union gets one member per line. */
  aliasedType(type: SomeType | undefined): SignaturePart[] {
    const flat = this.type(type);
    if (type?.type !== 'union' || textLength(flat) <= MAX_LINE) return concat(' = ', flat);
    return concat(' =', ...type.types.map((member) => concat('\n  | ', this.type(member, '  ', 'unionElement'))));
  }
}

function literalText(value: string | number | boolean | bigint | null): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
