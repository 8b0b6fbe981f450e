// Request schemas shared by the routes, built with TypeBox: each route's request types are inferred from its schemas
// (the TypeBox type provider), so a type cannot drift from what is validated.
import { Type, type Static, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';
import { Code, QUERY_LIMITS } from '@yc/engine';
import { Nullable, Open } from './responses.ts';

export const str = (maxLength = 200) => Type.String({ maxLength });
export const nullableStr = (maxLength = 200) => Nullable(str(maxLength));
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const uuid = Type.String({ pattern: UUID_PATTERN });
/** An id or null (clearing a reference); one type list, since anyOf and type coercion do not mix. */
export const nullableUuid = Nullable(uuid);
/** A list of ids as the console sends it: comma-separated or an array. */
export const idList = Type.Union([Type.String({ maxLength: 40_000 }), Type.Array(uuid, { maxItems: 1000 })]);
/** The largest value of a PostgreSQL integer column: request integers that end up in one stop here (400, not 500). */
export const INT32_MAX = 2_147_483_647;
/** An integer field of a request, bounded to what the database stores (the field's own bounds may be narrower). */
export const int = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: -INT32_MAX - 1, maximum: INT32_MAX, ...options });
/** The version of an item edited (optimistic lock): one definition for every route. */
export const version = int({ minimum: 1 });
/** The code of a metadata item (table, form, page, config) in a path, query or body. */
export const codeParam = Code();
/** Query string naming one item by its code. */
export const byCode = Type.Object({ code: codeParam });
/** A body that must be a JSON object, its fields checked by the handler (metadata documents, records of a table model). */
export const OpenBody = Type.Unsafe<Record<string, unknown>>(Open);

/**
 * A parameter the validator fills with `value` when the request leaves it out (Fastify's ajv applies defaults): not
 * required on the wire, always present for the handler.
 */
export function Defaulted<T extends TSchema>(schema: T, value: Static<T>): T {
  return Type.Optional({ ...schema, default: value }) as unknown as T;
}

/** Querystring properties of a paged list. */
export const PAGE_QUERY_PROPERTIES = {
  pageNo: Defaulted(Type.Integer({ minimum: 1, maximum: QUERY_LIMITS.maxPageNo }), 1),
  pageSize: Defaulted(Type.Integer({ minimum: 1, maximum: QUERY_LIMITS.maxPageSize }), 10),
};
/** The page a list is asked for. */
export type PageQuery = Static<TObject<typeof PAGE_QUERY_PROPERTIES>>;

type OptionalExcept<P extends TProperties, R extends keyof P> = { [K in keyof P]: K extends R ? P[K] : TOptional<P[K]> };

/** The properties, each optional but the `required` ones: one list of a record's fields serves its add and its edit. */
export function optionalExcept<P extends TProperties, R extends keyof P & string = never>(properties: P, required: readonly R[] = []): OptionalExcept<P, R> {
  return Object.fromEntries(Object.entries(properties).map(([key, schema]) =>
    [key, required.includes(key as R) ? schema : Type.Optional(schema)])) as OptionalExcept<P, R>;
}
