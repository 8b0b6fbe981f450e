// page: embeds a list page (props.viewCode), filtered by the current record through props.filterField.
import { Type } from '@sinclair/typebox';
import { otherEntry, textProp } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const page = defineControl({
  type: 'page',
  kind: 'display',
  palette: otherEntry('advanced', '列表页面', 'Page', 'TableOutlined', Type.Object({
    viewCode: textProp('The list page shown', { maxLength: 100 }),
    filterField: textProp('Column of that page holding the current record id (rows of this record only)', { maxLength: 100 }),
  })),
  valueKind: 'none',
});
