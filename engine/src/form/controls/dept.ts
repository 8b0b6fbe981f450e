// dept: one department of the enterprise by id, or several (props.mode 'multiple').
import { Type } from '@sinclair/typebox';
import { modeProp, valueEntry } from './kit/props.ts';
import { picker } from './kit/relations.ts';
import { defineControl } from './kit/definition.ts';

export const dept = defineControl({
  type: 'dept',
  ...picker('deptPicker'),
  palette: valueEntry('advanced', '部门', 'Department', 'ApartmentOutlined', Type.Object({ mode: modeProp() })),
  valueKind: 'pick',
});
