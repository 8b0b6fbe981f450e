// hidden: a text value the form holds but does not show.
import { valueEntry } from './kit/props.ts';
import { typedText } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const hidden = defineControl({
  type: 'hidden',
  ...typedText('hidden'),
  input: false,
  palette: valueEntry('basic', '隐藏域', 'Hidden', 'EyeInvisibleOutlined'),
  valueKind: 'text',
});
