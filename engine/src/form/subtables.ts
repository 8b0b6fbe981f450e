// Controls that reach beyond the record's own columns (spec §9): user and dept pickers (ids of the enterprise's users
// and departments, comma-separated when props.mode is 'multiple'), page (embeds a list page, props.viewCode, filtered
// by the current record through props.filterField), editableTable (a oneToMany sub-table edited inline: props.tableName
// names the child table model, props.formCode its form — the rows are checked with that form's rules) and oneToOne
// sections (a card with props.oneToOne naming the child table whose one row its controls edit). The server writes the
// sub-tables' rows in the main record's transaction.
import type { Form, FormField } from '../metadata/index.ts';
import { walkFormFields } from '../rules/formFields.ts';
import { defineMessages, messageMaker, type Message } from '../wire/message.ts';
import { formMessage } from './messages.ts';
import { registerControl, type CheckResult, type ControlContext, type ValueControl } from './registry.ts';

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

const picker = (widget: string): ValueControl => ({
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

function checkRows(value: unknown, ctx: ControlContext): CheckResult {
  const refused = subTableDesignError(ctx.field);
  if (refused) return { error: refused };
  if (!Array.isArray(value) || !value.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    return { error: subTableMessage('notRows', { title: ctx.title }) };
  }
  if (value.length > MAX_SUB_TABLE_ROWS) return { error: subTableMessage('tooManyRows', { title: ctx.title, n: MAX_SUB_TABLE_ROWS }) };
  return { value };
}

registerControl('user', picker('userPicker'));
registerControl('dept', picker('deptPicker'));
registerControl('editableTable', {
  kind: 'value',
  widget: 'subTable',
  schema: () => ({ type: 'array', items: { type: 'object' } }),
  check: checkRows,
});
registerControl('page', { kind: 'display' });

const fieldsOf = (form: Pick<Form, 'fields'>) => walkFormFields(form.fields).map(({ field }) => field as FormField);

/** The user and dept controls of a form. */
export const pickerFields = (form: Pick<Form, 'fields'>) => fieldsOf(form).filter((f) => f.type === 'user' || f.type === 'dept');

/** The sub-tables of a form: editableTable controls naming a child table. */
export const subTableFields = (form: Pick<Form, 'fields'>) =>
  fieldsOf(form).filter((f) => f.type === 'editableTable' && typeof f.props?.tableName === 'string' && f.props.tableName !== '');

/** A oneToOne section: a card whose controls edit the one row of a child table. */
export interface OneToOneSection {
  field: FormField;
  tableName: string;
  /** The section's controls as a form of their own (what the child row is checked with). */
  form: Pick<Form, 'fields'>;
}

export const oneToOneSections = (form: Pick<Form, 'fields'>): OneToOneSection[] =>
  fieldsOf(form).flatMap((field) => {
    const tableName = field.props?.oneToOne;
    return typeof tableName === 'string' && tableName !== '' && field.children ? [{ field, tableName, form: { fields: field.children } }] : [];
  });

/** The keys of the values a oneToOne section edits (they are columns of the child table, not of the main one). */
export const sectionKeys = (section: Pick<OneToOneSection, 'form'>): string[] => walkFormFields(section.form.fields).map(({ field }) => String(field.key));

/** The nested sub-tables of a row form (refused: 'not currently supported'). */
export const nestedSubTables = (rowForm: Pick<Form, 'fields'>) => fieldsOf(rowForm).filter((f) => f.type === 'editableTable');
