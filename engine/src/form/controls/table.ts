// table: a table layout of props.cols cells per row, holding controls (children).
import { Type } from '@sinclair/typebox';
import { integerProp, otherEntry } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const table = defineControl({
  type: 'table',
  kind: 'layout',
  palette: otherEntry('layout', '表格布局', 'Table layout', 'BorderOuterOutlined', Type.Object({ cols: integerProp('Cells per row', { minimum: 1, maximum: 12, default: 2 }) })),
  valueKind: 'none',
});
