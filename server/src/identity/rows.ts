// Platform rows through MikroORM: a page of rows with its total (pageNo/pageSize in, {records, total, current, size}
// out), and the optimistic-lock update of every edit.
import type { EntityData, EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { platformMessage } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { PageQuery } from '../wire/requests.ts';
import { badRequest, conflict, notFound } from '../wire/envelope.ts';

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

const bounds = ({ pageNo, pageSize }: PageQuery) => ({ current: pageNo, size: pageSize, offset: (pageNo - 1) * pageSize });

/** One page of an entity's rows matching `where`, in `orderBy` order, with the total. */
export async function findPage<T extends object>(
  em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>, orderBy: QueryOrderMap<T>[], query: PageQuery,
): Promise<Page<T>> {
  const { current, size, offset } = bounds(query);
  const [records, total] = await em.findAndCount(entity, where, { orderBy, limit: size, offset });
  return { records, total, current, size };
}

/**
 * Updates the given values of the row `id` if it is still at `version` (the version the client read it at) and returns
 * the new version. No version: 400 (a save could overwrite someone else's unseen change); unknown id or a row outside
 * `scope`: 404; stale version: 409.
 */
export async function updateVersioned<T extends { id: string; version: number }>(
  em: EntityManager, entity: EntityName<T>, id: string, values: EntityData<T>, version: number | undefined, scope: FilterQuery<T> = {},
): Promise<number> {
  if (version === undefined) throw badRequest(platformMessage('versionRequired'));
  const where = { $and: [scope, { id, version }] } as FilterQuery<T>;
  const changed = await em.nativeUpdate(entity, where, { ...values, version: version + 1 } as EntityData<T>);
  if (changed > 0) return version + 1;
  const exists = await em.count(entity, { $and: [scope, { id }] } as FilterQuery<T>);
  throw exists ? conflict() : notFound();
}
