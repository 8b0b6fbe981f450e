// text: a block of text (props.content).
import { Type } from '@sinclair/typebox';
import { otherEntry, textProp } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const text = defineControl({
  type: 'text',
  kind: 'display',
  palette: otherEntry('display', '文字', 'Text block', 'FileTextOutlined', Type.Object({ content: textProp('What it says', { maxLength: 4000 }) })),
  valueKind: 'none',
});
