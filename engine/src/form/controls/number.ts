// number: a number within the control's min and max.
import { Type } from '@sinclair/typebox';
import { integerProp, valueEntry } from './kit/props.ts';
import { numberControl } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const number = defineControl({
  type: 'number',
  ...numberControl('updown', (ctx) => ({ min: ctx.field.props?.min as number | undefined, max: ctx.field.props?.max as number | undefined })),
  palette: valueEntry('basic', '数字', 'Number', 'NumberOutlined', Type.Object({
    min: Type.Optional(Type.Number({ description: 'Smallest value' })),
    max: Type.Optional(Type.Number({ description: 'Largest value' })),
    precision: integerProp('Digits after the point', { minimum: 0, maximum: 10 }),
  })),
  valueKind: 'number',
  column: { colType: 'number', colPointLength: 2 },
  generatedFor: ['number'],
});
