// The table models, forms and pages of an app bundle, installed as stored metadata (tables are created by
// the 'create table' action afterwards). A newer bundle replaces the documents and bumps their versions.
import { randomUUID } from 'node:crypto';
import type { AppBundle } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { guardScripts } from './metadata-routes.ts';
import { codeOf, loadItem, storedContent, type StoredKind } from './metadata-store.ts';

export async function installEformMetadata(em: EntityManager, bundle: AppBundle, options: { scriptsEditable: boolean }): Promise<void> {
  const lists: [StoredKind, readonly { groupCode?: string }[] | undefined][] = [
    ['tableModel', bundle.tableModels], ['form', bundle.forms], ['view', bundle.views],
  ];
  for (const [kind, items] of lists) {
    for (const item of items ?? []) {
      const code = codeOf(kind, item as never);
      const groupCode = item.groupCode ?? bundle.groups?.[0]?.groupCode;
      if (!groupCode) throw new Error(`bundle ${bundle.appCode}: ${kind} ${code} belongs to no app group`);
      // An import is a save like any other: with script editing off it may not bring or change scripts.
      if (!options.scriptsEditable) guardScripts(kind, (await loadItem(em, kind, code))?.content, item, false);
      // A changed model of a created table is no longer in sync with it.
      await em.execute(
        `insert into ef_metadata (id, kind, code, group_code, content, sync_state, create_by, update_by)
         values (?, ?, ?, ?, ?::jsonb, ?, 'install', 'install')
         on conflict (tenant_id, kind, code) do update set content = excluded.content, group_code = excluded.group_code,
           version = ef_metadata.version + 1, updated_at = now(), update_by = 'install',
           sync_state = case when ef_metadata.sync_state in ('created', 'synced') and ef_metadata.content <> excluded.content
                             then 'notSynced' else ef_metadata.sync_state end
         where ef_metadata.content <> excluded.content or ef_metadata.group_code <> excluded.group_code`,
        [randomUUID(), kind, code, groupCode, storedContent({ ...item, groupCode }), kind === 'tableModel' ? 'notCreated' : null],
      );
    }
  }
}
