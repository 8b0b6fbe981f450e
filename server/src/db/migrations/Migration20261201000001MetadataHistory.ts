// The history of stored metadata: every saved version of a table model, form or page (who, when, what it said),
// written by a trigger so that no path that saves (the API, bundles, generation, updates from the model) is missed.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['ef_metadata_history'] as const;

export class Migration20261201000001MetadataHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ef_metadata_history (
        id bigserial primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        kind text not null,
        code text not null,
        version integer not null,
        action text not null check (action in ('add', 'edit', 'delete')),
        content jsonb not null,
        changed_by text,
        changed_at timestamptz not null default now()
      );
      create index ef_metadata_history_item_idx on ef_metadata_history (tenant_id, kind, code, version desc);

      create or replace function yc_keep_metadata_history() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          insert into ef_metadata_history (tenant_id, kind, code, version, action, content, changed_by)
            values (old.tenant_id, old.kind, old.code, old.version, 'delete', old.content, old.update_by);
        elsif tg_op = 'INSERT' or new.content is distinct from old.content then
          insert into ef_metadata_history (tenant_id, kind, code, version, action, content, changed_by)
            values (new.tenant_id, new.kind, new.code, new.version, case when tg_op = 'INSERT' then 'add' else 'edit' end,
                    new.content, coalesce(new.update_by, new.create_by));
        end if;
        return null;
      end $$;
      create trigger yc_metadata_history after insert or update or delete on ef_metadata
        for each row execute function yc_keep_metadata_history();

      -- What existed before the history did is its first entry.
      insert into ef_metadata_history (tenant_id, kind, code, version, action, content, changed_by, changed_at)
        select tenant_id, kind, code, version, 'add', content, coalesce(update_by, create_by), updated_at from ef_metadata;
    `);
  }
}
