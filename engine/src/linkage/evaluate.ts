// Linkage: json-logic conditions over the form values that show, hide, require, disable or set other controls.
import type { Form, FormField, LinkageRule, ValidationIssue } from '../metadata/index.ts';
import { formControls, walkFormFields } from '../rules/formFields.ts';
import { issue } from '../rules/util.ts';
import { applyLogic, checkLogic, LogicRejected, truthy } from './logic.ts';

export interface LinkageState {
  /** Controls hidden now (by a hide that holds, or a show that does not). */
  hidden: Set<string>;
  required: Set<string>;
  disabled: Set<string>;
  /** The values with setValue actions applied. */
  values: Record<string, unknown>;
}

/** Every linkage rule of a form, with the control that declares it. */
export function linkageRules(form: Pick<Form, 'fields'>): { owner: string; rule: LinkageRule }[] {
  return formControls(form).flatMap(({ field }) =>
    ((field as FormField).showConfig?.linkage ?? []).map((rule) => ({ owner: String(field.key), rule })),
  );
}

/**
 * The state linkage gives the form for these values. setValue actions apply in declaration order and
 * later conditions see earlier results; a show makes its target hidden while its condition does not hold.
 */
export function evaluateLinkage(form: Pick<Form, 'fields'>, input: Record<string, unknown>): LinkageState {
  const state: LinkageState = { hidden: new Set(), required: new Set(), disabled: new Set(), values: { ...input } };
  const shownBy = new Map<string, boolean>();
  for (const { rule } of linkageRules(form)) {
    const holds = truthy(attempt(() => applyLogic(rule.when, state.values), false));
    for (const { action, target, value } of rule.actions) {
      if (action === 'show') shownBy.set(target, (shownBy.get(target) ?? false) || holds);
      if (!holds) continue;
      if (action === 'hide') state.hidden.add(target);
      if (action === 'require') state.required.add(target);
      if (action === 'disable') state.disabled.add(target);
      if (action === 'setValue') state.values[target] = isLogic(value) ? attempt(() => applyLogic(value, state.values), null) : value;
    }
  }
  for (const [target, shown] of shownBy) if (!shown) state.hidden.add(target);
  return state;
}

/** A rule that fails on these values (a type mismatch, a rejected operator) counts as not holding. */
function attempt<T>(work: () => unknown, fallback: T): unknown {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** Issues of a form's linkage: conditions and computed values must use whitelisted json-logic only. */
export function checkFormLinkage(form: Pick<Form, 'fields'>): ValidationIssue[] {
  return walkFormFields(form.fields).flatMap(({ field, path }) =>
    ((field as FormField).showConfig?.linkage ?? []).flatMap((rule, i) =>
      [rule.when, ...rule.actions.map((a) => a.value)].flatMap((logic) => {
        try {
          checkLogic(logic);
          return [];
        } catch (error) {
          if (!(error instanceof LogicRejected) || !error.catalogued) throw error;
          return [issue(`${path}/showConfig/linkage/${i}`, error.catalogued)];
        }
      }),
    ),
  );
}

const isLogic = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
