// editor: rich text, cleaned by the server against RICH_TEXT_ALLOWED before it is stored.
import { valueEntry } from './kit/props.ts';
import { textValue } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const editor = defineControl({
  type: 'editor',
  ...textValue('editor'),
  palette: valueEntry('advanced', '富文本', 'Rich text', 'EditOutlined'),
  valueKind: 'text',
  column: { colType: 'clob' },
});
