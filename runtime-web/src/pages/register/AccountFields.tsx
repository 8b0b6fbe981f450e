// The account a registration makes, as form fields: username, name and mailbox (left out when the phone number is the
// account), the phone with its SMS code for the registration's purpose, and the password twice (NewPasswordFields, which
// the password reset shares).
import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsMode } from '../../engine.ts';
import { phoneRules, requiredRule, samePasswordRule, strongPasswordRule } from '../user/rules.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

export function AccountFields({ form, smsmode, phoneIsAccount = false }: { form: FormInstance; smsmode: SmsMode; phoneIsAccount?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!phoneIsAccount && (
        <Form.Item name="username" label={t('register.username')} rules={[requiredRule(t('register.username'))]}>
          <Input autoComplete="username" />
        </Form.Item>
      )}
      <Form.Item name="realname" label={t('register.realname')} rules={[requiredRule(t('register.realname'))]}>
        <Input autoComplete="name" />
      </Form.Item>
      {!phoneIsAccount && (
        <Form.Item name="email" label={t('register.email')} rules={[{ type: 'email', message: t('register.emailInvalid') }]}>
          <Input autoComplete="email" />
        </Form.Item>
      )}
      <Form.Item name="phone" label={t('register.mobile')} rules={phoneRules()}>
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} smsmode={smsmode} />
      <NewPasswordFields />
    </>
  );
}

/** A new password (strong) and its confirmation, as `password` and `confirmPassword`: registrations and the reset. */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={t('register.password')} extra={t('register.passwordRule')}
        rules={[requiredRule(t('register.password')), strongPasswordRule]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('register.confirmPassword')} dependencies={['password']}
        rules={[requiredRule(t('register.confirmPassword')), samePasswordRule('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
