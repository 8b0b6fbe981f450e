// slider: a number between props.min and props.max (0–100 by default).
import { Type } from '@sinclair/typebox';
import { valueEntry } from './kit/props.ts';
import { numberControl, prop } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const slider = defineControl({
  type: 'slider',
  ...numberControl('range', (ctx) => ({ min: prop(ctx, 'min', 0), max: prop(ctx, 'max', 100) })),
  palette: valueEntry('choice', '滑块', 'Slider', 'ColumnWidthOutlined', Type.Object({
    min: Type.Optional(Type.Number({ description: 'Smallest value', default: 0 })),
    max: Type.Optional(Type.Number({ description: 'Largest value', default: 100 })),
  })),
  valueKind: 'number',
  column: { colType: 'number', colPointLength: 0 },
});
