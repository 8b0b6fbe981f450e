// The pages store: what run-time pages read beyond their metadata — the organisation and users the form's pickers
// offer, the menus, roles and settings portals name (sys_config holds the portal settings), the portals of a user's
// roles, the menu items showing a widget, a portal placing a widget, and a page's type. sys_org, sys_user,
// sys_permission and sys_role belong to identity; these only read them.
import { randomUUID } from 'node:crypto';
import { placeholders, PORTAL_SETTING_CODES, type MetadataOf } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { EFFECTIVE_GRANTS_SQL, EFFECTIVE_ROLES_SQL } from '../../identity/store/grants.ts';
import { containsPattern } from '../../identity/sql.ts';
import { runStatement } from './records/sql-exec.ts';

/** Every organisation and department, flat, with its parent, as the pickers draw them. */
export const findOrgTree = (em: EntityManager) => em.execute(
  `select id, parent_id as "parentId", org_name as "orgName", org_code as "orgCode", org_type as "orgType" from sys_org order by org_order, org_code`,
);

/** Active users of a department and/or whose name or account contains `keyWord`, at most `limit`. */
export function findPickerUsers(em: EntityManager, deptId: string | undefined, keyWord: string | undefined, limit: number) {
  const conditions = ['u.del_flag = 0', 'u.status = 1'];
  const values: unknown[] = [];
  if (deptId) {
    conditions.push('exists (select 1 from sys_user_org uo where uo.user_id = u.id and uo.org_id = ?)');
    values.push(deptId);
  }
  if (keyWord?.trim()) {
    conditions.push('(u.realname ilike ? or u.username ilike ?)');
    values.push(containsPattern(keyWord.trim()), containsPattern(keyWord.trim()));
  }
  return em.execute(
    `select u.id, u.username, u.realname from sys_user u where ${conditions.join(' and ')} order by u.user_order, u.realname limit ${limit}`,
    values,
  );
}

/** The ids among `ids` (not empty) of menu items (not buttons). */
export const findMenuIds = async (em: EntityManager, ids: readonly string[]): Promise<string[]> =>
  (await em.execute<{ code: string }[]>(`select id::text as code from sys_permission where menu_type <> 2 and id in (${placeholders(ids)})`, [...ids]))
    .map((r) => r.code);

/** The codes among `codes` (not empty) of roles. */
export const findRoleCodes = async (em: EntityManager, codes: readonly string[]): Promise<string[]> =>
  (await em.execute<{ code: string }[]>(`select role_code as code from sys_role where role_code in (${placeholders(codes)})`, [...codes]))
    .map((r) => r.code);

/** The stored portal settings (the portal type and the default portal), by code. */
export const findPortalSettingRows = (em: EntityManager) => em.execute<{ config_code: string; config_value: string }[]>(
  `select config_code, config_value from sys_config where config_code in (?, ?)`, [PORTAL_SETTING_CODES.portalType, PORTAL_SETTING_CODES.defaultPortal]);

/** Sets a setting's value: the stored one changed, else one added. */
export async function writeConfigSetting(em: EntityManager, code: string, value: string): Promise<void> {
  const updated = await em.execute<{ id: string }[]>(
    `update sys_config set config_value = ?, version = version + 1 where config_code = ? returning id`, [value, code]);
  if (updated.length === 0) await em.execute(`insert into sys_config (id, config_code, config_value) values (?, ?, ?)`, [randomUUID(), code, value]);
}

/** The codes of the roles that count for the user. */
export const findUserRoleCodes = async (em: EntityManager, userId: string): Promise<string[]> =>
  (await em.execute<{ code: string }[]>(
    `select r.role_code as code from sys_role r where r.id in (select er.id from (${EFFECTIVE_ROLES_SQL}) er)`, [userId])).map((r) => r.code);

/** Every portal of the enterprise. */
export const findPortals = async (em: EntityManager): Promise<MetadataOf<'portal'>[]> =>
  (await em.execute<{ content: MetadataOf<'portal'> }[]>(`select content from ef_metadata where kind = 'portal'`)).map((r) => r.content);

/** The menus among `ids` (valid ids, not empty) the user is granted, as shortcuts draw them. */
export const findGrantedMenus = (em: EntityManager, userId: string, ids: readonly string[]) =>
  em.execute<{ id: string; name: string; nameEn: string | null; url: string | null; icon: string | null }[]>(
    `select p.id::text as id, p.name, p.name_en as "nameEn", p.url, p.icon from sys_permission p
      where p.id in (${placeholders(ids)}) and p.menu_type <> 2 and p.status = '0'
        and p.id in (select g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g)`,
    [...ids, userId]);

/** The valid menu items of the component that the user is granted: their paths and codes. */
export const findGrantedMenusOf = (em: EntityManager, userId: string, component: string) =>
  em.execute<{ url: string | null; code: string }[]>(
    `select p.url, p.code from sys_permission p
      where p.status = '0' and p.menu_type <> 2 and p.component = ? and p.id in (select g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g)`,
    [component, userId],
  );

/** The first portal placing the widget, if any. */
export async function findPortalPlacing(em: EntityManager, widgetCode: string): Promise<string | undefined> {
  const [row] = await em.execute<{ code: string }[]>(
    `select code from ef_metadata where kind = 'portal' and content -> 'items' @> jsonb_build_array(jsonb_build_object('widgetCode', ?::text))
      order by code limit 1`, [widgetCode]);
  return row?.code;
}

/** The stored page's type, if the page exists ({ viewType: null } for a page without one). */
export async function findViewType(em: EntityManager, viewCode: string): Promise<{ view_type: string | null } | undefined> {
  const [row] = await runStatement<{ view_type: string | null }>(em, {
    text: `select content->>'viewType' as view_type from ef_metadata where kind = 'view' and code = ?`, values: [viewCode],
  });
  return row;
}
