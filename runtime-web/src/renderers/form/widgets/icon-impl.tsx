// A searchable picker of @ant-design/icons names: the value is the name (e.g. SmileOutlined), shown with its icon.
import { createElement, useMemo, type ComponentType } from 'react';
import { Select, Space } from 'antd';
import * as AntIcons from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { ICON_NAME } from '../../engine.ts';
import { controlText } from './control-texts.ts';

const ICONS = AntIcons as unknown as Record<string, ComponentType>;
const NAMES = Object.keys(ICONS).filter((name) => ICON_NAME.test(name)).sort();

/** An icon of the set by its name, or nothing for an unknown name. */
export function NamedIcon({ name }: { name: string }) {
  const icon = ICON_NAME.test(name) ? ICONS[name] : undefined;
  return icon ? createElement(icon) : null;
}

export default function IconPicker(p: WidgetProps) {
  const options = useMemo(() => NAMES.map((name) => ({ value: name, label: <Space><NamedIcon name={name} />{name}</Space> })), []);
  return (
    <Select
      id={p.id}
      data-testid={`icon-${p.id}`}
      showSearch={{ filterOption: (input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase()) }}
      allowClear
      style={{ width: '100%' }}
      placeholder={p.placeholder || controlText('chooseIcon')}
      disabled={p.disabled === true || p.readonly === true}
      value={typeof p.value === 'string' && p.value ? p.value : undefined}
      options={options}
      virtual
      onChange={(value: string | undefined) => p.onChange(value ?? p.options.emptyValue)}
      onBlur={() => p.onBlur(p.id, p.value)}
    />
  );
}
