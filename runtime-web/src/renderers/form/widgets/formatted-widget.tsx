// A value shown, not edited, under its field's formatExpr (issue 16): the read-only form draws fields that have one with
// this widget; the text comes from the engine's formatDisplay (option labels for {value}, stored values for {key}).
import type { WidgetProps } from '@rjsf/utils';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplay, type Option } from '../../engine.ts';
import { optionLabel } from '../../../store/dict-cache.ts';

export const FORMATTED_WIDGET = 'formatted';

export function FormattedWidget(p: WidgetProps) {
  const { i18n } = useTranslation();
  const options = p.options.options as Option[] | undefined;
  const list = Array.isArray(p.value) ? p.value : [p.value];
  const labels = options ? list.map((v) => options.find((o) => String(o.value) === String(v))).map((o, i) => (o ? optionLabel(o, i18n.language) : String(list[i] ?? ''))) : undefined;
  const text = formatDisplay(p.options.formatExpr as string | undefined, { value: p.value, ...(labels ? { label: labels.join(', ') } : {}) });
  return <Typography.Text id={p.id} data-formatted={p.name}>{text || '-'}</Typography.Text>;
}
