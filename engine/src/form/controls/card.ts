// card: a titled box holding controls (children); props.oneToOne makes it the section of a child table's one row.
import { otherEntry } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const card = defineControl({
  type: 'card',
  kind: 'layout',
  palette: otherEntry('layout', '卡片', 'Card', 'CreditCardOutlined'),
  valueKind: 'none',
});
