// /index/register: general registration.
import { authApi } from '../../api/auth.ts';
import type { FieldSpec } from './AccountForm.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'username', labelKey: 'register.username', kind: 'text' },
  { name: 'realname', labelKey: 'register.realname', kind: 'text' },
  { name: 'email', labelKey: 'register.email', kind: 'email', optional: true },
  { name: 'phone', labelKey: 'register.mobile', kind: 'phone' },
  { name: 'password', labelKey: 'register.password', kind: 'password' },
  { name: 'confirmPassword', labelKey: 'register.confirmPassword', kind: 'confirm', repeats: 'password' },
];

export default function RegisterPage() {
  return <RegistrationForm titleKey="register.title" fields={FIELDS} register={authApi.register} accountField="username" />;
}
