// The files store: the enterprise's stored files (sys_file), one row per file the file store keeps.
import { randomUUID } from 'node:crypto';
import { isFileReference } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';

/** A kept file's row. */
export const insertFile = (em: EntityManager, file: { path: string; biz: string; name: string; contentType: string; size: number }, username: string) => em.execute(
  `insert into sys_file (id, path, biz, original_name, content_type, size, created_by) values (?, ?, ?, ?, ?, ?, ?)`,
  [randomUUID(), file.path, file.biz, file.name, file.contentType, file.size, username],
);

/** Deletes the rows of the files at the references. */
export const deleteFiles = (em: EntityManager, paths: readonly string[]) => em.execute(`delete from sys_file where path = any(?::text[])`, [`{${paths.join(',')}}`]);

/** The rows of the enterprise's files among these references (the transaction's tenant; another's are not seen). */
export async function findFiles(em: EntityManager, paths: readonly string[]): Promise<{ path: string; name: string; size: number; contentType: string }[]> {
  const safe = paths.filter(isFileReference);
  if (!safe.length) return [];
  const rows = await em.execute<{ path: string; original_name: string; size: string | number; content_type: string }[]>(
    `select path, original_name, size, content_type from sys_file where path = any(?::text[])`, [`{${safe.join(',')}}`]);
  return rows.map((r) => ({ path: r.path, name: r.original_name, size: Number(r.size), contentType: r.content_type }));
}
