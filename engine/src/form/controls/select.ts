// select: one option, or several (props.mode 'multiple', stored comma-separated).
import { Type } from '@sinclair/typebox';
import { chosenEntry, modeProp } from './kit/props.ts';
import { checkOption, checkOptions, findOption, isMultiple, joinList, multiOptionSchema, optionSchema, splitList } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const select = defineControl({
  type: 'select',
  kind: 'value',
  widget: 'select',
  schema: (ctx) => (isMultiple(ctx) ? multiOptionSchema(ctx) : optionSchema(ctx)),
  check: (value, ctx) => (isMultiple(ctx) ? checkOptions(value, ctx) : checkOption(value, ctx)),
  toStored: (value, ctx) => (isMultiple(ctx) ? joinList(value) : value),
  fromStored: (value, ctx) => (isMultiple(ctx) ? splitList(value, ctx) : ctx.options ? (findOption(ctx.options, value)?.value ?? value) : value),
  palette: chosenEntry('choice', '下拉选择', 'Select', 'DownSquareOutlined', Type.Object({ mode: modeProp() })),
  valueKind: 'option',
});
