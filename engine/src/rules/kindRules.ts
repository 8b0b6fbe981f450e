// Modelling rules per metadata kind (beyond the schema), registered by kind name.
import type { MetadataKind, MetadataOf, ValidationIssue } from '../metadata/index.ts';
import { PLATFORM_COLUMNS } from '../ddl/columns.ts';
import { checkCode } from './codes.ts';
import { checkColumns } from './columns.ts';
import { checkFormFields } from './formFields.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkTableName } from './names.ts';
import { checkPattern } from './showConfig.ts';
import { checkParameterKeys, checkUniqueKeys } from './unique.ts';
import { each, issue, isRecord, text, type DeepPartial } from './util.ts';
import { checkColumnAliases, checkDefaultQuery, checkPageSql } from './viewColumns.ts';
import { checkPageLayout } from '../page/layout.ts';
import type { Message } from '../wire/message.ts';
import { templateBodyIssues } from '../form/templates.ts';
import { datasetRules, widgetRules } from '../report/rules.ts';
import { portalRules } from '../report/portal.ts';

export type ModelRules<K extends MetadataKind> = (value: DeepPartial<MetadataOf<K>>) => ValidationIssue[];

const at = (path: string, message: Message | undefined) => (message ? [issue(path, message)] : []);

function tableModelRules(model: DeepPartial<MetadataOf<'tableModel'>>): ValidationIssue[] {
  const link = isRecord(model.mainTable) ? model.mainTable : {};
  const isSubTable = model.objStructure === 'oneToOne' || model.objStructure === 'oneToMany';
  const hasForeignKey = each(model.columns, '').some(({ item }) => item.colCode === link.foreignKey);
  return [
    ...at('/tableName', checkTableName(model.tableName)),
    ...checkColumns(model.columns),
    ...at('/mainTable', isSubTable && !(text(link.tableName) && text(link.foreignKey)) ? RULE_MESSAGES.mainTableMissing : undefined),
    ...at('/mainTable/foreignKey', isSubTable && text(link.foreignKey) && !hasForeignKey ? RULE_MESSAGES.foreignKeyMissing : undefined),
    ...at('/httpCode', model.persistenceType === 'http' && !text(model.httpCode) ? RULE_MESSAGES.httpCodeMissing : undefined),
    ...checkIndexes(model),
  ];
}

/** Index names unique; each index names columns of the table (model or platform columns), each once. */
function checkIndexes(model: DeepPartial<MetadataOf<'tableModel'>>): ValidationIssue[] {
  const indexes = each(model.indexes, '/indexes');
  const known = new Set([
    ...PLATFORM_COLUMNS.map((c) => c.name as string),
    ...each(model.columns, '').filter(({ item }) => !item.isVirtual).map(({ item }) => text(item.colCode)),
  ]);
  return [
    ...checkUniqueKeys(indexes.map(({ item, path }) => ({ key: item.indexName, path: `${path}/indexName` })), { repeated: RULE_MESSAGES.indexNameRepeated }),
    ...indexes.flatMap(({ item, path }) => {
      const seen = new Set<string>();
      return each(item.columns, `${path}/columns`).flatMap(({ item: column, path: columnPath }) => {
        const name = text(column.colCode);
        if (!known.has(name)) return [issue(`${columnPath}/colCode`, RULE_MESSAGES.indexColumnUnknown(name))];
        if (seen.has(name)) return [issue(`${columnPath}/colCode`, RULE_MESSAGES.indexColumnRepeated(name))];
        seen.add(name);
        return [];
      });
    }),
  ];
}

function processTemplateRules(template: DeepPartial<MetadataOf<'processTemplate'>>): ValidationIssue[] {
  const permission = isRecord(template.startPermission) ? template.startPermission : {};
  const roles = Array.isArray(permission.roleCodes) ? permission.roleCodes : [];
  return at('/startPermission/roleCodes', permission.type === 'roles' && roles.length === 0 ? RULE_MESSAGES.startRolesMissing : undefined);
}

export const MODEL_RULES: { [K in Exclude<MetadataKind, 'appBundle'>]?: ModelRules<K> } = {
  tableModel: tableModelRules,
  erModel: (model) => checkCode(model, 'erCode'),
  form: (form) => [...checkCode(form, 'formCode'), ...checkFormFields(form.fields)],
  view: (view) => [
    ...checkCode(view, 'viewCode'),
    ...checkDefaultQuery(view.columns),
    ...checkColumnAliases(view.columns),
    ...checkPageSql(view.sql),
    ...checkPageLayout(view),
  ],
  dataset: datasetRules,
  widget: widgetRules,
  portal: portalRules,
  role: (role) => checkCode(role, 'roleCode'),
  sqlConfig: (config) => checkParameterKeys(config.parameters, '/parameters'),
  httpConfig: (config) => checkParameterKeys(config.inParameter, '/inParameter'),
  checkRule: (rule) => at('/pattern', checkPattern(rule.pattern, { presets: false, label: String(rule.ruleCode ?? '') })),
  processTemplate: processTemplateRules,
  template: templateBodyIssues,
};
