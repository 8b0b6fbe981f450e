// alert: a message box of a kind (info, success, warning, error).
import { Type } from '@sinclair/typebox';
import { choiceProp, otherEntry, textProp } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const alert = defineControl({
  type: 'alert',
  kind: 'display',
  palette: otherEntry('display', '提示', 'Alert', 'InfoCircleOutlined', Type.Object({
    message: textProp('What it says', { maxLength: 1000 }),
    alertType: choiceProp('Kind', ['info', 'success', 'warning', 'error'] as const, 'info'),
  })),
  valueKind: 'none',
});
