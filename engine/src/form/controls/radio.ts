// radio: one option.
import { chosenEntry } from './kit/props.ts';
import { checkOption, optionSchema } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const radio = defineControl({
  type: 'radio',
  kind: 'value',
  widget: 'radio',
  schema: optionSchema,
  check: checkOption,
  palette: chosenEntry('choice', '单选框', 'Radio', 'CheckCircleOutlined'),
  valueKind: 'option',
});
