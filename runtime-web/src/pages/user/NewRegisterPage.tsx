// /index/NewRegister: quick registration with a phone number (the phone number is the account).
import { authApi } from '../../api/auth.ts';
import type { FieldSpec } from './AccountForm.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'phone', labelKey: 'register.mobile', kind: 'phone' },
  { name: 'smscode', labelKey: 'register.smsCode', kind: 'text' },
  { name: 'password', labelKey: 'register.password', kind: 'password' },
  { name: 'confirmPassword', labelKey: 'register.confirmPassword', kind: 'confirm', repeats: 'password' },
];

const registerByPhone = (values: Record<string, string>) => authApi.register({ ...values, username: values['phone'] ?? '' });

export default function NewRegisterPage() {
  return <RegistrationForm titleKey="newRegister.title" fields={FIELDS} register={registerByPhone} accountField="phone" />;
}
