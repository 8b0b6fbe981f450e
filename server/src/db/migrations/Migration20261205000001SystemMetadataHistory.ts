// History and ownership for the metadata kept in relational tables — menus (sys_permission), roles, dictionaries with
// their items, app groups and configuration values: every saved version goes to ef_metadata_history under the engine's
// kind name (who saved it is the transaction's `app.username`; written at commit, so that a dictionary's version holds
// the items saved with it — the item routes bump it), and each row records the app that shipped it and whether the
// enterprise has changed it since (any save but an installer's), so that an upgrade keeps those edits.
import { Migration } from '@mikro-orm/migrations';

/** Table, engine kind and code column of each relational metadata kind. */
export const SYSTEM_METADATA_TABLES = [
  { table: 'sys_permission', kind: 'menu', code: 'code' },
  { table: 'sys_role', kind: 'role', code: 'role_code' },
  { table: 'sys_dict', kind: 'dictionary', code: 'dict_code' },
  { table: 'sys_app_group', kind: 'appGroup', code: 'group_code' },
  { table: 'sys_config', kind: 'sysConfig', code: 'config_code' },
] as const;

export class Migration20261205000001SystemMetadataHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ${SYSTEM_METADATA_TABLES.map((t) => `alter table ${t.table} add column app_code text, add column changed boolean not null default false;`).join('\n')}

      -- Rows an app shipped: the app whose bundle lists them (installed before ownership was kept; unchanged as far as known).
      update sys_permission p set app_code = a.app_code from sys_app a
       where a.tenant_id = p.tenant_id and a.bundle->'menus' @> jsonb_build_array(jsonb_build_object('id', p.code));
      update sys_role r set app_code = a.app_code from sys_app a
       where a.tenant_id = r.tenant_id and a.bundle->'roles' @> jsonb_build_array(jsonb_build_object('roleCode', r.role_code));
      update sys_dict d set app_code = a.app_code from sys_app a
       where a.tenant_id = d.tenant_id and a.bundle->'dictionaries' @> jsonb_build_array(jsonb_build_object('dictCode', d.dict_code));
      update sys_app_group g set app_code = a.app_code from sys_app a
       where a.tenant_id = g.tenant_id and a.bundle->'groups' @> jsonb_build_array(jsonb_build_object('groupCode', g.group_code));
      update sys_config c set app_code = a.app_code from sys_app a
       where a.tenant_id = c.tenant_id and a.bundle->'sysConfigs' @> jsonb_build_array(jsonb_build_object('configCode', c.config_code));

      -- A row as its history keeps it: without the tenant and the bookkeeping columns; a dictionary with its items.
      create or replace function yc_history_document(kind text, row_data jsonb) returns jsonb language sql stable as $$
        select case kind
          when 'dictionary' then (row_data - 'tenant_id' - 'app_code' - 'changed') || jsonb_build_object('items', coalesce((
            select jsonb_agg(to_jsonb(i) - 'tenant_id' - 'dict_id' - 'id' order by i.sort_order, i.item_value)
              from sys_dict_item i where i.dict_id = (row_data->>'id')::uuid), '[]'::jsonb))
          else row_data - 'tenant_id' - 'app_code' - 'changed'
        end
      $$;

      create or replace function yc_keep_row_history() returns trigger language plpgsql as $$
      declare
        kind text := tg_argv[0];
        code_column text := tg_argv[1];
        who text := nullif(current_setting('app.username', true), '');
      begin
        if tg_op = 'DELETE' then
          insert into ef_metadata_history (tenant_id, kind, code, version, action, content, changed_by)
            values (old.tenant_id, kind, to_jsonb(old)->>code_column, old.version, 'delete', yc_history_document(kind, to_jsonb(old)), who);
        elsif tg_op = 'INSERT' or (to_jsonb(new) - 'changed') is distinct from (to_jsonb(old) - 'changed') then
          insert into ef_metadata_history (tenant_id, kind, code, version, action, content, changed_by)
            values (new.tenant_id, kind, to_jsonb(new)->>code_column, new.version, case when tg_op = 'INSERT' then 'add' else 'edit' end,
                    yc_history_document(kind, to_jsonb(new)), who);
        end if;
        return null;
      end $$;

      -- Any save but an installer's (app.installing, set by the bundle installer) makes the row the enterprise's edit.
      create or replace function yc_mark_changed() returns trigger language plpgsql as $$
      begin
        if current_setting('app.installing', true) is distinct from 'on' and (to_jsonb(new) - 'changed') is distinct from (to_jsonb(old) - 'changed') then
          new.changed := true;
        end if;
        return new;
      end $$;

      ${SYSTEM_METADATA_TABLES.map((t) => `
      create constraint trigger yc_row_history after insert or update or delete on ${t.table} deferrable initially deferred
        for each row execute function yc_keep_row_history('${t.kind}', '${t.code}');
      create trigger yc_mark_changed before update on ${t.table} for each row execute function yc_mark_changed();
      insert into ef_metadata_history (tenant_id, kind, code, version, action, content, changed_by)
        select tenant_id, '${t.kind}', ${t.code}, version, 'add', yc_history_document('${t.kind}', to_jsonb(r)), null from ${t.table} r;`).join('\n')}

    `);
  }
}
