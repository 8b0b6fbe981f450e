// antd widgets of the value controls: each edits the value the engine's control schema describes.
import { Checkbox, DatePicker, Input, InputNumber, Radio, Rate, Select, Slider, Switch, TimePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../engine.ts';
import { optionLabel } from '../../../store/dict-cache.ts';
import { useIsMobile } from '../../../store/device.ts';

const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm:ss';

const empty = (value: unknown) => value === undefined || value === null || value === '';
const locked = (p: WidgetProps) => p.disabled === true || p.readonly === true;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The control's options (static or from a dictionary, resolved by the engine), in the console's language. */
function useOptions(p: WidgetProps): { label: string; value: string | number | boolean }[] {
  const { i18n } = useTranslation();
  const fromEngine = p.options.options as Option[] | undefined;
  if (fromEngine) return fromEngine.map((o) => ({ label: optionLabel(o, i18n.language), value: o.value }));
  return (p.options.enumOptions ?? []).map((o) => ({ label: o.label, value: o.value as string | number }));
}

export function TextWidget(p: WidgetProps) {
  return (
    <Input
      id={p.id}
      value={empty(p.value) ? '' : String(p.value)}
      placeholder={p.placeholder}
      disabled={locked(p)}
      maxLength={typeof p.options.maxLength === 'number' ? p.options.maxLength : undefined}
      onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
      onBlur={() => p.onBlur(p.id, p.value)}
    />
  );
}

export function TextareaWidget(p: WidgetProps) {
  return (
    <Input.TextArea
      id={p.id}
      value={empty(p.value) ? '' : String(p.value)}
      placeholder={p.placeholder}
      disabled={locked(p)}
      rows={numberOr(p.options.rows, 3)}
      onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
      onBlur={() => p.onBlur(p.id, p.value)}
    />
  );
}

export function NumberWidget(p: WidgetProps) {
  return (
    <InputNumber
      id={p.id}
      style={{ width: '100%' }}
      value={typeof p.value === 'number' ? p.value : null}
      placeholder={p.placeholder}
      disabled={locked(p)}
      min={p.schema.minimum}
      max={p.schema.maximum}
      step={numberOr(p.options.step, 1)}
      onChange={(value) => p.onChange(value ?? undefined)}
    />
  );
}

export function SelectWidget(p: WidgetProps) {
  const options = useOptions(p);
  const multiple = p.options.mode === 'multiple';
  // Searched on the server (a SQL config with searchKey): what is typed goes there, the answer is not filtered again.
  const onSearch = typeof p.options.onOptionSearch === 'function' ? (p.options.onOptionSearch as (keyword: string) => void) : undefined;
  return (
    <Select
      id={p.id}
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      value={empty(p.value) ? undefined : p.value}
      placeholder={p.placeholder}
      disabled={locked(p)}
      allowClear
      // Options from a SQL/HTTP config that refused: the reason instead of an empty list.
      status={p.options.optionsError ? 'warning' : undefined}
      notFoundContent={typeof p.options.optionsError === 'string' ? p.options.optionsError : undefined}
      showSearch={onSearch ? { filterOption: false, onSearch } : { optionFilterProp: 'label' }}
      options={options.map((o) => ({ label: o.label, value: o.value as string | number }))}
      onChange={(value: unknown) => p.onChange(Array.isArray(value) && value.length === 0 ? undefined : (value ?? undefined))}
    />
  );
}

export function CheckboxesWidget(p: WidgetProps) {
  const options = useOptions(p);
  return (
    <Checkbox.Group
      disabled={locked(p)}
      value={Array.isArray(p.value) ? p.value : []}
      options={options.map((o) => ({ label: o.label, value: o.value as string | number }))}
      onChange={(values) => p.onChange(values.length ? values : undefined)}
    />
  );
}

export function RadioWidget(p: WidgetProps) {
  const options = useOptions(p);
  return (
    <Radio.Group
      id={p.id}
      disabled={locked(p)}
      value={p.value}
      options={options.map((o) => ({ label: o.label, value: o.value as string | number }))}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

export function SwitchWidget(p: WidgetProps) {
  return <Switch id={p.id} checked={p.value === true} disabled={locked(p)} onChange={(checked) => p.onChange(checked)} />;
}

export function DateWidget(p: WidgetProps) {
  const value = typeof p.value === 'string' && dayjs(p.value, DATE_FORMAT).isValid() ? dayjs(p.value, DATE_FORMAT) : null;
  const isMobile = useIsMobile();
  return (
    <DatePicker
      id={p.id}
      style={{ width: '100%' }}
      value={value}
      format={DATE_FORMAT}
      // On a phone the picker's panel is used by touch, without the keyboard covering it.
      inputReadOnly={isMobile}
      placeholder={p.placeholder}
      disabled={locked(p)}
      onChange={(date) => p.onChange(date ? date.format(DATE_FORMAT) : undefined)}
    />
  );
}

export function TimeWidget(p: WidgetProps) {
  const value = typeof p.value === 'string' && p.value ? dayjs(`2000-01-01 ${p.value}`) : null;
  const isMobile = useIsMobile();
  return (
    <TimePicker
      id={p.id}
      style={{ width: '100%' }}
      value={value?.isValid() ? value : null}
      format={TIME_FORMAT}
      inputReadOnly={isMobile}
      placeholder={p.placeholder}
      disabled={locked(p)}
      onChange={(time) => p.onChange(time ? time.format(TIME_FORMAT) : undefined)}
    />
  );
}

export function RateWidget(p: WidgetProps) {
  return (
    <Rate
      id={p.id}
      count={numberOr(p.schema.maximum, 5)}
      allowHalf={p.options.allowHalf === true}
      disabled={locked(p)}
      value={typeof p.value === 'number' ? p.value : 0}
      onChange={(value) => p.onChange(value)}
    />
  );
}

export function SliderWidget(p: WidgetProps) {
  return (
    <Slider
      id={p.id}
      min={numberOr(p.schema.minimum, 0)}
      max={numberOr(p.schema.maximum, 100)}
      step={numberOr(p.options.step, 1)}
      disabled={locked(p)}
      value={typeof p.value === 'number' ? p.value : undefined}
      onChange={(value) => p.onChange(value)}
    />
  );
}

export function HiddenWidget(p: WidgetProps) {
  return <input type="hidden" id={p.id} value={empty(p.value) ? '' : String(p.value)} />;
}
