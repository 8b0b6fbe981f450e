// Phone number and SMS code login.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import type { LoginResult } from '../../api/types.ts';
import { notify } from '../../request/report.ts';
import { PHONE_PATTERN } from '../user/validation.ts';
import { sendSmsCode } from '../register/sms.ts';
import { Field, Icon, MAIL, PHONE, SubmitButton } from './fields.tsx';
import { matches, required, useFormState } from './useFormState.ts';
import { useLoginSubmit } from './useLoginFlow.ts';
import { useCountdown } from '../register/useCountdown.ts';

const RESEND_SECONDS = 60;

export function MobileLoginForm({ onAccepted }: { onAccepted: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const form = useFormState(
    {
      mobile: [required(() => t('common.required', { field: t('login.mobile') })), matches(PHONE_PATTERN, () => t('msg.phoneInvalid'))],
      code: [required(() => t('common.required', { field: t('login.smsCode') }))],
    },
    'mobile',
  );
  const [countdown, setCountdown] = useCountdown();
  const { submitting, submit } = useLoginSubmit(onAccepted);


  const sendCode = async () => {
    if (!form.validate(['mobile'])) return;
    try {
      await sendSmsCode(form.values.mobile, '0');
      setCountdown(RESEND_SECONDS);
    } catch (error) {
      notify('error', (error as Error).message || t('msg.operationFailure'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void submit(() => authApi.phoneLogin(form.values.mobile, form.values.code));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.tabMobile')}>
      <Field icon={<Icon path={PHONE} />} error={form.errors.mobile}>
        <input {...form.bind('mobile')} placeholder={t('login.mobile')} inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Field>
      <Field
        icon={<Icon path={MAIL} />}
        error={form.errors.code}
        extra={
          <button type="button" className="yc-btn" disabled={countdown > 0} onClick={() => void sendCode()}>
            {countdown > 0 ? `${countdown}s` : t('login.getSmsCode')}
          </button>
        }
      >
        <input {...form.bind('code')} placeholder={t('login.smsCode')} maxLength={6} autoComplete="one-time-code" />
      </Field>
      <SubmitButton busy={submitting}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
