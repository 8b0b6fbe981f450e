// switch: on or off in the form, stored as its props' checkedValue / unCheckedValue (Y / N by default).
import { Type } from '@sinclair/typebox';
import { formMessage } from '../messages.ts';
import { textProp, valueEntry } from './kit/props.ts';
import { fail, prop } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

const SWITCH_VALUES = { on: [true, 'true', 'Y', '1', 1], off: [false, 'false', 'N', '0', 0] } as const;
const isOn = (value: unknown) => (SWITCH_VALUES.on as readonly unknown[]).includes(value);
const isOff = (value: unknown) => (SWITCH_VALUES.off as readonly unknown[]).includes(value);

export const switchControl = defineControl({
  type: 'switch',
  kind: 'value',
  widget: 'switch',
  schema: () => ({ type: 'boolean' }),
  check: (value, ctx) => (isOn(value) ? { value: true } : isOff(value) ? { value: false } : fail(formMessage('notSwitch', ctx.title))),
  toStored: (value, ctx) => (value === true ? prop(ctx, 'checkedValue', 'Y') : prop(ctx, 'unCheckedValue', 'N')),
  fromStored: (value, ctx) => (value === null || value === undefined ? value : String(value) === String(prop(ctx, 'checkedValue', 'Y')) || isOn(value)),
  palette: valueEntry('choice', '开关', 'Switch', 'SwapOutlined', Type.Object({
    checkedValue: textProp('Value when on', { default: 'Y', maxLength: 50 }),
    unCheckedValue: textProp('Value when off', { default: 'N', maxLength: 50 }),
  })),
  valueKind: 'boolean',
});
