// A default form and list page for a table model: one control and one column per persisted field.
import { persistedColumns } from '../ddl/columns.ts';
import type { Form, FormField, FieldRule, TableColumn, TableModel, View, ViewButton, ViewColumn } from '../metadata/index.ts';
import { findRulePattern, FORM_GRID_COLUMNS, type ColumnType, type ControlType } from '../vocab/index.ts';
import { controlDefinition, controlDefinitions, valueControl } from './registry.ts';
import type { GeneratedColumn } from './controls/index.ts';

/** Span of generated controls: two per row of the 24-column grid. */
export const GENERATED_SPAN = FORM_GRID_COLUMNS / 2;
const LONG_TEXT = 500;

/** The control a column gets: its showType when that control is supported, else the one generated for its column type. */
export function controlForColumn(column: TableColumn): ControlType | undefined {
  if (column.showType && valueControl(column.showType)) return column.showType;
  const generated: GeneratedColumn = column.colType === 'varchar' && (column.colLength ?? 0) > LONG_TEXT ? 'longVarchar' : column.colType;
  return controlDefinitions().find((d) => d.generatedFor?.includes(generated))?.type;
}

/** The column a control created in the form designer gets: its definition's (numbers and dates typed, long text as clob), else varchar. */
export function columnForControl(type: ControlType, colCode: string, colName: string): TableColumn {
  const column = controlDefinition(type)?.column;
  const colType: ColumnType = column?.colType ?? 'varchar';
  const colLength = colType === 'varchar' ? 255 : colType === 'number' ? 18 : undefined;
  return { colCode, colName, colType, ...(colLength ? { colLength } : {}), ...(colType === 'number' ? { colPointLength: column?.colPointLength ?? 0 } : {}), isNull: true, showType: type };
}

function fieldRules(column: TableColumn, type: ControlType): FieldRule[] {
  const rules: FieldRule[] = [];
  if (column.isRequired && column.customMessage) rules.push({ required: true, message: column.customMessage });
  if (column.validRule && findRulePattern(column.validRule)) {
    rules.push({ pattern: column.validRule, ...(column.customMessage && !column.isRequired ? { message: column.customMessage } : {}) });
  }
  if (column.colType === 'varchar' && column.colLength && controlDefinition(type)?.lengthRule) rules.push({ max: column.colLength });
  return rules;
}

function fieldFor(column: TableColumn): FormField | undefined {
  const type = controlForColumn(column);
  if (!type) return undefined;
  const rules = fieldRules(column, type);
  return {
    type,
    key: column.colCode,
    title: column.colName,
    span: GENERATED_SPAN,
    ...(column.isRequired ? { required: 'Y' as const } : {}),
    ...(column.colDefaultVal ? { defaultValue: column.colDefaultVal } : {}),
    ...(column.showConfig ? { showConfig: column.showConfig } : {}),
    ...(rules.length ? { rules } : {}),
  };
}

export interface GenerateOptions {
  formCode?: string;
  viewCode?: string;
}

export const defaultFormCode = (model: Pick<TableModel, 'tableName'>) => `${model.tableName}_form`;
export const defaultViewCode = (model: Pick<TableModel, 'tableName'>) => `${model.tableName}_list`;

export function generateDefaultForm(model: TableModel, options: GenerateOptions = {}): Form {
  return {
    formName: model.tableDesc,
    formCode: options.formCode ?? defaultFormCode(model),
    objectName: model.tableName,
    formStatus: 'published',
    ...(model.groupCode ? { groupCode: model.groupCode } : {}),
    fields: persistedColumns(model).flatMap((c) => fieldFor(c) ?? []),
  };
}

const QUERY_COLUMNS = 3;

function viewColumn(column: TableColumn, queryIndex: number): ViewColumn {
  const dictCode = column.showConfig?.dictOption?.dictCode;
  const isQuery = queryIndex >= 0 && queryIndex < QUERY_COLUMNS;
  return {
    colCode: column.colCode,
    colName: column.colName,
    isShow: true,
    isSort: true,
    tuoMin: 'none',
    alignType: column.colType === 'number' ? 'right' : 'left',
    ...(column.showType ? { showType: column.showType } : {}),
    ...(dictCode ? { dictCode } : {}),
    ...(isQuery ? { isQuery: true, isDefaultQuery: queryIndex === 0 } : {}),
    ...(isQuery && column.colType === 'varchar' && !dictCode ? { queryOp: 'like' as const } : {}),
  };
}

/** The permission code of a page's button action: `<viewCode>:add|edit|delete|export|import` (detail needs none). */
export function buttonPermissionCode(viewCode: string, action: ViewButton['action']): string | undefined {
  if (action === 'add' || action === 'edit' || action === 'export' || action === 'import') return `${viewCode}:${action}`;
  if (action === 'delete' || action === 'batchDelete') return `${viewCode}:delete`;
  return undefined;
}

const PERMISSION_NAMES: Record<string, { name: string; nameEn: string }> = {
  add: { name: '新增', nameEn: 'Add' }, edit: { name: '编辑', nameEn: 'Edit' }, delete: { name: '删除', nameEn: 'Delete' },
  export: { name: '导出', nameEn: 'Export' }, import: { name: '导入', nameEn: 'Import' },
};

/** The permission items a page's buttons name, once each: what putting the page on a menu creates under it. */
export function pagePermissionItems(view: Pick<View, 'buttons'>): { perms: string; name: string; nameEn: string }[] {
  const codes = [...new Set((view.buttons ?? []).map((b) => b.permission).filter((p): p is string => Boolean(p)))];
  return codes.map((perms) => ({ perms, ...(PERMISSION_NAMES[perms.slice(perms.lastIndexOf(':') + 1)] ?? { name: perms, nameEn: perms }) }));
}

export function generateDefaultView(model: TableModel, options: GenerateOptions = {}): View {
  const formCode = options.formCode ?? defaultFormCode(model);
  const viewCode = options.viewCode ?? defaultViewCode(model);
  const listed = persistedColumns(model).filter((c) => c.colType !== 'blob');
  const queryable = listed.filter((c) => c.colType !== 'clob');
  // Named in both languages: the console shows the reader's (issue 31).
  const button = ([buttonName, buttonNameEn]: readonly [string, string], buttonType: ViewButton['buttonType'], action: ViewButton['action']): ViewButton => {
    const permission = buttonPermissionCode(viewCode, action);
    return {
      buttonName, buttonNameEn, buttonType, action, isDefault: true,
      ...(permission ? { permission } : {}),
      ...(action === 'add' || action === 'edit' || action === 'detail' ? { openType: 'middle' as const, linkForm: formCode } : {}),
    };
  };
  return {
    viewName: model.tableDesc,
    viewCode,
    viewType: 'table',
    viewStatus: 'published',
    tableName: model.tableName,
    formCode,
    ...(model.groupCode ? { groupCode: model.groupCode } : {}),
    isPage: true,
    pageNum: 10,
    isLineNum: true,
    flowScope: 'noLimit',
    columns: listed.map((c) => viewColumn(c, queryable.indexOf(c))),
    buttons: [
      button(['新增', 'Add'], 'toolbar', 'add'),
      button(['批量删除', 'Delete selected'], 'toolbar', 'batchDelete'),
      button(['编辑', 'Edit'], 'inline', 'edit'),
      button(['详情', 'Details'], 'inline', 'detail'),
      button(['删除', 'Delete'], 'inline', 'delete'),
    ],
  };
}
