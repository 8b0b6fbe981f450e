// Response schemas: every API route declares what its 200 reply holds, and Fastify serialises the reply by that schema
// (fast-json-stringify): faster than JSON.stringify, and nothing leaves that the schema does not list. Built with
// TypeBox; `result` is the envelope's payload.
import { Type, type Static, type TObject, type TOptional, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** The §8 envelope around a result. */
export const Envelope = <T extends TSchema>(result: T) => Type.Object({
  success: Type.Boolean(),
  code: Type.String(),
  message: Type.String(),
  result,
  timestamp: Type.Number(),
});

/** The `response` of a route schema: its 200 reply is the envelope around `result`. */
export const replies = <T extends TSchema>(result: T) => ({ 200: Envelope(result) });

/**
 * A value or null (fast-json-stringify would print null as 0 or "" otherwise): one type list where the schema has a
 * type, since anyOf and type coercion do not mix in requests.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const type = (schema as { type?: string | string[] }).type;
  if (type === undefined) return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
  return { ...schema, type: [...new Set([type, 'null'].flat())] } as unknown as TUnsafe<Static<T> | null>;
}

type RowProperties<P extends TProperties> = { [K in keyof P]: TOptional<TUnsafe<Static<P[K]> | null>> };

/** An object whose listed properties may each be null or missing; nothing else is sent. */
export const Row = <P extends TProperties>(properties: P) =>
  Type.Object(Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, Type.Optional(Nullable(schema))])) as RowProperties<P>);

/**
 * A row of a table described by the request schemas of its fields: the same fields, each may be null, without the
 * request's limits. With `id` and `version` of the record.
 */
export function RowOf(properties: TProperties, extra: TProperties = {}, required: readonly string[] = []) {
  const fields = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, responseType(schema)]));
  const row = Row({ ...fields, ...extra });
  // A stored row always has its id and version, and its required fields (NOT NULL columns): a client may rely on them.
  const always = Object.fromEntries(required.filter((key) => key in fields).map((key) => [key, fields[key]!]));
  return Type.Object({ ...row.properties, id: Type.String(), version: Type.Integer(), ...always });
}

/** The type of a request property as a response type: its type and shape (or any type), none of its limits. */
function responseType(schema: unknown): TSchema {
  const { type, items, properties, anyOf } = (schema ?? {}) as { type?: unknown; items?: unknown; properties?: Record<string, unknown>; anyOf?: unknown[] };
  if (anyOf) return Type.Union(anyOf.map(responseType));
  if (type === undefined) return Type.Unknown();
  return {
    type,
    ...(items ? { items: responseType(items) } : {}),
    ...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, responseType(v)])) } : {}),
  } as unknown as TSchema;
}

/** A page of a list: records, total, current page and size. */
export const Page = <T extends TSchema>(record: T) => Type.Object({
  records: Type.Array(record),
  total: Type.Integer(),
  current: Type.Integer(),
  size: Type.Integer(),
  pages: Type.Optional(Type.Integer()),
});

/** A result with nothing in it. */
export const Nothing = Type.Null();
/** A saved record's id and (for edits) its new version. */
export const Saved = Type.Object({ id: Type.String(), version: Type.Optional(Type.Integer()) });
/** An edited record's id and its new version. */
export const Edited = Type.Object({ id: Type.String(), version: Type.Integer() });
/** An object whose fields are data of the enterprise's own design (records of a table model, metadata documents). */
export const Open = Type.Object({}, { additionalProperties: true });
/** A point in time: sent as its ISO text (fast-json-stringify writes a Date so). */
export const Timestamp = Type.Unsafe<Date | string>(Type.String());
/** A list of strings. */
export const Strings = Type.Array(Type.String());

/** A tree of rows as `buildTree` makes it: each node its row, `key`, `leaf` and (when it has some) `children`. */
export const Tree = (row: TObject, id: string) => Type.Array(Type.Recursive((node) => Type.Object({
  ...row.properties,
  key: Type.String(),
  leaf: Type.Boolean(),
  children: Type.Optional(Type.Array(node)),
}), { $id: id }));
