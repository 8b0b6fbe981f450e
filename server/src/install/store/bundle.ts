// The statements of a bundle's relational lists (app groups, dictionaries, categories, configuration, menus, roles)
// and of the installed app's own row, in the current tenant's transaction. The eform documents and process templates
// are installed by their own domains' stores.
import { randomUUID } from 'node:crypto';
import type { AppBundle } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { KeptItem } from '../../eform/metadata/bundle-install.ts';

/** Whether the app is installed at this version with this very bundle; undefined when it is not installed. */
export async function sameAppInstalled(em: EntityManager, bundle: AppBundle): Promise<boolean | undefined> {
  const [existing] = await em.execute<{ same: boolean }[]>(
    `select app_version = ? and bundle = ?::jsonb as same from sys_app where app_code = ?`,
    [bundle.appVersion, JSON.stringify(bundle), bundle.appCode],
  );
  return existing?.same;
}

/** Marks the transaction's saves as the app's (on), not the enterprise's edits (the tables' triggers mark those as changed). */
export async function setInstalling(em: EntityManager, on: boolean): Promise<void> {
  await em.execute(on
    ? `select set_config('app.installing', 'on', true), set_config('app.username', 'install', true)`
    : `select set_config('app.installing', 'off', true)`);
}

/** The installed app's row, with the bundle it was installed from. */
export const saveApp = (em: EntityManager, bundle: AppBundle) => em.execute(
  `insert into sys_app (id, app_code, app_name, app_version, bundle) values (?, ?, ?, ?, ?)
   on conflict (tenant_id, app_code) do update set app_name = excluded.app_name, app_version = excluded.app_version,
     bundle = excluded.bundle, updated_at = now()`,
  [randomUUID(), bundle.appCode, bundle.appName, bundle.appVersion, JSON.stringify(bundle)],
);

/**
 * The condition of an upgrade of an existing row in a relational metadata table: the row is this app's and the
 * enterprise has not changed it; any other row is kept as it is (and reported).
 */
const OURS = (table: string) => `where ${table}.app_code is not distinct from excluded.app_code and not ${table}.changed`;

export async function installGroups(em: EntityManager, bundle: AppBundle): Promise<KeptItem[]> {
  const kept: KeptItem[] = [];
  for (const [i, g] of (bundle.groups ?? []).entries()) {
    const written = await em.execute(
      `insert into sys_app_group (id, group_code, group_name, group_name_en, group_desc, group_desc_en, order_num, parent_code, icon,
         background_color, is_mobile, is_common, app_code)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (tenant_id, group_code) do update set group_name = excluded.group_name, group_name_en = excluded.group_name_en,
         group_desc = excluded.group_desc, group_desc_en = excluded.group_desc_en,
         icon = excluded.icon, background_color = excluded.background_color, version = sys_app_group.version + 1
       ${OURS('sys_app_group')}
       returning id`,
      [randomUUID(), g.groupCode, g.groupName, g.groupNameEn ?? null, g.groupDesc ?? null, g.groupDescEn ?? null, g.orderNum ?? i, g.parentCode ?? null, g.icon ?? null,
        g.backgroundColor ?? null, g.isMobile ?? false, g.isCommon ?? false, bundle.appCode],
    );
    if (written.length === 0) kept.push({ kind: 'appGroup', code: g.groupCode });
  }
  return kept;
}

export async function installDictionaries(em: EntityManager, bundle: AppBundle): Promise<KeptItem[]> {
  const kept: KeptItem[] = [];
  for (const d of bundle.dictionaries ?? []) {
    const [dict] = await em.execute<{ id: string }[]>(
      `insert into sys_dict (id, dict_code, dict_name, dict_name_en, category, description, description_en, app_code) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (tenant_id, dict_code) do update set dict_name = excluded.dict_name, dict_name_en = excluded.dict_name_en,
         category = excluded.category, description = excluded.description, description_en = excluded.description_en,
         version = sys_dict.version + 1
       ${OURS('sys_dict')}
       returning id`,
      [randomUUID(), d.dictCode, d.dictName, d.dictNameEn ?? null, d.category, d.description ?? null, d.descriptionEn ?? null, bundle.appCode],
    );
    // A dictionary the enterprise changed (its items included) keeps its items too.
    if (!dict) {
      kept.push({ kind: 'dictionary', code: d.dictCode });
      continue;
    }
    // Items a newer version dropped go (the enterprise's own items would have marked the dictionary changed), then
    // the items in one statement.
    await em.execute(
      `delete from sys_dict_item where dict_id = ? and item_value not in (select jsonb_array_elements_text(?::jsonb))`,
      [dict.id, JSON.stringify(d.items.map((item) => item.itemValue))],
    );
    if (d.items.length) {
      await em.execute(
        `insert into sys_dict_item (id, dict_id, item_text, item_text_en, item_value, sort_order, visible_check)
         select gen_random_uuid(), ?, i.item_text, i.item_text_en, i.item_value, i.sort_order, i.visible_check
           from jsonb_to_recordset(?::jsonb) as i(item_text text, item_text_en text, item_value text, sort_order integer, visible_check boolean)
         on conflict (dict_id, item_value) do update set item_text = excluded.item_text, item_text_en = excluded.item_text_en,
           sort_order = excluded.sort_order`,
        [dict.id, JSON.stringify(d.items.map((item) => ({
          item_text: item.itemText, item_text_en: item.itemTextEn ?? null, item_value: item.itemValue, sort_order: item.sortOrder,
          visible_check: item.visibleCheck ?? true,
        })))],
      );
    }
  }
  return kept;
}

/** Categories, parents first (a parent named by code: the bundle's own, or one the enterprise has). */
export async function installCategories(em: EntityManager, bundle: AppBundle): Promise<KeptItem[]> {
  const kept: KeptItem[] = [];
  for (const c of orderParentsFirst((bundle.categories ?? []).map((category) => ({ ...category, id: category.code, parentId: category.parentCode })))) {
    const written = await em.execute(
      `insert into sys_category (id, parent_id, name, code, sort_no, app_code)
       values (?, (select id from sys_category where code = ?), ?, ?, ?, ?)
       on conflict (tenant_id, code) do update set parent_id = excluded.parent_id, name = excluded.name, sort_no = excluded.sort_no,
         version = sys_category.version + 1
       ${OURS('sys_category')}
       returning id`,
      [randomUUID(), c.parentCode ?? null, c.name, c.code, c.sortNo ?? 0, bundle.appCode],
    );
    if (written.length === 0) kept.push({ kind: 'category', code: c.code });
  }
  return kept;
}

/** Configuration values belong to the installation once set: an update only adds missing codes and their descriptions. */
export async function installSysConfigs(em: EntityManager, bundle: AppBundle): Promise<void> {
  for (const c of bundle.sysConfigs ?? []) {
    await em.execute(
      `insert into sys_config (id, config_code, config_value, description, description_en, app_code) values (?, ?, ?, ?, ?, ?)
       on conflict (tenant_id, config_code) do update set description = excluded.description, description_en = excluded.description_en
       ${OURS('sys_config')}`,
      [randomUUID(), c.configCode, c.configValue, c.description ?? null, c.descriptionEn ?? null, bundle.appCode],
    );
  }
}

export async function installMenus(em: EntityManager, bundle: AppBundle): Promise<KeptItem[]> {
  const kept: KeptItem[] = [];
  const menuIds = new Map<string, string>();
  for (const m of orderParentsFirst(bundle.menus ?? [])) {
    const parentId = m.parentId ? (menuIds.get(m.parentId) ?? (await lookupMenu(em, m.parentId))) : null;
    const [row] = await em.execute<{ id: string }[]>(
      `insert into sys_permission (id, code, parent_id, name, name_en, menu_type, back, sort_no, component, url, component_props,
         icon, menu_hidden, is_keepalive, internal_or_external, always_show, redirect, perms, perms_type, status,
         micro_app_route, micro_app_url, group_code, app_code)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (tenant_id, code) do update set parent_id = excluded.parent_id, name = excluded.name, name_en = excluded.name_en,
         menu_type = excluded.menu_type, back = excluded.back, component = excluded.component, url = excluded.url,
         component_props = excluded.component_props, perms = excluded.perms, version = sys_permission.version + 1
       ${OURS('sys_permission')}
       returning id`,
      [randomUUID(), m.id, parentId, m.name, m.nameEn ?? null, m.menuType, m.back, m.sortNo, m.component ?? null, m.url ?? null,
        m.componentProps ? JSON.stringify(m.componentProps) : null, m.icon ?? null, m.menuHidden ?? false, m.isKeepalive ?? false,
        m.internalOrExternal ?? false, m.alwaysShow ?? false, m.redirect ?? null, m.perms ?? null, m.permsType ?? '1',
        m.status ?? '0', m.microAppRoute ?? null, m.microAppUrl ?? null, m.groupCode ?? null, bundle.appCode],
    );
    if (!row) kept.push({ kind: 'menu', code: m.id });
    menuIds.set(m.id, row?.id ?? (await lookupMenu(em, m.id))!);
  }
  return kept;
}

export async function installRoles(em: EntityManager, bundle: AppBundle): Promise<void> {
  // A role already there keeps what the installation made of it (only an English text it lacks is added): never reported.
  for (const r of bundle.roles ?? []) {
    const [role] = await em.execute<{ id: string }[]>(
      `insert into sys_role (id, role_code, role_name, role_name_en, role_order, description, description_en, back, app_code)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (tenant_id, role_code) do update set role_name_en = coalesce(sys_role.role_name_en, excluded.role_name_en),
         description_en = coalesce(sys_role.description_en, excluded.description_en)
       returning id`,
      [randomUUID(), r.roleCode, r.roleName, r.roleNameEn ?? null, r.roleOrder ?? 0, r.description ?? null, r.descriptionEn ?? null, r.back, bundle.appCode],
    );
    // The grants in one statement; a code no menu has is a broken bundle.
    const unknown = await em.execute<{ code: string }[]>(
      `with wanted as (select jsonb_array_elements_text(?::jsonb) as code),
            added as (insert into sys_role_permission (role_id, permission_id)
                      select ?, p.id from sys_permission p join wanted w on w.code = p.code on conflict do nothing)
       select w.code from wanted w where not exists (select 1 from sys_permission p where p.code = w.code)`,
      [JSON.stringify(r.permissions), role!.id],
    );
    if (unknown.length) throw new Error(`bundle ${bundle.appCode}: role ${r.roleCode} grants unknown menu ${unknown[0]!.code}`);
  }
}

async function lookupMenu(em: EntityManager, code: string): Promise<string | undefined> {
  const rows = await em.execute<{ id: string }[]>(`select id from sys_permission where code = ?`, [code]);
  return rows[0]?.id;
}

/** Menus (or categories, keyed alike) sorted so that each parent within the bundle comes before its children. */
function orderParentsFirst<T extends { id: string; parentId?: string }>(menus: T[]): T[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const out: T[] = [];
  const seen = new Set<string>();
  const visit = (m: T, depth: number) => {
    if (seen.has(m.id)) return;
    if (depth > menus.length) throw new Error(`${m.id}: parent cycle`);
    const parent = m.parentId ? byId.get(m.parentId) : undefined;
    if (parent) visit(parent, depth + 1);
    seen.add(m.id);
    out.push(m);
  };
  menus.forEach((m) => visit(m, 0));
  return out;
}
