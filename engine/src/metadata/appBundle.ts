// App bundle: a versioned set of metadata, the unit of market install, export and import.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { APP_BUNDLE_FORMAT } from '../vocab/index.ts';
import { AppGroupSchema } from './appGroup.ts';
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
  },
  { title: 'App bundle' },
);
export type AppBundle = Static<typeof AppBundleSchema>;
