// /index/register and /index/NewRegister: a person joins an existing enterprise as a general user — named by the
// invitation link's token (`?invite=`) or, when the enterprise allows it, by its code — verified by an SMS code sent
// to their phone (smsmode 2). On NewRegister the phone number is the account. The result page says whether the
// enterprise's administrator must approve the account first.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ENTERPRISE_CODE_PATTERN, type GeneralRegistration } from '../../engine.ts';
import { notify } from '../../request/report.ts';
import { requiredRule } from '../user/rules.ts';
import { AccountFields } from './AccountFields.tsx';
import { joinEnterprise } from './sms.ts';

export function JoinForm({ titleKey, phoneIsAccount }: { titleKey: string; phoneIsAccount: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteToken = params.get('invite') ?? undefined;
  const [form] = Form.useForm<GeneralRegistration>();
  const [busy, setBusy] = useState(false);

  const finish = async (values: GeneralRegistration) => {
    setBusy(true);
    try {
      const username = phoneIsAccount ? values.phone : values.username;
      const done = await joinEnterprise({ ...values, username, inviteToken });
      navigate('/index/register-result', { state: { account: done.username, pending: done.pending } });
    } catch (error) {
      notify('error', (error as Error).message || t('msg.operationFailure'));
    } finally {
      setBusy(false);
    }
  };

  const label = (key: string) => t(key);
  return (
    <>
      <h1 className="yc-account-title">{t(titleKey)}</h1>
      <Form form={form} layout="vertical" onFinish={(v) => void finish(v)} requiredMark={false}>
        {!inviteToken && (
          <Form.Item name="enterpriseCode" label={label('enterprise.enterpriseCode')}
            rules={[requiredRule(label('enterprise.enterpriseCode')), { pattern: ENTERPRISE_CODE_PATTERN, message: t('enterprise.codeRule') }]}>
            <Input autoComplete="organization" />
          </Form.Item>
        )}
        <AccountFields form={form} smsmode="2" phoneIsAccount={phoneIsAccount} />
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>{t('register.submit')}</Button>
        </Form.Item>
      </Form>
      <Link to="/index/login">{t('register.haveAccount')}</Link>
    </>
  );
}
