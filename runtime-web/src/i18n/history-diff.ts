// A saved version's changes as people read them (issue 31, point 5): each change is named by its field's label
// ("Columns #2 › Title", never "/columns/1/colName") and its values are plain text (never JSON).
import type { Language } from '../engine.ts';

type Labels = Readonly<Record<string, readonly [zh: string, en: string]>>;

/** The labels of the properties the metadata kinds share; others are named by their code, split into words. */
const FIELD_LABELS: Labels = {
  tableName: ['表名', 'Table name'], tableDesc: ['表描述', 'Description'], columns: ['字段', 'Columns'], indexes: ['索引', 'Indexes'],
  colCode: ['字段名', 'Field name'], colName: ['字段描述', 'Title'], colType: ['类型', 'Type'], colLength: ['长度', 'Length'],
  isRequired: ['必填', 'Required'], showType: ['控件', 'Control'], dictCode: ['字典', 'Dictionary'], tuoMin: ['脱敏', 'Masking'],
  viewName: ['页面名称', 'Page name'], viewCode: ['页面编码', 'Page code'], formName: ['表单名称', 'Form name'], formCode: ['表单编码', 'Form code'],
  buttons: ['按钮', 'Buttons'], buttonName: ['按钮名称', 'Button name'], buttonNameEn: ['英文名称', 'English name'], fields: ['控件', 'Controls'],
  title: ['标题', 'Title'], titleEn: ['英文标题', 'English title'], name: ['名称', 'Name'], nameEn: ['英文名称', 'English name'],
  roleName: ['角色名称', 'Role name'], roleNameEn: ['英文名称', 'English name'], description: ['描述', 'Description'],
  descriptionEn: ['英文描述', 'English description'], dictName: ['字典名称', 'Dictionary name'], dictNameEn: ['英文名称', 'English name'],
  items: ['条目', 'Items'], url: ['地址', 'Address'], component: ['组件', 'Component'], icon: ['图标', 'Icon'], sortNo: ['排序', 'Order'],
  groupCode: ['应用分组', 'App group'], portalName: ['门户名称', 'Portal name'], roleCodes: ['角色', 'Roles'], configValue: ['配置值', 'Value'],
};

const BOOLEAN_LABELS: Labels = { true: ['是', 'Yes'], false: ['否', 'No'] };
const pick = (labels: readonly [string, string], lang: Language) => (lang === 'en_US' ? labels[1] : labels[0]);

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
    else parts.push(FIELD_LABELS[segment] ? pick(FIELD_LABELS[segment], lang) : words(segment));
  }
  return parts.join(' › ') || (lang === 'en_US' ? 'The whole item' : '整个条目');
}

/** A value as text: scalars as they are, lists joined, objects as "label: value" pairs. */
export function changeValue(value: unknown, lang: Language): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return pick(BOOLEAN_LABELS[String(value)]!, lang);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((v) => changeValue(v, lang)).join(lang === 'en_US' ? '; ' : '；');
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => `${changePlace(`/${key}`, lang)}: ${typeof v === 'object' && v !== null ? `(${changeValue(v, lang)})` : changeValue(v, lang)}`)
    .join(', ');
}
