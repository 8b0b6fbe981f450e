// Value rules of the controls reaching beyond the record's own columns: user and dept pickers (ids of the enterprise's
// users and departments, comma-separated when props.mode is 'multiple') and editableTable (a sub-table's rows).
import type { FormField } from '../../../metadata/index.ts';
import { defineMessages, messageMaker, type Message } from '../../../wire/message.ts';
import { formMessage } from '../../messages.ts';
import type { CheckResult, ControlContext, ValueControl } from './definition.ts';

export const SUB_TABLE_TEXTS = defineMessages('subTable', {
  /** Spec §5. */
  needsMain: { en_US: 'A sub-table record needs a main-table record first', zh_CN: '请先保存主表记录，再编辑子表记录' },
  /** Spec §5 and §8: nested sub-table popups and multi-select. */
  notSupported: { en_US: 'not currently supported', zh_CN: '暂不支持' },
  notRows: { en_US: '{title} must be a list of rows', zh_CN: '{title}必须是行的列表' },
  tooManyRows: { en_US: '{title} cannot have more than {n} rows', zh_CN: '{title}不能超过 {n} 行' },
  unknownPick: { en_US: '{title} names a user or department that does not exist', zh_CN: '{title}中有不存在的用户或部门' },
  noTable: { en_US: 'The sub-table {title} has no table model', zh_CN: '子表 {title} 没有表模型' },
});
export const subTableMessage = messageMaker('subTable', SUB_TABLE_TEXTS);

/** At most this many rows in one sub-table of one record. */
export const MAX_SUB_TABLE_ROWS = 500;

/** Ids of users and departments: uuids and the like, never lists or markup. */
export const PICK_ID = /^[A-Za-z0-9_-]{1,64}$/;

const isMultiple = (field: Pick<FormField, 'props'>) => field.props?.mode === 'multiple';

/** The ids of a picker value: an id, a list of ids or a comma-separated text. */
export function pickedIds(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return [...new Set(list.map((v) => String(v).trim()).filter((v) => v !== ''))];
}

function checkPick(value: unknown, ctx: ControlContext): CheckResult {
  if (typeof value !== 'string' && !Array.isArray(value)) return { error: formMessage('notOption', ctx.title) };
  const ids = pickedIds(value);
  if (!ids.every((id) => PICK_ID.test(id))) return { error: formMessage('notOption', ctx.title) };
  if (!isMultiple(ctx.field) && ids.length > 1) return { error: formMessage('notOption', ctx.title) };
  return { value: isMultiple(ctx.field) ? ids : ids[0] };
}

/** A user or department picker. */
export const picker = (widget: string): ValueControl => ({
  kind: 'value',
  widget,
  schema: (ctx) => (isMultiple(ctx.field) ? { type: 'array', uniqueItems: true, items: { type: 'string' } } : { type: 'string' }),
  check: checkPick,
  toStored: (value) => pickedIds(value).join(','),
  fromStored: (value, ctx) => (isMultiple(ctx.field) ? pickedIds(value) : value),
});

/** What refuses a sub-table's design: multi-select, and popups of sub-tables nested in sub-tables. */
export function subTableDesignError(field: Pick<FormField, 'props'>): Message | undefined {
  const props = field.props ?? {};
  if (props.mode === 'multiple' || props.nested === true) return subTableMessage('notSupported');
  return undefined;
}

export function checkRows(value: unknown, ctx: ControlContext): CheckResult {
  const refused = subTableDesignError(ctx.field);
  if (refused) return { error: refused };
  if (!Array.isArray(value) || !value.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    return { error: subTableMessage('notRows', { title: ctx.title }) };
  }
  if (value.length > MAX_SUB_TABLE_ROWS) return { error: subTableMessage('tooManyRows', { title: ctx.title, n: MAX_SUB_TABLE_ROWS }) };
  return { value };
}
