// A registration page: its fields, the call that registers, and the result page afterwards.
import { useNavigate } from 'react-router';
import { AccountForm, type FieldSpec } from './AccountForm.tsx';

export interface RegistrationFormProps {
  titleKey: string;
  fields: FieldSpec[];
  register: (values: Record<string, string>) => Promise<unknown>;
  /** The field naming the new account on the result page. */
  accountField: string;
}

export function RegistrationForm({ titleKey, fields, register, accountField }: RegistrationFormProps) {
  const navigate = useNavigate();
  return (
    <AccountForm
      titleKey={titleKey}
      fields={fields}
      submitKey="register.submit"
      onSubmit={async (values) => {
        await register(values);
        navigate('/index/register-result', { state: { account: values[accountField] } });
      }}
    />
  );
}
