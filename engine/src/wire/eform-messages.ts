// Messages of the metadata runtime's API (app groups, stored metadata, records, dictionaries) in both languages.
import { defineMessages, messageMaker, type Message } from './message.ts';

export const EFORM_TEXTS = defineMessages('eform', {
  groupMissing: { en_US: 'Choose an app group for this item', zh_CN: '请为此项选择应用分组' },
  groupUnknown: { en_US: 'App group {code} does not exist', zh_CN: '应用分组 {code} 不存在' },
  groupInUse: { en_US: 'The app group still has metadata; move or delete it first', zh_CN: '该应用分组下仍有元数据，请先移走或删除' },
  groupHasChildren: { en_US: 'The app group has sub groups; delete them first', zh_CN: '该应用分组下有子分组，请先删除' },
  codeRepeated: { en_US: 'Code cannot be repeated', zh_CN: '编码不能重复' },
  modelInUse: { en_US: 'The table model is used by forms or pages; delete them first', zh_CN: '该表模型仍被表单或页面使用，请先删除它们' },
  generatedExists: {
    en_US: "{code} already exists: use 'Update form and page from the model' to bring it up to date, or choose other codes",
    zh_CN: '{code} 已存在：请使用“根据模型更新表单和页面”进行更新，或选择其他编码',
  },
  tableModelUnknown: { en_US: 'Table model {code} does not exist', zh_CN: '表模型 {code} 不存在' },
  formUnknown: { en_US: 'Form {code} does not exist', zh_CN: '表单 {code} 不存在' },
  columnUnknown: { en_US: 'Column {column} is not a field of table {table}', zh_CN: '列 {column} 不是表 {table} 的字段' },
  tableNotSynced: { en_US: 'The table of this page has not been created yet; create or sync it first', zh_CN: '此页面的表尚未创建，请先创建或同步' },
  tableOutOfSync: { en_US: 'The table does not match its model; sync the table first', zh_CN: '表与模型不一致，请先同步表' },
  pageNotForRecords: { en_US: 'This page does not list the records of a table model', zh_CN: '此页面不是表模型的数据列表' },
  noButton: { en_US: 'This page has no {action} button', zh_CN: '此页面没有 {action} 按钮' },
  valueTooLong: { en_US: 'A value is longer than its field allows', zh_CN: '有值超出了字段允许的长度' },
  numberTooLarge: { en_US: 'A number is too large for its field', zh_CN: '有数字超出了字段允许的范围' },
  badValueType: { en_US: 'A value does not fit the type of its field', zh_CN: '有值与字段类型不符' },
  requiredColumnEmpty: { en_US: 'A field that may not be empty has no value', zh_CN: '有必填字段没有值' },
  columnHasEmptyValues: { en_US: 'A field cannot be made required while some records leave it empty', zh_CN: '仍有记录未填写该字段，不能设为必填' },
  duplicatesBlockUniqueIndex: {
    en_US: 'Some records share a value that must be unique; make the values unique first', zh_CN: '有记录的值重复，无法设为唯一，请先消除重复',
  },
  selectRecord: { en_US: 'Please select a record', zh_CN: '请选择一条记录' },
  dictItemExists: { en_US: 'The dictionary already has an item with this value', zh_CN: '字典中已有此值的字典项' },
  templateDisabled: { en_US: 'The template is disabled; enable it first', zh_CN: '模板已停用，请先启用' },
  templateNotDesign: { en_US: 'Only form and page templates start a design', zh_CN: '只有表单和页面模板可用于创建设计' },
  templateBodyInvalid: { en_US: 'The body of a form or page template must be a JSON document', zh_CN: '表单和页面模板的内容必须是 JSON 文档' },
  erModelInvalid: { en_US: 'ER model not set or invalid', zh_CN: 'ER模型未设置或无效' },
  previewOtherTable: { en_US: 'A preview lists the table of the stored page ({table})', zh_CN: '预览只能列出已保存页面的表（{table}）' },
});

const eform = messageMaker('eform', EFORM_TEXTS);

/** A message of the platform catalogue (MESSAGES). */
const platform = (key: string): Message => ({ code: `m.${key}` });

/** The metadata runtime's messages, as data. */
export const EFORM_MESSAGES = {
  groupMissing: eform('groupMissing'),
  templateDisabled: eform('templateDisabled'),
  templateNotDesign: eform('templateNotDesign'),
  templateBodyInvalid: eform('templateBodyInvalid'),
  groupUnknown: (code: string) => eform('groupUnknown', { code }),
  groupInUse: eform('groupInUse'),
  groupHasChildren: eform('groupHasChildren'),
  codeRepeated: eform('codeRepeated'),
  versionRequired: platform('versionRequired'),
  modelInUse: eform('modelInUse'),
  generatedExists: (code: string) => eform('generatedExists', { code }),
  tableModelUnknown: (code: string) => eform('tableModelUnknown', { code }),
  formUnknown: (code: string) => eform('formUnknown', { code }),
  columnUnknown: (column: string, table: string) => eform('columnUnknown', { column, table }),
  tableNotSynced: eform('tableNotSynced'),
  tableOutOfSync: eform('tableOutOfSync'),
  pageNotForRecords: eform('pageNotForRecords'),
  noButton: (action: string) => eform('noButton', { action }),
  valueTooLong: eform('valueTooLong'),
  numberTooLarge: eform('numberTooLarge'),
  badValueType: eform('badValueType'),
  requiredColumnEmpty: eform('requiredColumnEmpty'),
  columnHasEmptyValues: eform('columnHasEmptyValues'),
  duplicatesBlockUniqueIndex: eform('duplicatesBlockUniqueIndex'),
  selectRecord: eform('selectRecord'),
  dictItemExists: eform('dictItemExists'),
  erModelInvalid: eform('erModelInvalid'),
  previewOtherTable: (table: string) => eform('previewOtherTable', { table }),
} as const;
