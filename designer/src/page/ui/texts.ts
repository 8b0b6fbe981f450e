// Every text the page designer shows, in both languages, in the engine's message catalogue (codes `designer.page.*`).
import { defineMessages, MASKING_TYPES, maskingName, renderMessage, type Language } from '@yc/engine';
import { designerText } from '../../ui/texts.ts';

export const PAGE_DESIGNER_TEXTS = defineMessages('designer.page', {
  notSet: { zh_CN: '（未设置）', en_US: '(not set)' },
  staleTitle: { zh_CN: '页面已被他人修改', en_US: 'Someone else saved this page' },
  columns: { zh_CN: '列', en_US: 'Columns' },
  buttons: { zh_CN: '按钮', en_US: 'Buttons' },
  options: { zh_CN: '页面选项', en_US: 'Page options' },
  addColumn: { zh_CN: '添加列', en_US: 'Add a column' },
  addButton: { zh_CN: '添加按钮', en_US: 'Add a button' },
  newButton: { zh_CN: '新按钮', en_US: 'New button' },
  remove: { zh_CN: '删除', en_US: 'Delete' },
  hidden: { zh_CN: '隐藏', en_US: 'hidden' },
  query: { zh_CN: '查询', en_US: 'query' },
  issues: { zh_CN: '{n} 个问题', en_US: '{n} issue(s)' },
  noIssues: { zh_CN: '页面设置有效', en_US: 'The page is valid' },
  nothingSelected: { zh_CN: '选择一列或一个按钮以编辑其属性', en_US: 'Select a column or a button to edit its properties' },
  defaultButton: { zh_CN: '默认按钮不能删除', en_US: 'Default buttons cannot be deleted' },
  hooks: { zh_CN: '脚本', en_US: 'Hooks' },
  beforeLoad: { zh_CN: '加载前', en_US: 'Before load' },
  afterLoad: { zh_CN: '加载后', en_US: 'After load' },
  beforeSave: { zh_CN: '保存前', en_US: 'Before save' },
  afterSave: { zh_CN: '保存后', en_US: 'After save' },
  hookLang: { zh_CN: '语言', en_US: 'Language' },
  hookHint: {
    zh_CN: '加载前脚本收到 input.query 并可返回修改后的 {query}；加载后脚本收到 input.records 并返回它们。保存前脚本收到 input.record（input.kind 为 add 或 edit），可返回 {values: {…}} 修改值（仍按表单规则校验）或 {refuse: "提示"}；保存后脚本收到已保存的 input.record（含 id），返回 {refuse: "提示"} 则整个保存回滚（由 HTTP 服务保存的记录无法回滚：已保存在该服务中）。',
    en_US: 'Before load gets `input.query` and may return a changed {query}; after load gets `input.records` and returns them. Before save gets `input.record` (`input.kind` is add or edit) and may return {values: {…}} to change values (still checked by the form\'s rules) or {refuse: "message"}; after save gets the saved `input.record` (with its id) and may return {refuse: "message"}, which rolls the whole save back (a record another service keeps over HTTP stays saved there).',
  },
  scriptsReadOnly: { zh_CN: '当前环境禁止编辑脚本：脚本为只读，但可以移除', en_US: 'The current environment prohibits editing scripts: they are read-only, but can be removed' },
  removeHook: { zh_CN: '删除脚本', en_US: 'Remove the hook' },
});

/** The names of the page's properties in the property forms. */
export const PAGE_PROPERTY_TITLES = defineMessages('designer.page.prop', {
  colName: { zh_CN: '列名', en_US: 'Column title' },
  colAlias: { zh_CN: '别名', en_US: 'Alias' },
  alignType: { zh_CN: '对齐', en_US: 'Alignment' },
  colWidth: { zh_CN: '列宽', en_US: 'Width' },
  fixed: { zh_CN: '固定', en_US: 'Fixed' },
  tuoMin: { zh_CN: '脱敏', en_US: 'Masking' },
  isShow: { zh_CN: '显示', en_US: 'Shown' },
  showType: { zh_CN: '显示控件', en_US: 'Control' },
  dictCode: { zh_CN: '字典编码', en_US: 'Dictionary' },
  isQuery: { zh_CN: '查询条件', en_US: 'Query field' },
  queryOp: { zh_CN: '查询方式', en_US: 'Query operator' },
  isDefaultQuery: { zh_CN: '默认查询', en_US: 'Default query' },
  isImport: { zh_CN: '导入', en_US: 'Imported' },
  importRules: { zh_CN: '导入规则', en_US: 'Import rule' },
  isSort: { zh_CN: '排序', en_US: 'Sortable' },
  buttonName: { zh_CN: '按钮名称', en_US: 'Button name' },
  buttonNameEn: { zh_CN: '英文名称', en_US: 'English name' },
  buttonType: { zh_CN: '按钮位置', en_US: 'Placement' },
  buttonStyle: { zh_CN: '样式', en_US: 'Style' },
  buttonIcon: { zh_CN: '图标', en_US: 'Icon' },
  action: { zh_CN: '动作', en_US: 'Action' },
  openType: { zh_CN: '打开方式', en_US: 'Opens in' },
  dialogSize: { zh_CN: '弹窗大小', en_US: 'Dialog size' },
  linkForm: { zh_CN: '关联表单', en_US: 'Linked form' },
  linkView: { zh_CN: '关联页面', en_US: 'Linked page' },
  permission: { zh_CN: '权限编码', en_US: 'Permission code' },
  isDefault: { zh_CN: '默认按钮', en_US: 'Default button' },
  viewName: { zh_CN: '页面名称', en_US: 'Page name' },
  viewType: { zh_CN: '页面类型', en_US: 'Page type' },
  formCode: { zh_CN: '表单编码', en_US: 'Form' },
  isPage: { zh_CN: '分页', en_US: 'Paginate' },
  pageNum: { zh_CN: '每页条数', en_US: 'Page size' },
  isLineNum: { zh_CN: '显示行号', en_US: 'Line numbers' },
  flowScope: { zh_CN: '流程范围', en_US: 'Process scope' },
});

/** Options named by the engine's vocabulary rather than shown as their codes. */
const OPTION_NAMES: Record<string, (lang: Language) => string[]> = {
  tuoMin: (lang) => MASKING_TYPES.map((type) => maskingName(type, lang)),
};

/**
 * The uiSchema giving a property form's fields their names in a language (and no submit button); a choice left empty
 * says so, and choices with names in the engine show those names.
 */
export function propertyUiSchema(schema: { properties?: Record<string, unknown> }, lang: Language): Record<string, unknown> {
  const fields = Object.keys(schema.properties ?? {}).filter((name) => name in PAGE_PROPERTY_TITLES);
  const isChoice = (name: string) => Array.isArray((schema.properties?.[name] as { enum?: unknown } | undefined)?.enum);
  return {
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(fields.map((name) => [name, {
      'ui:title': renderMessage({ code: `designer.page.prop.${name}` }, lang),
      ...(isChoice(name) ? { 'ui:placeholder': renderMessage({ code: 'designer.page.notSet' }, lang) } : {}),
      ...(OPTION_NAMES[name] ? { 'ui:enumNames': OPTION_NAMES[name](lang) } : {}),
    }])),
  };
}

export type PageDesignerText = keyof typeof PAGE_DESIGNER_TEXTS;

export const pageText = designerText<PageDesignerText>('designer.page');
