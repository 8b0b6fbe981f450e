// The serialno widget: read-only; a new record shows that the number is generated on save (the server draws it from the
// field's fill rule), a stored record its number.
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { controlText } from './control-texts.ts';

export function SerialnoWidget(p: WidgetProps) {
  const value = p.value === undefined || p.value === null ? '' : String(p.value);
  return <Input id={p.id} data-testid={`serialno-${p.id}`} value={value} readOnly placeholder={controlText('generatedOnSave')} />;
}
