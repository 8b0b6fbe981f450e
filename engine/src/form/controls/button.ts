// button: shows a button; what a click does is in its props (formButtonRun).
import { Type } from '@sinclair/typebox';
import { DIALOG_SIZE_CODES } from '../../vocab/index.ts';
import { FORM_BUTTON_ACTIONS, FORM_BUTTON_URL } from '../controls-extra.ts';
import { choiceProp, otherEntry, textProp } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const button = defineControl({
  type: 'button',
  kind: 'display',
  palette: otherEntry('advanced', '按钮', 'Button', 'AimOutlined', Type.Object({
    text: textProp('Text', { default: 'Button', maxLength: 100 }),
    action: choiceProp('What a click does: open a page, a form adding a record, an address, or call a custom button\'s server hook', FORM_BUTTON_ACTIONS, 'none'),
    linkView: textProp('Page opened, whose form adds the record, or whose custom button is pressed (default: this form\'s page)', { maxLength: 100 }),
    openType: choiceProp('How the page or form opens', DIALOG_SIZE_CODES, 'default'),
    url: Type.Optional(Type.String({ description: 'Address opened (http, https or a console path)', maxLength: 2000, pattern: FORM_BUTTON_URL })),
    buttonName: textProp('Custom button of that page whose server hook is called with the form\'s values', { maxLength: 100 }),
  })),
  valueKind: 'none',
});
