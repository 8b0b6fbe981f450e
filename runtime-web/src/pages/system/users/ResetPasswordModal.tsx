// An administrator sets another user's password: strength and confirmation checked before the call.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { userApi, type UserRecord } from '../../../api/identity.ts';
import { FormModal, type FormModalState } from '../../../components/crud/index.ts';
import { requiredRule, samePasswordRule, strongPasswordRule } from '../shared/rules.ts';

interface Values extends Record<string, unknown> {
  password: string;
  confirmpassword: string;
}

export function ResetPasswordModal({ state }: { state: FormModalState<UserRecord> }) {
  const { t } = useTranslation();
  return (
    <FormModal<UserRecord, Values>
      state={state}
      title={t('user.resetPasswordOf', { name: state.record?.username ?? '' })}
      width={480}
      onSubmit={(values, record) => userApi.resetPassword(record!.id, values.password, values.confirmpassword)}
      testId="reset-password-form"
    >
      <Form.Item name="password" label={t('user.password')} extra={t('user.passwordRule')} rules={[requiredRule(t('user.password')), strongPasswordRule]}>
        <Input.Password id="reset-password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('user.confirmPassword')}
        dependencies={['password']}
        rules={[requiredRule(t('user.confirmPassword')), samePasswordRule('password')]}
      >
        <Input.Password id="reset-confirm-password" autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
