// input: one line of text.
import { Type } from '@sinclair/typebox';
import { integerProp, valueEntry } from './kit/props.ts';
import { typedText } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const input = defineControl({
  type: 'input',
  ...typedText('text'),
  palette: valueEntry('basic', '单行文本', 'Text', 'FontSizeOutlined', Type.Object({ maxLength: integerProp('Longest text', { minimum: 1, maximum: 4000 }) })),
  valueKind: 'text',
  generatedFor: ['varchar'],
  lengthRule: true,
});
