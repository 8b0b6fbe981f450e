// Building blocks shared by the metadata schemas: vocabulary enums, codes and the fields every item carries.
import { Type, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

/** A schema accepting exactly the values of a vocabulary (emitted as a JSON Schema `enum`). */
export function OneOf<const T extends readonly (string | number)[]>(values: T, options: SchemaOptions = {}): TUnsafe<T[number]> {
  const type = values.every((v) => typeof v === 'number') ? 'integer' : 'string';
  return Type.Unsafe<T[number]>({ ...options, type, enum: [...values] });
}

/** A stable identifier (code) of a metadata item; the no-Chinese rule lives in rules/codes.ts. */
export const Code = (description?: string) => Type.String({ minLength: 1, maxLength: 100, ...(description ? { description } : {}) });

/** A human-readable, non-empty name. */
export const Name = (description?: string) => Type.String({ minLength: 1, ...(description ? { description } : {}) });

/** A string, number or boolean value (options, defaults). */
export const Scalar = Type.Unsafe<string | number | boolean>({ type: ['string', 'number', 'boolean'] });

/** Optimistic-lock version and owning app group, carried by every stored metadata item. */
export const VERSIONED = {
  version: Type.Optional(Type.Integer({ minimum: 0, description: 'Optimistic lock: a write with a stale version is rejected' })),
};
export const OWNED = {
  ...VERSIONED,
  groupCode: Type.Optional(Code('Owning app group')),
};

/** A key/value pair (HTTP headers, ad-hoc settings). */
export const KeyValueSchema = Type.Object({ key: Type.String(), value: Type.String() });

/** A named parameter of a SQL or HTTP config. */
export const ParameterSchema = Type.Object({
  parameterKey: Type.String({ description: 'Parameter name, unique within its config' }),
  defaultValue: Type.Optional(Type.String()),
  required: Type.Optional(Type.Boolean()),
  description: Type.Optional(Type.String()),
});
