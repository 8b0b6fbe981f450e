// Request shapes of the identity routes: their field schemas, look-ups by id and id lists ('a,b' or ['a', 'b']).
import { Type } from '@sinclair/typebox';
import { requestMessage } from '@yc/engine';
import { badRequest } from '../wire/envelope.ts';
import { nullableStr, str, UUID_PATTERN, uuid } from '../wire/requests.ts';

export const CODE = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S+$' });
export const NAME = Type.String({ minLength: 1, maxLength: 200 });
export const ORDER = Type.Integer();
/** A name's English text: optional, cleared with null or ''. */
export const NAME_EN = nullableStr(200);
export const DESCRIPTION = nullableStr(1000);

const UUID = new RegExp(UUID_PATTERN);

/** The ids of an id list, de-duplicated; anything that is not an id is a bad request. */
export function parseIds(value: string | readonly string[] | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  const ids = (typeof value === 'string' ? value.split(',') : value).map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (ids.some((id) => !UUID.test(id))) throw badRequest(requestMessage('notAnId'));
  return [...new Set(ids)];
}

export const byId = Type.Object({ id: uuid });
/** Ids comma-separated in a query string (batch deletes). */
export const byIds = Type.Object({ ids: str(40_000) });
