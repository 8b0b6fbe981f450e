// App bundle: a versioned set of metadata, the unit of market install, export and import.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { APP_BUNDLE_FORMAT } from '../vocab/index.ts';
import { AppGroupSchema } from './appGroup.ts';
import { CategorySchema } from './category.ts';
import { Code, Name } from './common.ts';
import { DictionarySchema } from './dictionary.ts';
import { ErModelSchema } from './erModel.ts';
import { FormSchema } from './form.ts';
import { HttpConfigSchema, SqlConfigSchema } from './integration.ts';
import { MenuItemSchema } from './menu.ts';
import { PortalSchema } from './portal.ts';
import { ProcessTemplateSchema } from './processTemplate.ts';
import { DatasetSchema, WidgetSchema } from './report.ts';
import { RoleSchema } from './role.ts';
import { SysConfigSchema } from './sysConfig.ts';
import { TableModelSchema } from './tableModel.ts';
import { TemplateSchema } from './template.ts';
import { CheckRuleSchema, FillRuleSchema } from './valueRules.ts';
import { ViewSchema } from './view.ts';

const List = <T extends TSchema>(item: T) => Type.Optional(Type.Array(item));

/**
 * Optional seed records of one of the bundle's tables: rows added with the app (a row whose id the table holds is left
 * as it is), never removed by an update or a rollback — they are the enterprise's data once installed.
 */
export const SeedRecordsSchema = Type.Object(
  {
    tableName: Code('A table model of the bundle'),
    rows: Type.Array(Type.Record(Type.String({ pattern: '^[a-z_][a-z0-9_]*$' }), Type.Unknown()), {
      maxItems: 10_000, description: 'Rows by column code; each with its id',
    }),
  },
  { title: 'Seed records', additionalProperties: false },
);
export type SeedRecords = Static<typeof SeedRecordsSchema>;

export const AppBundleSchema = Type.Object(
  {
    format: Type.Literal(APP_BUNDLE_FORMAT),
    appCode: Code(),
    appName: Name(),
    appNameEn: Type.Optional(Type.String({ description: 'Name shown in English' })),
    appVersion: Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$', description: 'semantic version, e.g. 1.0.0' }),
    description: Type.Optional(Type.String()),
    descriptionEn: Type.Optional(Type.String({ description: 'Description shown in English' })),
    groups: List(AppGroupSchema),
    menus: List(MenuItemSchema),
    dictionaries: List(DictionarySchema),
    categories: List(CategorySchema),
    sysConfigs: List(SysConfigSchema),
    roles: List(RoleSchema),
    tableModels: List(TableModelSchema),
    erModels: List(ErModelSchema),
    forms: List(FormSchema),
    views: List(ViewSchema),
    datasets: List(DatasetSchema),
    widgets: List(WidgetSchema),
    portals: List(PortalSchema),
    sqlConfigs: List(SqlConfigSchema),
    httpConfigs: List(HttpConfigSchema),
    fillRules: List(FillRuleSchema),
    checkRules: List(CheckRuleSchema),
    templates: List(TemplateSchema),
    processTemplates: List(ProcessTemplateSchema),
    records: List(SeedRecordsSchema),
  },
  { title: 'App bundle' },
);
export type AppBundle = Static<typeof AppBundleSchema>;
