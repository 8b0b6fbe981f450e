// What a record's form reaches beyond the record's own row: the users and departments its pickers name, its main
// record (a sub-table record's), and the rows of its sub-tables and oneToOne sections. Table and column names come
// from stored table models, quoted; values are bound.
import { PLATFORM_DIALECT } from '@yc/engine';
import type { EntityManager } from '../../../db/database.ts';
import { runStatement } from './sql-exec.ts';

const quote = (name: string) => PLATFORM_DIALECT.quote(name);

/** The ids among `ids` (not empty) that name a user (a 'user' picker) or a department (else) of the enterprise. */
export async function findPickedIds(em: EntityManager, type: string, ids: readonly string[]): Promise<string[]> {
  const sql = type === 'user'
    ? `select id from sys_user where del_flag = 0 and id in (${ids.map(() => '?').join(', ')})`
    : `select id from sys_org where id in (${ids.map(() => '?').join(', ')})`;
  return (await em.execute<{ id: string }[]>(sql, [...ids])).map((r) => String(r.id));
}

/** Whether a row of `table` has `id` in its column `key`. */
export async function hasRowWith(em: EntityManager, table: string, key: string, id: string): Promise<boolean> {
  const [found] = await runStatement(em, { text: `select 1 as found from ${quote(table)} where ${quote(key)} = ? limit 1`, values: [id] });
  return !!found;
}

/** The `columns` of the rows of a child table naming the main record in `foreignKey`, oldest first. */
export function findChildRows<T>(em: EntityManager, table: string, columns: readonly string[], foreignKey: string, mainId: string): Promise<T[]> {
  const list = columns.map(quote).join(', ');
  return runStatement<T>(em, {
    text: `select ${list} from ${quote(table)} where ${quote(foreignKey)} = ? order by ${quote('create_time')}, ${quote('id')}`,
    values: [mainId],
  });
}

/** Deletes the rows of a child table naming one of the main records in `foreignKey`. */
export async function deleteChildRows(em: EntityManager, table: string, foreignKey: string, mainIds: readonly string[]): Promise<void> {
  await runStatement(em, {
    text: `delete from ${quote(table)} where ${quote(foreignKey)} in (${mainIds.map(() => '?').join(', ')})`,
    values: [...mainIds],
  });
}
