// The value controls of this slice, registered once each: schema, type check and stored form.
import type { Option } from '../metadata/index.ts';
import { isCalendarDate } from '../query/values.ts';
import { formMessage } from './messages.ts';
import type { Message } from '../wire/message.ts';
import { registerControl, type CheckResult, type ControlContext, type JsonSchema, type ValueControl } from './registry.ts';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const prop = <T>(ctx: ControlContext, name: string, fallback: T): T => (ctx.field.props?.[name] as T | undefined) ?? fallback;

const isMultiple = (ctx: ControlContext) => ctx.field.props?.mode === 'multiple';

const fail = (error: Message): CheckResult => ({ error });

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMBER.test(value.trim())) return Number(value);
  return undefined;
}

/** The option whose value equals this one (compared as text: stored values come back as strings). */
const findOption = (options: Option[], value: unknown) => options.find((o) => String(o.value) === String(value));

function checkOption(value: unknown, ctx: ControlContext): CheckResult {
  if (typeof value === 'object' || typeof value === 'undefined') return fail(formMessage('notOption', ctx.title));
  if (!ctx.options) return { value };
  const option = findOption(ctx.options, value);
  return option ? { value: option.value } : fail(formMessage('notOption', ctx.title));
}

/** A list of option values from an array or a comma-separated string. */
function checkOptions(value: unknown, ctx: ControlContext): CheckResult {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return fail(formMessage('notOption', ctx.title));
  const checked = list.map((v) => checkOption(v, ctx));
  const failed = checked.find((c) => 'error' in c);
  return failed ?? { value: [...new Set(checked.map((c) => (c as { value: unknown }).value))] };
}

const joinList = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);
const splitList = (value: unknown, ctx: ControlContext) =>
  typeof value === 'string' ? value.split(',').filter((v) => v !== '').map((v) => (ctx.options && findOption(ctx.options, v)?.value) ?? v) : value;

function optionSchema(ctx: ControlContext): JsonSchema {
  if (!ctx.options) return { type: ['string', 'number'] };
  // No options (none yet, or none for the values the list depends on) is a text list: the type must not flip from
  // number to text when a cascade's options arrive, or the console would swap the control and close its open list.
  const type = ctx.options.length > 0 && ctx.options.every((o) => typeof o.value === 'number') ? 'number' : 'string';
  return { type, oneOf: ctx.options.map((o) => ({ const: o.value, title: o.label })) };
}

const multiOptionSchema = (ctx: ControlContext): JsonSchema => ({ type: 'array', uniqueItems: true, items: optionSchema(ctx) });

const text = (widget: string): ValueControl => ({
  kind: 'value',
  input: true,
  widget,
  schema: () => ({ type: 'string' }),
  check: (value, ctx) => (typeof value === 'string' || typeof value === 'number' ? { value } : fail(formMessage('notText', ctx.title))),
});

/** A number within [min, max] when the control sets them. */
function numberControl(widget: string, range: (ctx: ControlContext) => { min?: number; max?: number; integer?: boolean }): ValueControl {
  return {
    kind: 'value',
    widget,
    numeric: true,
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

const patterned = (
  widget: string, pattern: RegExp, message: 'notDate' | 'notTime', format: string, valid: (text: string) => boolean = () => true,
): ValueControl => ({
  kind: 'value',
  widget,
  schema: () => ({ type: 'string', format }),
  check: (value, ctx) => (typeof value === 'string' && pattern.test(value) && valid(value) ? { value } : fail(formMessage(message, ctx.title))),
});

const SWITCH_VALUES = { on: [true, 'true', 'Y', '1', 1], off: [false, 'false', 'N', '0', 0] } as const;
const isOn = (value: unknown) => (SWITCH_VALUES.on as readonly unknown[]).includes(value);
const isOff = (value: unknown) => (SWITCH_VALUES.off as readonly unknown[]).includes(value);

registerControl('hidden', { ...text('hidden'), input: false });
registerControl('input', text('text'));
registerControl('textarea', text('textarea'));
registerControl('number', numberControl('updown', (ctx) => ({ min: ctx.field.props?.min as number | undefined, max: ctx.field.props?.max as number | undefined })));
registerControl('rate', numberControl('rate', (ctx) => ({ min: 0, max: prop(ctx, 'count', 5), integer: !prop(ctx, 'allowHalf', false) })));
registerControl('slider', numberControl('range', (ctx) => ({ min: prop(ctx, 'min', 0), max: prop(ctx, 'max', 100) })));
registerControl('date', patterned('date', DATE, 'notDate', 'date', isCalendarDate));
registerControl('time', patterned('time', TIME, 'notTime', 'time'));

registerControl('radio', { kind: 'value', widget: 'radio', schema: optionSchema, check: checkOption });
registerControl('select', {
  kind: 'value',
  widget: 'select',
  schema: (ctx) => (isMultiple(ctx) ? multiOptionSchema(ctx) : optionSchema(ctx)),
  check: (value, ctx) => (isMultiple(ctx) ? checkOptions(value, ctx) : checkOption(value, ctx)),
  toStored: (value, ctx) => (isMultiple(ctx) ? joinList(value) : value),
  fromStored: (value, ctx) => (isMultiple(ctx) ? splitList(value, ctx) : ctx.options ? (findOption(ctx.options, value)?.value ?? value) : value),
});
registerControl('checkbox', {
  kind: 'value',
  widget: 'checkboxes',
  schema: multiOptionSchema,
  check: checkOptions,
  toStored: joinList,
  fromStored: splitList,
});
registerControl('switch', {
  kind: 'value',
  widget: 'switch',
  schema: () => ({ type: 'boolean' }),
  check: (value, ctx) => (isOn(value) ? { value: true } : isOff(value) ? { value: false } : fail(formMessage('notSwitch', ctx.title))),
  toStored: (value, ctx) => (value === true ? prop(ctx, 'checkedValue', 'Y') : prop(ctx, 'unCheckedValue', 'N')),
  fromStored: (value, ctx) => (value === null || value === undefined ? value : String(value) === String(prop(ctx, 'checkedValue', 'Y')) || isOn(value)),
});

for (const type of ['card', 'grid', 'tabs'] as const) registerControl(type, { kind: 'layout' });
for (const type of ['divider', 'text', 'alert'] as const) registerControl(type, { kind: 'display' });
