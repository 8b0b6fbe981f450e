// user: one user of the enterprise by id, or several (props.mode 'multiple').
import { Type } from '@sinclair/typebox';
import { modeProp, valueEntry } from './kit/props.ts';
import { picker } from './kit/relations.ts';
import { defineControl } from './kit/definition.ts';

export const user = defineControl({
  type: 'user',
  ...picker('userPicker'),
  palette: valueEntry('advanced', '用户', 'User', 'UserOutlined', Type.Object({ mode: modeProp() })),
  valueKind: 'pick',
});
