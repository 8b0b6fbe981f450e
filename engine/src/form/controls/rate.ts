// rate: whole (or half, props.allowHalf) stars from 0 to props.count.
import { Type } from '@sinclair/typebox';
import { flagProp, integerProp, valueEntry } from './kit/props.ts';
import { numberControl, prop } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const rate = defineControl({
  type: 'rate',
  ...numberControl('rate', (ctx) => ({ min: 0, max: prop(ctx, 'count', 5), integer: !prop(ctx, 'allowHalf', false) })),
  palette: valueEntry('choice', '评分', 'Rate', 'StarOutlined', Type.Object({
    count: integerProp('Stars', { minimum: 1, maximum: 10, default: 5 }),
    allowHalf: flagProp('Half stars'),
  })),
  valueKind: 'number',
  column: { colType: 'number', colPointLength: 0 },
});
