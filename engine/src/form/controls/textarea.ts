// textarea: several lines of text, stored as clob.
import { Type } from '@sinclair/typebox';
import { integerProp, valueEntry } from './kit/props.ts';
import { typedText } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const textarea = defineControl({
  type: 'textarea',
  ...typedText('textarea'),
  palette: valueEntry('basic', '多行文本', 'Text area', 'AlignLeftOutlined', Type.Object({ rows: integerProp('Rows shown', { minimum: 1, maximum: 40, default: 3 }) })),
  valueKind: 'text',
  column: { colType: 'clob' },
  generatedFor: ['clob', 'longVarchar'],
  lengthRule: true,
});
