// checkbox: several options, stored comma-separated.
import { chosenEntry } from './kit/props.ts';
import { checkOptions, joinList, multiOptionSchema, splitList } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const checkbox = defineControl({
  type: 'checkbox',
  kind: 'value',
  widget: 'checkboxes',
  schema: multiOptionSchema,
  check: checkOptions,
  toStored: joinList,
  fromStored: splitList,
  palette: chosenEntry('choice', '多选框', 'Checkbox', 'CheckSquareOutlined'),
  valueKind: 'option',
});
