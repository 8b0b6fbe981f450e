// Registry of metadata kinds: kind name → canonical schema (the single source of types and JSON Schemas).
import type { Static } from '@sinclair/typebox';
import { AppBundleSchema } from './appBundle.ts';
import { AppGroupSchema } from './appGroup.ts';
import { CategorySchema } from './category.ts';
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

export const METADATA_KINDS = {
  appGroup: AppGroupSchema,
  tableModel: TableModelSchema,
  erModel: ErModelSchema,
  form: FormSchema,
  view: ViewSchema,
  dataset: DatasetSchema,
  widget: WidgetSchema,
  portal: PortalSchema,
  menu: MenuItemSchema,
  dictionary: DictionarySchema,
  category: CategorySchema,
  sysConfig: SysConfigSchema,
  role: RoleSchema,
  sqlConfig: SqlConfigSchema,
  httpConfig: HttpConfigSchema,
  fillRule: FillRuleSchema,
  checkRule: CheckRuleSchema,
  template: TemplateSchema,
  processTemplate: ProcessTemplateSchema,
  appBundle: AppBundleSchema,
} as const;

export type MetadataKind = keyof typeof METADATA_KINDS;
export type MetadataOf<K extends MetadataKind> = Static<(typeof METADATA_KINDS)[K]>;
export const METADATA_KIND_NAMES = Object.keys(METADATA_KINDS) as MetadataKind[];

export function isMetadataKind(name: string): name is MetadataKind {
  return Object.hasOwn(METADATA_KINDS, name);
}
