// What record requests ask of their transaction itself: its enterprise and role, a savepoint a script's reads run
// under (rolled back after them, so the transaction goes on as it was), and a tree page's index, made `if not exists`.
import { treeIndexStatement } from '@yc/engine';
import type { EntityManager } from '../../../db/database.ts';

/** The enterprise the transaction runs for. */
export const currentTenant = async (em: EntityManager): Promise<number> =>
  Number((await em.execute<{ tenant: number }[]>('select yc_current_tenant() as tenant'))[0]!.tenant);

/** The role the transaction runs as, if set. */
export async function currentRole(em: EntityManager): Promise<string | undefined> {
  const [current] = await em.execute<{ role: string }[]>(`select current_setting('role') as role`);
  return current?.role;
}

/** Runs `work` under the savepoint `name`, rolled back to it after (whether the work succeeds or fails). */
export async function underRolledBackSavepoint<T>(em: EntityManager, name: 'yc_hook_view' | 'yc_form_options', work: () => Promise<T>): Promise<T> {
  await em.execute(`savepoint ${name}`);
  try {
    return await work();
  } finally {
    await em.execute(`rollback to savepoint ${name}`);
  }
}

/** Creates the index of a tree page's parent column, if not there (DDL: run it as the tables' owner). */
export const createTreeIndex = (em: EntityManager, table: string, parentField: string) => em.execute(treeIndexStatement({ table, parentField }));
