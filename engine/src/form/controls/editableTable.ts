// editableTable: a oneToMany sub-table edited inline (props.tableName names the child table model, props.formCode the
// form whose rules check each row); the server writes the rows in the main record's transaction.
import { Type } from '@sinclair/typebox';
import { choiceProp, otherEntry, textProp } from './kit/props.ts';
import { checkRows } from './kit/relations.ts';
import { defineControl } from './kit/definition.ts';

export const editableTable = defineControl({
  type: 'editableTable',
  kind: 'value',
  widget: 'subTable',
  schema: () => ({ type: 'array', items: { type: 'object' } }),
  check: checkRows,
  palette: otherEntry('advanced', '子表', 'Sub-table', 'InsertRowBelowOutlined', Type.Object({
    tableName: textProp('Table model of the rows', { maxLength: 100 }),
    formCode: textProp('Form whose rules check each row (default: one generated from the table model)', { maxLength: 100 }),
    relation: choiceProp('Rows per record', ['oneToMany', 'oneToOne'] as const, 'oneToMany'),
  })),
  valueKind: 'rows',
});
