// /index/enterpriseRegister: a visitor registers an enterprise and its first administrator, verified by an SMS code
// sent to the administrator's phone; then the result page, then login.
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ENTERPRISE_CODE_PATTERN } from '../../engine.ts';
import { notify } from '../../request/report.ts';
import { requiredRule } from '../user/rules.ts';
import { AccountFields } from './AccountFields.tsx';
import { registerEnterprise, registrationMode, type EnterpriseRegistration } from './sms.ts';

export default function EnterpriseRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<EnterpriseRegistration>();
  const [mode, setMode] = useState<'open' | 'invite' | 'off'>('open');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    registrationMode().then((r) => setMode(r.mode), () => undefined);
  }, []);

  const fail = (error: unknown) => notify('error', (error as Error).message || t('msg.operationFailure'));
  const finish = async (values: EnterpriseRegistration) => {
    setBusy(true);
    try {
      const done = await registerEnterprise(values);
      navigate('/index/register-result', { state: { account: done.username } });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const label = (key: string) => t(key);
  if (mode === 'off') return <p role="alert">{t('enterprise.closed')}</p>;
  return (
    <>
      <h1 className="yc-account-title">{t('enterprise.title')}</h1>
      <Form form={form} layout="vertical" onFinish={(v) => void finish(v)} requiredMark={false}>
        <Form.Item name="enterpriseName" label={label('enterprise.name')} rules={[requiredRule(label('enterprise.name'))]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="enterpriseCode" label={label('enterprise.enterpriseCode')} extra={t('enterprise.codeRule')}
          rules={[requiredRule(label('enterprise.enterpriseCode')), { pattern: ENTERPRISE_CODE_PATTERN, message: t('enterprise.codeRule') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <AccountFields form={form} smsmode="1" />
        {mode === 'invite' && (
          <Form.Item name="inviteCode" label={label('enterprise.inviteCode')} rules={[requiredRule(label('enterprise.inviteCode'))]}>
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>{t('register.submit')}</Button>
        </Form.Item>
      </Form>
      <Link to="/index/login">{t('register.haveAccount')}</Link>
    </>
  );
}
