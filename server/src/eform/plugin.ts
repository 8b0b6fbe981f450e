// The eform domain: app groups, dictionaries, table models, forms and pages (metadata), and the records of
// modelled tables at run time.
import type { Api, PluginOptions } from '../plugin-types.ts';
import { scriptEditingAllowed } from '../config.ts';
import { appGroupRoutes } from './metadata/app-groups.ts';
import { dictRoutes } from './dicts/dict-routes.ts';
import { registerMetadataRoutes } from './metadata/metadata-routes.ts';
import { syncUniqueIndexes } from './models/table-indexes.ts';
import { recordRoutes } from './records/records-routes.ts';
import { pickerRoutes } from './pages/pickers.ts';
import { RemoteRecords } from './records/records-remote.ts';
import { ExternalTables } from './models/external-tables.ts';
import { pageMenuRoutes } from './metadata/page-menu.ts';
import { tableModelRoutes } from './models/table-models.ts';
import { PERMISSIONS, unionCheckKeys } from '@yc/engine';
import { templateRoutes } from './metadata/templates.ts';
import { reportRoutes } from './reports/report-routes.ts';
import { formOptionRoutes } from './pages/option-items.ts';
import { SqlConfigRunner } from '../logic/sql-configs.ts';
import { PageHooks } from './records/page-hooks.ts';
import { buttonHookRoutes } from './records/button-hooks.ts';
import { excelRoutes } from './excel/routes.ts';
import { formPreviewRoutes } from './metadata/form-preview.ts';

export async function eformRoutes(app: Api, { db, config, sandbox, logic }: PluginOptions) {
  await appGroupRoutes(app);
  await dictRoutes(app);
  // Options of form controls from SQL and HTTP configs (and their check on save).
  await formOptionRoutes(app, db, new SqlConfigRunner(logic.sources, logic.external, config, db.embedded), logic.http);
  const tables = new ExternalTables(logic.sources, logic.external);
  await tableModelRoutes(app, config.appRole, tables);
  const scriptsEditable = scriptEditingAllowed(config);
  const addForm = registerMetadataRoutes(app, {
    kind: 'form', permissions: PERMISSIONS.eform.form, scriptsEditable,
    // A unionCheck field gets its unique index with the save (and loses it with the rule).
    afterChange: async (em, before, after) => {
      // Only a change of the table or of its unique fields touches the indexes.
      const unchanged = before && after && before.objectName === after.objectName
        && unionCheckKeys(before).sort().join() === unionCheckKeys(after).sort().join();
      if (!unchanged) await syncUniqueIndexes(em, config.appRole, tables, [before?.objectName, after?.objectName]);
    },
  });
  const addView = registerMetadataRoutes(app, { kind: 'view', permissions: PERMISSIONS.eform.view, scriptsEditable });
  templateRoutes(app, { form: addForm, view: addView });
  // Records of table models persisted over HTTP go through the logic layer's guarded HTTP calls.
  // Page hooks and custom buttons' scripts run in the one sandbox, with the logic layer's SQL and HTTP configs.
  const hooks = new PageHooks(sandbox, db, logic, config);
  await recordRoutes(app, db, new RemoteRecords(logic.http, db), tables, hooks);
  await buttonHookRoutes(app, hooks);
  await excelRoutes(app, db, config);
  formPreviewRoutes(app);
  await pageMenuRoutes(app);
  await pickerRoutes(app);
  await reportRoutes(app, { db, config, logic }, tables);
}
