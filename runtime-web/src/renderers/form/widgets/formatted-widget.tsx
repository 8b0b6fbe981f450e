// A value shown, not edited, under its field's formatExpr (issue 16): the read-only form draws fields that have one with
// this widget; the text comes from the engine's formatDisplay (option labels for {value}, as the engine's optionLabelText
// joins them, stored values for {key}).
import type { WidgetProps } from '@rjsf/utils';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplay, optionLabelText, type Option } from '../../engine.ts';
import { optionLabel } from '../../../store/dict-cache.ts';

export const FORMATTED_WIDGET = 'formatted';

export function FormattedWidget(p: WidgetProps) {
  const { i18n } = useTranslation();
  const options = p.options.options as Option[] | undefined;
  const labelOf = (stored: string) => {
    const option = options?.find((o) => String(o.value) === stored);
    return option ? optionLabel(option, i18n.language) : undefined;
  };
  const text = formatDisplay(p.options.formatExpr as string | undefined, { value: p.value, ...(options ? { label: optionLabelText(p.value, labelOf) } : {}) });
  // Line breaks of a multi-line text stay.
  return <Typography.Text id={p.id} data-formatted={p.name} style={{ whiteSpace: 'pre-wrap' }}>{text || '-'}</Typography.Text>;
}
