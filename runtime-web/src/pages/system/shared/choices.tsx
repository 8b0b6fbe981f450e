// Two-way choices the system forms share: valid/invalid status and console/front.
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_STATUSES } from './vocab.ts';

interface ChoiceProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** A radio group of wire values with their text keys. */
function Choice({ choices, onChange, ...props }: ChoiceProps & { choices: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      {...props}
      onChange={(e) => onChange?.(e.target.value as string)}
      options={choices.map(([value, key]) => ({ value, label: t(key) }))}
    />
  );
}

const VALIDITY = [
  [PERMISSION_STATUSES.valid, 'sys.valid'],
  [PERMISSION_STATUSES.invalid, 'sys.invalid'],
] as const;
const BACK = [
  ['1', 'sys.console'],
  ['0', 'sys.front'],
] as const;

/** Status '0' valid, '1' invalid (menus, data rules). */
export const ValidRadio = (props: ChoiceProps) => <Choice {...props} choices={VALIDITY} />;

/** Back flag '1' console, '0' front (menus, roles). */
export const BackRadio = (props: ChoiceProps) => <Choice {...props} choices={BACK} />;
