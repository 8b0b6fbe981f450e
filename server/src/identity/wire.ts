// Request shapes shared by the identity routes: JSON-schema pieces and id lists ('a,b' or ['a', 'b']).
import { badRequest } from '../wire/envelope.ts';

export const str = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const nullableStr = (maxLength = 200) => ({ type: ['string', 'null'], maxLength }) as const;
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const uuid = { type: 'string', pattern: UUID_PATTERN } as const;
/** An id or null (clearing a reference); one type list, since anyOf and type coercion do not mix. */
export const nullableUuid = { type: ['string', 'null'], pattern: UUID_PATTERN } as const;
/** A list of ids as the console sends it: comma-separated or an array. */
export const idList = { anyOf: [{ type: 'string', maxLength: 40_000 }, { type: 'array', maxItems: 1000, items: uuid }] } as const;
export const version = { type: 'integer', minimum: 1 } as const;
export const CODE = { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S+$' } as const;
export const NAME = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const ORDER = { type: 'integer' } as const;
/** A name's English text: optional, cleared with null or ''. */
export const NAME_EN = { type: ['string', 'null'], maxLength: 200 } as const;
export const DESCRIPTION = { type: ['string', 'null'], maxLength: 1000 } as const;

const UUID = new RegExp(UUID_PATTERN);

/** The ids of an id list, de-duplicated; anything that is not an id is a bad request. */
export function parseIds(value: string | readonly string[] | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  const ids = (typeof value === 'string' ? value.split(',') : value).map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (ids.some((id) => !UUID.test(id))) throw badRequest('Invalid request: not an id');
  return [...new Set(ids)];
}

/** Querystring/body schema of an object with these properties. */
export const object = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

export const byId = object({ id: uuid }, ['id']);
export const byIds = object({ ids: idList }, ['ids']);
