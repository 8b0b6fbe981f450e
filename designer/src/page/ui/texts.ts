// Every text the page designer shows, in both languages, declared once (docs/architecture.md "Console texts").
import { consoleText, defineTexts, hasText, MASKING_TYPES, maskingName, type Language } from '@yc/engine';
import { designerText } from '../../ui/texts.ts';

export const PAGE_DESIGNER_TEXTS = defineTexts({
  zh_CN: {
    notSet: '（未设置）',
    staleTitle: '页面已被他人修改',
    columns: '列',
    buttons: '按钮',
    options: '页面选项',
    addColumn: '添加列',
    addButton: '添加按钮',
    newButton: '新按钮',
    remove: '删除',
    hidden: '隐藏',
    query: '查询',
    issues: '{{n}} 个问题',
    noIssues: '页面设置有效',
    nothingSelected: '选择一列或一个按钮以编辑其属性',
    defaultButton: '默认按钮不能删除',
    hooks: '脚本',
    beforeLoad: '加载前',
    afterLoad: '加载后',
    beforeSave: '保存前',
    afterSave: '保存后',
    hookLang: '语言',
    hookHint: '加载前脚本收到 input.query 并可返回修改后的 { query }；加载后脚本收到 input.records 并返回它们。保存前脚本收到 input.record（input.kind 为 add 或 edit），可返回 {values: {…}} 修改值（仍按表单规则校验）或 {refuse: "提示"}；保存后脚本收到已保存的 input.record（含 id），返回 {refuse: "提示"} 则整个保存回滚（由 HTTP 服务保存的记录无法回滚：已保存在该服务中）。',
    scriptsReadOnly: '当前环境禁止编辑脚本：脚本为只读，但可以移除',
    removeHook: '删除脚本',
  },
  en_US: {
    notSet: '(not set)',
    staleTitle: 'Someone else saved this page',
    columns: 'Columns',
    buttons: 'Buttons',
    options: 'Page options',
    addColumn: 'Add a column',
    addButton: 'Add a button',
    newButton: 'New button',
    remove: 'Delete',
    hidden: 'hidden',
    query: 'query',
    issues: '{{n}} issue(s)',
    noIssues: 'The page is valid',
    nothingSelected: 'Select a column or a button to edit its properties',
    defaultButton: 'Default buttons cannot be deleted',
    hooks: 'Hooks',
    beforeLoad: 'Before load',
    afterLoad: 'After load',
    beforeSave: 'Before save',
    afterSave: 'After save',
    hookLang: 'Language',
    hookHint: 'Before load gets `input.query` and may return a changed { query }; after load gets `input.records` and returns them. Before save gets `input.record` (`input.kind` is add or edit) and may return {values: {…}} to change values (still checked by the form\'s rules) or {refuse: "message"}; after save gets the saved `input.record` (with its id) and may return {refuse: "message"}, which rolls the whole save back (a record another service keeps over HTTP stays saved there).',
    scriptsReadOnly: 'The current environment prohibits editing scripts: they are read-only, but can be removed',
    removeHook: 'Remove the hook',
  },
});

/** The names of the page's properties in the property forms. */
export const PAGE_PROPERTY_TITLES = defineTexts({
  zh_CN: {
    colName: '列名',
    colAlias: '别名',
    alignType: '对齐',
    colWidth: '列宽',
    fixed: '固定',
    tuoMin: '脱敏',
    isShow: '显示',
    showType: '显示控件',
    dictCode: '字典编码',
    isQuery: '查询条件',
    queryOp: '查询方式',
    isDefaultQuery: '默认查询',
    isImport: '导入',
    importRules: '导入规则',
    isSort: '排序',
    buttonName: '按钮名称',
    buttonNameEn: '英文名称',
    buttonType: '按钮位置',
    buttonStyle: '样式',
    buttonIcon: '图标',
    action: '动作',
    openType: '打开方式',
    dialogSize: '弹窗大小',
    linkForm: '关联表单',
    linkView: '关联页面',
    permission: '权限编码',
    isDefault: '默认按钮',
    viewName: '页面名称',
    viewType: '页面类型',
    formCode: '表单编码',
    isPage: '分页',
    pageNum: '每页条数',
    isLineNum: '显示行号',
    flowScope: '流程范围',
  },
  en_US: {
    colName: 'Column title',
    colAlias: 'Alias',
    alignType: 'Alignment',
    colWidth: 'Width',
    fixed: 'Fixed',
    tuoMin: 'Masking',
    isShow: 'Shown',
    showType: 'Control',
    dictCode: 'Dictionary',
    isQuery: 'Query field',
    queryOp: 'Query operator',
    isDefaultQuery: 'Default query',
    isImport: 'Imported',
    importRules: 'Import rule',
    isSort: 'Sortable',
    buttonName: 'Button name',
    buttonNameEn: 'English name',
    buttonType: 'Placement',
    buttonStyle: 'Style',
    buttonIcon: 'Icon',
    action: 'Action',
    openType: 'Opens in',
    dialogSize: 'Dialog size',
    linkForm: 'Linked form',
    linkView: 'Linked page',
    permission: 'Permission code',
    isDefault: 'Default button',
    viewName: 'Page name',
    viewType: 'Page type',
    formCode: 'Form',
    isPage: 'Paginate',
    pageNum: 'Page size',
    isLineNum: 'Line numbers',
    flowScope: 'Process scope',
  },
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
  const fields = Object.keys(schema.properties ?? {}).filter((name) => hasText(PAGE_PROPERTY_TITLES, name));
  const isChoice = (name: string) => Array.isArray((schema.properties?.[name] as { enum?: unknown } | undefined)?.enum);
  return {
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(fields.map((name) => [name, {
      'ui:title': consoleText(PAGE_PROPERTY_TITLES, lang, name as keyof typeof PAGE_PROPERTY_TITLES.zh_CN),
      ...(isChoice(name) ? { 'ui:placeholder': consoleText(PAGE_DESIGNER_TEXTS, lang, 'notSet') } : {}),
      ...(OPTION_NAMES[name] ? { 'ui:enumNames': OPTION_NAMES[name](lang) } : {}),
    }])),
  };
}

export type PageDesignerText = keyof typeof PAGE_DESIGNER_TEXTS.zh_CN;

export const pageText = designerText(PAGE_DESIGNER_TEXTS);
