// serialno: a number drawn from a fill rule by the server at save; whatever a client sends is ignored.
import { Type } from '@sinclair/typebox';
import { textProp, valueEntry } from './kit/props.ts';
import { textValue } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const serialno = defineControl({
  type: 'serialno',
  ...textValue('serialno'),
  palette: valueEntry('advanced', '流水号', 'Serial number', 'FieldNumberOutlined', Type.Object({ ruleCode: textProp('Fill rule drawing the number', { maxLength: 100 }) })),
  valueKind: 'serial',
  serverFilled: true,
});
