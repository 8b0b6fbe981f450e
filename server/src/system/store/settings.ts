// The system store's settings: configuration values (sys_config) by code, a user's custom settings (sys_custom) and
// the permission items granted to a user.
import { randomUUID } from 'node:crypto';
import type { EntityManager, ReadStatements } from '../../db/database.ts';
import { EFFECTIVE_GRANTS_SQL } from '../../identity/store/grants.ts';

/** The values of the configuration codes that have one. */
export const configValues = (em: EntityManager, codes: string[]) => em.execute<{ code: string; value: string | null }[]>(
  `select config_code as code, config_value as value from sys_config where config_code in (${codes.map(() => '?').join(', ')})`, codes);

/** Sets a configuration value: the row changed when it differs, made when there is none. */
export async function writeConfig(em: EntityManager, code: string, value: string): Promise<void> {
  const updated = await em.execute<{ id: string }[]>(
    `update sys_config set config_value = ?, version = version + 1 where config_code = ? and config_value is distinct from ? returning id`, [value, code, value]);
  if (updated.length > 0) return;
  const exists = await em.execute<{ id: string }[]>(`select id from sys_config where config_code = ?`, [code]);
  if (exists.length === 0) await em.execute(`insert into sys_config (id, config_code, config_value) values (?, ?, ?)`, [randomUUID(), code, value]);
}

/** The portal type and the form opening of the enterprise, read outside any transaction. */
export const readPortalSettings = (read: ReadStatements) => read<{ config_code: string; config_value: string | null }>({
  text: `select config_code, config_value from sys_config where config_code in ($1, $2)`, values: ['portal-type', 'form-open-type'],
});

/** Saves a custom setting of the user in one statement: two saves at once both succeed, the last one wins. */
export const saveCustom = (em: EntityManager, userId: string, type: string, dataId: string, content: string) => em.execute(
  `insert into sys_custom (id, user_id, type, data_id, content) values (?, ?, ?, ?, ?)
   on conflict (tenant_id, user_id, type, data_id) do update set content = excluded.content, updated_at = now()`,
  [randomUUID(), userId, type, dataId, content],
);

/** The ids of the permission items granted to the user (through their roles). */
export const grantedPermissionIds = async (em: EntityManager, userId: string) => (await em.execute<{ permission_id: string }[]>(
  `select distinct g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g`,
  [userId],
)).map((g) => g.permission_id);
