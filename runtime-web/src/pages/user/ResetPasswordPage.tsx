// /index/alteration for a signed-out visitor: the password reset through a verified channel (never by an account name
// alone, issue #34 item 4). By phone: the SMS code of smsmode 3 and the new password in one call. By mail (when the
// server has a mail transport): the address, then the link mailed to it comes back here with `?token=`, whose form sets
// the new password with that single-use token. Done, the visitor signs in with the new password.
import { Alert, Button, Form, Input, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../request/api.ts';
import { notify } from '../../request/report.ts';
import { NewPasswordFields } from '../register/AccountFields.tsx';
import { SmsCodeField } from '../register/SmsCodeField.tsx';
import { phoneRules, requiredRule } from './rules.ts';
import './locale.ts';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** A form whose submit runs `send`, reporting a refusal with the server's message. */
function useSubmit<V>(send: (values: V) => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (values: V) => {
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      notify('error', (error as Error).message || t('msg.operationFailure'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, onFinish: (values: V) => void submit(values) };
}

/** Sets the new password (by the token or the phone's code), then leads to the login page. */
function useReset() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (body: NewPassword & ({ token: string } | { mobile: string; smsCode: string })) => {
    await api.post('/api/system/passwordReset', { body }, { silent: true });
    notify('success', t('reset.done'));
    navigate('/index/login', { replace: true });
  };
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>{label}</Button>
    </Form.Item>
  );
}

function TokenForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useReset();
  const { busy, onFinish } = useSubmit<NewPassword>((values) => reset({ ...values, token }));
  return (
    <Form layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="reset-token-form">
      <Alert type="info" showIcon title={t('reset.newPassword')} style={{ marginBottom: 16 }} />
      <NewPasswordFields />
      <SubmitButton busy={busy} label={t('reset.submit')} />
    </Form>
  );
}

function PhoneForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewPassword & { phone: string; smsCode: string }>();
  const reset = useReset();
  const { busy, onFinish } = useSubmit<NewPassword & { phone: string; smsCode: string }>(({ phone, ...rest }) => reset({ ...rest, mobile: phone }));
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="reset-phone-form">
      <Form.Item name="phone" label={t('register.mobile')} rules={phoneRules()}>
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} smsmode="3" />
      <NewPasswordFields />
      <SubmitButton busy={busy} label={t('reset.submit')} />
    </Form>
  );
}

function MailForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { busy, onFinish } = useSubmit<{ email: string }>(async ({ email }) => {
    await api.post('/api/system/passwordReset/mail', { body: { email } }, { silent: true });
    setSent(true);
  });
  if (sent) return <Alert type="success" showIcon title={t('reset.linkSent')} data-testid="reset-link-sent" />;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="reset-mail-form">
      <Form.Item name="email" label={t('reset.email')}
        rules={[requiredRule(t('reset.email')), { type: 'email', message: t('register.emailInvalid') }]}>
        <Input autoComplete="email" />
      </Form.Item>
      <SubmitButton busy={busy} label={t('reset.sendLink')} />
    </Form>
  );
}

function ChannelTabs() {
  const { t } = useTranslation();
  const [channels, setChannels] = useState<{ phone: boolean; mail: boolean }>();
  useEffect(() => {
    void api.get('/api/system/passwordReset/config', {}, { silent: true })
      .then(setChannels, () => setChannels({ phone: false, mail: false }));
  }, []);
  if (!channels) return <Spin />;
  const items = [
    ...(channels.phone ? [{ key: 'phone', label: t('reset.byPhone'), children: <PhoneForm /> }] : []),
    ...(channels.mail ? [{ key: 'mail', label: t('reset.byMail'), children: <MailForm /> }] : []),
  ];
  return items.length ? <Tabs items={items} /> : <Alert type="warning" showIcon title={t('reset.noChannel')} />;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <h1 className="yc-account-title">{t('reset.title')}</h1>
      {token ? <TokenForm token={token} /> : <ChannelTabs />}
      <Link to="/index/login">{t('common.backToLogin')}</Link>
    </>
  );
}
