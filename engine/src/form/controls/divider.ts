// divider: a horizontal line with an optional title.
import { Type } from '@sinclair/typebox';
import { choiceProp, otherEntry } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const divider = defineControl({
  type: 'divider',
  kind: 'display',
  palette: otherEntry('display', '分割线', 'Divider', 'LineOutlined', Type.Object({ orientation: choiceProp('Title position', ['left', 'center', 'right'] as const, 'center') })),
  valueKind: 'none',
});
