// Record validation from form metadata (spec §5), the same in the browser (feedback) and on the server (truth).
// Rule patterns run on the linear-time engine of rules/user-pattern.ts, never on the backtracking RegExp.
import type { Form, FieldRule } from '../metadata/index.ts';
import { findRulePattern } from '../vocab/index.ts';
import type { Language } from '../wire/index.ts';
import { evaluateLinkage } from '../linkage/evaluate.ts';
import { canSee, type FieldAccessLevel } from './access.ts';
import { isUnionChecked, valueFields, type OptionLookup, type ValueField } from './fields.ts';
import { formMessage, patternMessage } from './messages.ts';
import { isNumericControl } from './registry.ts';
import { customMessage, renderMessage, type Message } from '../wire/message.ts';
import { compileUserPattern } from '../rules/user-pattern.ts';

/** A field's problem: its message as data (rendered in the reader's language) and in English. */
export interface FieldError extends Message {
  key: string;
  message: string;
}

/** The field error of a message. */
export const fieldError = (key: string, message: Message): FieldError => ({ key, message: renderMessage(message, 'en_US'), ...message });

export interface RecordValidation {
  /** The value of every visible value control, checked and normalised (empty values as null). */
  values: Record<string, unknown>;
  errors: FieldError[];
  /** Keys whose values must be unique in the table (unionCheck): the server checks them. */
  unique: string[];
}

export interface ValidateOptions {
  lookup?: OptionLookup;
  lang?: Language;
  access?: ReadonlyMap<string, FieldAccessLevel>;
}

const isEmpty = (value: unknown, input: boolean) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (input && typeof value === 'string' && value.trim() === '');

/** Validates the values of a record against the form; linkage decides what is hidden and required. */
export function validateRecord(form: Pick<Form, 'fields'>, input: Record<string, unknown>, options: ValidateOptions = {}): RecordValidation {
  const linkage = evaluateLinkage(form, input);
  const result: RecordValidation = { values: {}, errors: [], unique: [] };
  for (const vf of valueFields(form, options.lookup, options.lang)) {
    const { key } = vf.field;
    if (linkage.hidden.has(key) || (options.access && !canSee(options.access, key))) continue;
    const outcome = checkField(vf, linkage.values[key], linkage.required.has(key));
    if ('error' in outcome) result.errors.push(fieldError(key, outcome.error));
    else result.values[key] = outcome.value;
    if (isUnionChecked(vf.field) && !isEmpty(result.values[key], false)) result.unique.push(key);
  }
  return result;
}

/** A designer's own message wins over the engine's. */
const designed = (text: string | undefined, fallback: () => Message): Message => (text ? customMessage(text) : fallback());

function checkField({ field, control, ctx }: ValueField, raw: unknown, linkedRequired: boolean): { value: unknown } | { error: Message } {
  const rules = field.rules ?? [];
  const requiredRule = rules.find((r) => r.required);
  const required = field.required === 'Y' || requiredRule !== undefined || linkedRequired;
  const max = rules.find((r) => r.max !== undefined);
  // §5: numbers become strings for input fields with max or required.
  const value = control.input && typeof raw === 'number' && (max || required) ? String(raw) : raw;
  if (isEmpty(value, control.input === true)) {
    return required ? { error: designed(requiredRule?.message, () => control.requiredMessage?.(ctx) ?? formMessage('required', ctx.title)) } : { value: null };
  }
  const checked = control.check(value, ctx);
  if ('error' in checked) return checked;
  for (const rule of rules) {
    const error = checkRule(rule, checked.value, isNumericControl(field.type), ctx.title);
    if (error) return { error };
  }
  return checked;
}

function checkRule(rule: FieldRule, value: unknown, numeric: boolean, title: string): Message | undefined {
  if (rule.max !== undefined) {
    const over = numeric ? Number(value) > rule.max : [...String(value)].length > rule.max;
    if (over) return designed(rule.message, () => formMessage(numeric ? 'tooLarge' : 'tooLong', title, rule.max));
  }
  if (rule.pattern) {
    // Presets and the designer's own expressions alike run on the linear-time engine; a pattern it cannot run is
    // refused when the form is saved (one stored before that is not applied).
    const preset = findRulePattern(rule.pattern);
    const regex = compileUserPattern(preset ? preset.source : rule.pattern);
    const texts = Array.isArray(value) ? value.map(String) : [String(value)];
    if (regex && !texts.every((t) => regex.test(t))) return designed(rule.message, () => (preset ? patternMessage(preset.code) : formMessage('pattern', title)));
  }
  return undefined;
}
