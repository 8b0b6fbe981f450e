// Two-way choices the system forms share: valid/invalid status and console/front.
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_STATUSES } from './vocab.ts';

interface ChoiceProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** Status '0' valid, '1' invalid (menus, data rules). */
export function ValidRadio({ onChange, ...props }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      {...props}
      onChange={(e) => onChange?.(e.target.value as string)}
      options={[
        { value: PERMISSION_STATUSES.valid, label: t('sys.valid') },
        { value: PERMISSION_STATUSES.invalid, label: t('sys.invalid') },
      ]}
    />
  );
}

/** Back flag '1' console, '0' front (menus, roles). */
export function BackRadio({ onChange, ...props }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      {...props}
      onChange={(e) => onChange?.(e.target.value as string)}
      options={[
        { value: '1', label: t('sys.console') },
        { value: '0', label: t('sys.front') },
      ]}
    />
  );
}
