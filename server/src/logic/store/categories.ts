// The enterprise's categories (sys_category): a coded tree.
import type { EntityManager } from '../../db/database.ts';

const COLUMNS = `id, parent_id as "pid", name, code, sort_no as "sortNo", version,
  exists (select 1 from sys_category c where c.parent_id = t.id) as "hasChild"`;

export interface CategoryRecord { id: string; pid: string | null; name: string; code: string; sortNo: number; version: number; hasChild: boolean }

/** Whether the parent exists, and whether it is the category `id` itself or one of its descendants. */
export async function parentCheck(em: EntityManager, pid: string, id: string | undefined): Promise<{ found: boolean; cycle: boolean } | undefined> {
  const [row] = await em.execute<{ found: boolean; cycle: boolean }[]>(
    `with recursive up as (select id, parent_id from sys_category where id = ? union all
                           select c.id, c.parent_id from sys_category c join up on c.id = up.parent_id)
     select exists (select 1 from sys_category where id = ?) as found, exists (select 1 from up where id = ?) as cycle`,
    [pid, pid, id ?? null],
  );
  return row;
}

/** Every category, in tree order. */
export const allCategories = (em: EntityManager) => em.execute<CategoryRecord[]>(`select ${COLUMNS} from sys_category t order by sort_no, code`);

/** The children of a category (the roots without one). */
export const childCategories = (em: EntityManager, pid: string | undefined) => em.execute<CategoryRecord[]>(
  `select ${COLUMNS} from sys_category t where ${pid ? 'parent_id = ?' : 'parent_id is null'} order by sort_no, code`, pid ? [pid] : []);

export const insertCategory = (em: EntityManager, id: string, c: { name: string; code: string; pid?: string | null; sortNo?: number }) => em.execute(
  `insert into sys_category (id, parent_id, name, code, sort_no) values (?, ?, ?, ?, ?)`, [id, c.pid ?? null, c.name, c.code, c.sortNo ?? 0]);

/** Saves the category over the version it was read at: its new version, or undefined when the version or id does not match. */
export async function updateCategory(
  em: EntityManager, id: string, version: number, c: { name: string; code: string; pid?: string | null; sortNo?: number },
): Promise<number | undefined> {
  const [row] = await em.execute<{ version: number }[]>(
    `update sys_category set name = ?, code = ?, parent_id = ?, sort_no = ?, version = version + 1 where id = ? and version = ? returning version`,
    [c.name, c.code, c.pid ?? null, c.sortNo ?? 0, id, version]);
  return row?.version;
}

export async function categoryExists(em: EntityManager, id: string): Promise<boolean> {
  return (await em.execute(`select 1 from sys_category where id = ?`, [id])).length > 0;
}

export async function hasChildren(em: EntityManager, id: string): Promise<boolean> {
  return (await em.execute(`select 1 from sys_category where parent_id = ? limit 1`, [id])).length > 0;
}

/** Deletes the category; false when there is none. */
export async function deleteCategory(em: EntityManager, id: string): Promise<boolean> {
  const [row] = await em.execute(`delete from sys_category where id = ? returning id`, [id]);
  return Boolean(row);
}
