// Form rules: control keys required and unique across nested layout controls; field showConfig and rules.
import type { FormField, ValidationIssue } from '../metadata/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkFieldRules, checkShowConfig } from './showConfig.ts';
import { checkUniqueKeys } from './unique.ts';
import { each, issue, type DeepPartial } from './util.ts';

type FieldDraft = DeepPartial<FormField>;

/** Every control of a form, depth first, with its JSON pointer (children, grid columns and tab panes included). */
export function walkFormFields(fields: readonly FieldDraft[] | undefined, base = '/fields'): { field: FieldDraft; path: string }[] {
  return each(fields, base).flatMap(({ item, path }) => [
    { field: item, path },
    ...walkFormFields(item.children, `${path}/children`),
    ...each(item.columns, `${path}/columns`).flatMap((c) => walkFormFields(c.item.children, `${c.path}/children`)),
    ...each(item.panes, `${path}/panes`).flatMap((p) => walkFormFields(p.item.children, `${p.path}/children`)),
  ]);
}

type Walked = readonly { field: FieldDraft; path: string }[];
const walkedForms = new WeakMap<object, { fields: unknown; walked: Walked }>();

/**
 * walkFormFields of a form's controls, memoised per form object: a form read once per record (validation, stored
 * values, defaults of an import's every row) is walked once. Forms are not changed in place (the designer's edits make
 * new objects); a form whose `fields` list was replaced is walked again.
 */
export function formControls(form: { readonly fields?: readonly FieldDraft[] }): Walked {
  const hit = walkedForms.get(form);
  if (hit && hit.fields === form.fields) return hit.walked;
  const walked = walkFormFields(form.fields);
  walkedForms.set(form, { fields: form.fields, walked });
  return walked;
}

export function checkControlKeys(fields: readonly FieldDraft[] | undefined, base = '/fields'): ValidationIssue[] {
  const entries = walkFormFields(fields, base).map(({ field, path }) => ({ key: field.key, path: `${path}/key` }));
  return checkUniqueKeys(entries, { empty: RULE_MESSAGES.controlKeyRequired, repeated: RULE_MESSAGES.controlKeyRepeated });
}

/** The field an option parameter reads its value from (outKey) is a control of the same form. */
function checkParameterFields(field: FieldDraft, path: string, keys: ReadonlySet<unknown>): ValidationIssue[] {
  const lists = [
    { list: field.showConfig?.sqlConfig?.sqlParameterConfig, at: `${path}/showConfig/sqlConfig/sqlParameterConfig` },
    { list: field.showConfig?.httpConfig?.httpParameterConfig, at: `${path}/showConfig/httpConfig/httpParameterConfig` },
  ];
  return lists.flatMap(({ list, at }) => each(list, at).flatMap(({ item, path: p }) =>
    typeof item.outKey === 'string' && item.outKey !== '' && !keys.has(item.outKey) ? [issue(`${p}/outKey`, RULE_MESSAGES.parameterFieldUnknown(item.outKey))] : []));
}

/** Control keys plus each control's showConfig (parameters reading controls of the form) and rule patterns. */
export function checkFormFields(fields: readonly FieldDraft[] | undefined, base = '/fields'): ValidationIssue[] {
  const walked = walkFormFields(fields, base);
  const keys = new Set(walked.map(({ field }) => field.key));
  const perField = walked.flatMap(({ field, path }) => [
    ...checkShowConfig(field.showConfig, `${path}/showConfig`),
    ...checkParameterFields(field, path, keys),
    ...checkFieldRules(field.rules, `${path}/rules`, (typeof field.title === 'string' && field.title) || String(field.key ?? path)),
  ]);
  return [...checkControlKeys(fields, base), ...perField];
}
