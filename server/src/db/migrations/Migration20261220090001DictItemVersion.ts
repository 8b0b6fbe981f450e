// A dictionary item has a version of its own (#33 item 4: every edit names the version it read the item at); the
// dictionary's history keeps its items without it, as before (an item's version is bookkeeping, not content).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220090001DictItemVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_dict_item add column version integer not null default 1;

      create or replace function yc_history_document(kind text, row_data jsonb) returns jsonb language sql stable as $$
        select case kind
          when 'dictionary' then (row_data - 'tenant_id' - 'app_code' - 'changed') || jsonb_build_object('items', coalesce((
            select jsonb_agg(to_jsonb(i) - 'tenant_id' - 'dict_id' - 'id' - 'version' order by i.sort_order, i.item_value)
              from sys_dict_item i where i.dict_id = (row_data->>'id')::uuid), '[]'::jsonb))
          else row_data - 'tenant_id' - 'app_code' - 'changed'
        end
      $$;
    `);
  }
}
