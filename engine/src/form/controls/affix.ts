// affix: controls (children) pinned at props.offsetTop as the page scrolls.
import { Type } from '@sinclair/typebox';
import { integerProp, otherEntry } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const affix = defineControl({
  type: 'affix',
  kind: 'layout',
  palette: otherEntry('layout', '固钉', 'Affix', 'PushpinOutlined', Type.Object({ offsetTop: integerProp('Distance from the top, px', { minimum: 0, maximum: 2000, default: 0 }) })),
  valueKind: 'none',
});
