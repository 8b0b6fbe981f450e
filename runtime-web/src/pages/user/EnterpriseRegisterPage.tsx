// /index/enterpriseRegister: registers an enterprise (a new tenant) with its first account.
import { authApi } from '../../api/auth.ts';
import type { FieldSpec } from './AccountForm.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'enterpriseName', labelKey: 'enterprise.name', kind: 'text' },
  { name: 'creditCode', labelKey: 'enterprise.code', kind: 'text', optional: true },
  { name: 'contact', labelKey: 'enterprise.contact', kind: 'text' },
  { name: 'phone', labelKey: 'register.mobile', kind: 'phone' },
  { name: 'username', labelKey: 'register.username', kind: 'text' },
  { name: 'password', labelKey: 'register.password', kind: 'password' },
  { name: 'confirmPassword', labelKey: 'register.confirmPassword', kind: 'confirm', repeats: 'password' },
];

export default function EnterpriseRegisterPage() {
  return (
    <RegistrationForm titleKey="enterprise.title" fields={FIELDS} register={authApi.enterpriseRegister} accountField="username" />
  );
}
