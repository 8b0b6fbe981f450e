// Every text the page designer shows, in both languages, in the engine's message catalogue (codes `designer.page.*`).
import { defineMessages, renderMessage, type Language } from '@yc/engine';

export const PAGE_DESIGNER_TEXTS = defineMessages('designer.page', {
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
});

export type PageDesignerText = keyof typeof PAGE_DESIGNER_TEXTS;

export const pageText = (lang: Language, code: PageDesignerText, params?: Record<string, string | number>): string =>
  renderMessage({ code: `designer.page.${code}`, ...(params ? { params } : {}) }, lang);
