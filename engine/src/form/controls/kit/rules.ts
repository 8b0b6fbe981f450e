// Value rules several controls share: text, numbers in a range, patterned text (date, time), options (one or several).
import type { Option } from '../../../metadata/index.ts';
import type { Message } from '../../../wire/message.ts';
import { formMessage } from '../../messages.ts';
import type { CheckResult, ControlContext, JsonSchema, ValueControl } from './definition.ts';

const NUMBER = /^-?\d+(\.\d+)?$/;

export const prop = <T>(ctx: ControlContext, name: string, fallback: T): T => (ctx.field.props?.[name] as T | undefined) ?? fallback;

export const isMultiple = (ctx: ControlContext) => ctx.field.props?.mode === 'multiple';

export const fail = (error: Message): CheckResult => ({ error });

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMBER.test(value.trim())) return Number(value);
  return undefined;
}

/** The option whose value equals this one (compared as text: stored values come back as strings). */
export const findOption = (options: Option[], value: unknown) => options.find((o) => String(o.value) === String(value));

export function checkOption(value: unknown, ctx: ControlContext): CheckResult {
  if (typeof value === 'object' || typeof value === 'undefined') return fail(formMessage('notOption', ctx.title));
  if (!ctx.options) return { value };
  const option = findOption(ctx.options, value);
  return option ? { value: option.value } : fail(formMessage('notOption', ctx.title));
}

/** A list of option values from an array or a comma-separated string. */
export function checkOptions(value: unknown, ctx: ControlContext): CheckResult {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return fail(formMessage('notOption', ctx.title));
  const checked = list.map((v) => checkOption(v, ctx));
  const failed = checked.find((c) => 'error' in c);
  return failed ?? { value: [...new Set(checked.map((c) => (c as { value: unknown }).value))] };
}

export const joinList = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);
export const splitList = (value: unknown, ctx: ControlContext) =>
  typeof value === 'string' ? value.split(',').filter((v) => v !== '').map((v) => (ctx.options && findOption(ctx.options, v)?.value) ?? v) : value;

export function optionSchema(ctx: ControlContext): JsonSchema {
  if (!ctx.options) return { type: ['string', 'number'] };
  // No options (none yet, or none for the values the list depends on) is a text list: the type must not flip from
  // number to text when a cascade's options arrive, or the console would swap the control and close its open list.
  const type = ctx.options.length > 0 && ctx.options.every((o) => typeof o.value === 'number') ? 'number' : 'string';
  return { type, oneOf: ctx.options.map((o) => ({ const: o.value, title: o.label })) };
}

export const multiOptionSchema = (ctx: ControlContext): JsonSchema => ({ type: 'array', uniqueItems: true, items: optionSchema(ctx) });

/** Text typed by the user (numbers are accepted as they are). */
export const typedText = (widget: string): ValueControl => ({
  kind: 'value',
  input: true,
  widget,
  schema: () => ({ type: 'string' }),
  check: (value, ctx) => (typeof value === 'string' || typeof value === 'number' ? { value } : fail(formMessage('notText', ctx.title))),
});

/** Text not typed as such (serial numbers, rich text, icons, signatures): numbers become text. */
export const textValue = (widget: string, extra: Partial<ValueControl> = {}): ValueControl => ({
  kind: 'value',
  widget,
  schema: () => ({ type: 'string' }),
  check: (value, ctx) => (typeof value === 'string' || typeof value === 'number' ? { value: String(value) } : { error: formMessage('notText', ctx.title) }),
  ...extra,
});

/** A number within [min, max] when the control sets them. */
export function numberControl(widget: string, range: (ctx: ControlContext) => { min?: number; max?: number; integer?: boolean }): ValueControl {
  return {
    kind: 'value',
    widget,
    schema: (ctx) => {
      const { min, max, integer } = range(ctx);
      return { type: integer ? 'integer' : 'number', ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}) };
    },
    check: (value, ctx) => {
      const n = toNumber(value);
      const { min, max, integer } = range(ctx);
      if (n === undefined || (integer && !Number.isInteger(n))) return fail(formMessage('notNumber', ctx.title));
      if (min !== undefined && n < min) return fail(formMessage('tooSmall', ctx.title, min));
      if (max !== undefined && n > max) return fail(formMessage('tooLarge', ctx.title, max));
      return { value: n };
    },
    fromStored: (value) => toNumber(value) ?? value,
  };
}

export const patterned = (
  widget: string, pattern: RegExp, message: 'notDate' | 'notTime', schema: JsonSchema, valid: (text: string) => boolean = () => true,
): ValueControl => ({
  kind: 'value',
  widget,
  schema: () => ({ type: 'string', ...schema }),
  check: (value, ctx) => (typeof value === 'string' && pattern.test(value) && valid(value) ? { value } : fail(formMessage(message, ctx.title))),
});
