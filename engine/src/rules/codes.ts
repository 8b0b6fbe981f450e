// Codes that name metadata items (role, page, form, widget, dataset, table, ER model) must not contain Chinese, and,
// since a menu path ends with the code it opens (its last segment, spec §2), nothing that would split or end a path.
import type { ValidationIssue } from '../metadata/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { issue } from './util.ts';

const HAN = /\p{Script=Han}/u;
const NOT_PATH_SAFE = /[/?#%\s]/;

export const containsChinese = (value: unknown): boolean => typeof value === 'string' && HAN.test(value);

/** Labels of the codes the spec names, by the field holding them. */
export const CODE_LABELS = {
  roleCode: 'Role code',
  viewCode: 'Page code',
  formCode: 'Form code',
  widgetCode: 'Widget code',
  datasetCode: 'Dataset code',
  tableName: 'Table name',
  erCode: 'ER model identifier',
  portalCode: 'Portal code',
} as const;
export type CodeField = keyof typeof CODE_LABELS;

/** Issue at /<field> when the item's code contains Chinese characters or characters that cannot end a menu path. */
export function checkCode(item: Partial<Record<CodeField, unknown>>, field: CodeField): ValidationIssue[] {
  const value = item[field];
  if (containsChinese(value)) return [issue(`/${field}`, RULE_MESSAGES.noChinese(CODE_LABELS[field]))];
  if (typeof value === 'string' && NOT_PATH_SAFE.test(value)) return [issue(`/${field}`, RULE_MESSAGES.notPathSafe(CODE_LABELS[field]))];
  return [];
}
