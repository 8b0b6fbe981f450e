// A saved version's changes as people read them (issue 31, point 5): each change is named by its field's label
// ("Columns #2 › Title", never "/columns/1/colName") and its values are plain text (never JSON).
import { consoleText, defineTexts, hasText } from '@yc/engine/wire';
import type { Language } from '../engine.ts';

/** The labels of the properties the metadata kinds share; others are named by their code, split into words. */
const FIELD_LABELS = defineTexts({
  zh_CN: {
    tableName: '表名', tableDesc: '表描述', columns: '字段', indexes: '索引', colCode: '字段名', colName: '字段描述', colType: '类型',
    colLength: '长度', isRequired: '必填', showType: '控件', dictCode: '字典', tuoMin: '脱敏', viewName: '页面名称', viewCode: '页面编码',
    formName: '表单名称', formCode: '表单编码', buttons: '按钮', buttonName: '按钮名称', buttonNameEn: '英文名称', fields: '控件',
    title: '标题', titleEn: '英文标题', name: '名称', nameEn: '英文名称', roleName: '角色名称', roleNameEn: '英文名称', description: '描述',
    descriptionEn: '英文描述', dictName: '字典名称', dictNameEn: '英文名称', items: '条目', url: '地址', component: '组件', icon: '图标',
    sortNo: '排序', groupCode: '应用分组', portalName: '门户名称', roleCodes: '角色', configValue: '配置值',
  },
  en_US: {
    tableName: 'Table name', tableDesc: 'Description', columns: 'Columns', indexes: 'Indexes', colCode: 'Field name',
    colName: 'Title', colType: 'Type', colLength: 'Length', isRequired: 'Required', showType: 'Control',
    dictCode: 'Dictionary', tuoMin: 'Masking', viewName: 'Page name', viewCode: 'Page code', formName: 'Form name',
    formCode: 'Form code', buttons: 'Buttons', buttonName: 'Button name', buttonNameEn: 'English name',
    fields: 'Controls', title: 'Title', titleEn: 'English title', name: 'Name', nameEn: 'English name',
    roleName: 'Role name', roleNameEn: 'English name', description: 'Description', descriptionEn: 'English description',
    dictName: 'Dictionary name', dictNameEn: 'English name', items: 'Items', url: 'Address', component: 'Component',
    icon: 'Icon', sortNo: 'Order', groupCode: 'App group', portalName: 'Portal name', roleCodes: 'Roles',
    configValue: 'Value',
  },
});

const TEXTS = defineTexts({
  zh_CN: { true: '是', false: '否', whole: '整个条目', separator: '；' },
  en_US: { true: 'Yes', false: 'No', whole: 'The whole item', separator: '; ' },
});

/** `colName` → "Col name": a code without a label, in words. */
function words(code: string): string {
  const spaced = code.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Where a change is: `/columns/1/colName` → "Columns #2 › Title". */
export function changePlace(path: string, lang: Language): string {
  const parts: string[] = [];
  for (const segment of path.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (/^\d+$/.test(segment) && parts.length) parts.push(`${parts.pop()!} #${Number(segment) + 1}`);
    else parts.push(hasText(FIELD_LABELS, segment) ? consoleText(FIELD_LABELS, lang, segment as keyof typeof FIELD_LABELS.zh_CN) : words(segment));
  }
  return parts.join(' › ') || consoleText(TEXTS, lang, 'whole');
}

/** A value as text: scalars as they are, lists joined, objects as "label: value" pairs. */
export function changeValue(value: unknown, lang: Language): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return consoleText(TEXTS, lang, value ? 'true' : 'false');
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((v) => changeValue(v, lang)).join(consoleText(TEXTS, lang, 'separator'));
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => `${changePlace(`/${key}`, lang)}: ${typeof v === 'object' && v !== null ? `(${changeValue(v, lang)})` : changeValue(v, lang)}`)
    .join(', ');
}
