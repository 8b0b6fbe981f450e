// Form rules: control keys required and unique across nested layout controls; field showConfig and rules.
import type { FormField, ValidationIssue } from '../metadata/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkFieldRules, checkShowConfig } from './showConfig.ts';
import { checkUniqueKeys } from './unique.ts';
import { each, type DeepPartial } from './util.ts';

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

export function checkControlKeys(fields: readonly FieldDraft[] | undefined, base = '/fields'): ValidationIssue[] {
  const entries = walkFormFields(fields, base).map(({ field, path }) => ({ key: field.key, path: `${path}/key` }));
  return checkUniqueKeys(entries, { empty: RULE_MESSAGES.controlKeyRequired, repeated: RULE_MESSAGES.controlKeyRepeated });
}

/** Control keys plus each control's showConfig and rule patterns. */
export function checkFormFields(fields: readonly FieldDraft[] | undefined, base = '/fields'): ValidationIssue[] {
  const perField = walkFormFields(fields, base).flatMap(({ field, path }) => [
    ...checkShowConfig(field.showConfig, `${path}/showConfig`),
    ...checkFieldRules(field.rules, `${path}/rules`),
  ]);
  return [...checkControlKeys(fields, base), ...perField];
}
