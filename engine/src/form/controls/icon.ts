// icon: an icon set name such as SmileOutlined.
import { ICON_NAME } from '../controls-extra.ts';
import { formMessage } from '../messages.ts';
import { valueEntry } from './kit/props.ts';
import { textValue } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

export const icon = defineControl({
  type: 'icon',
  ...textValue('icon', {
    check: (value, ctx) => (typeof value === 'string' && ICON_NAME.test(value) ? { value } : { error: formMessage('notIcon', ctx.title) }),
  }),
  palette: valueEntry('advanced', '图标', 'Icon', 'SmileOutlined'),
  valueKind: 'icon',
});
