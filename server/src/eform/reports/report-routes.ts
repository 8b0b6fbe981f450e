// Reports: datasets, widgets and the widget data end users' cards draw, with the runner that reads datasets' rows from
// table models, SQL configs and HTTP configs.
import type { Api, PluginOptions } from '../../plugin-types.ts';
import { SqlConfigRunner } from '../../logic/sql-configs.ts';
import { DatasetRunner } from './dataset-runner.ts';
import { datasetRoutes } from './datasets.ts';
import type { ExternalTables } from '../models/external-tables.ts';
import { portalRoutes } from '../pages/portals.ts';
import { widgetDataRoutes } from '../pages/widget-data.ts';
import { widgetRoutes } from '../pages/widgets.ts';

export async function reportRoutes(app: Api, { db, config, logic }: Pick<PluginOptions, 'db' | 'config' | 'logic'>, tables: ExternalTables): Promise<void> {
  const { sources, external, http } = logic;
  const runner = new DatasetRunner(new SqlConfigRunner(sources, external, config, db.embedded), http, tables, config, db.changes);
  datasetRoutes(app, runner);
  widgetRoutes(app);
  widgetDataRoutes(app, runner, db);
  portalRoutes(app, runner, db);
}
