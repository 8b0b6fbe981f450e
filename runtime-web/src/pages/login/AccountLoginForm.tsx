// Account and password login, with the image captcha when the server asks for it.
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import type { LoginResult } from '../../api/types.ts';
import { Field, Icon, LOCK, PasswordInput, SHIELD, SubmitButton, USER } from './fields.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { required, useFormState } from './useFormState.ts';
import { useLoginSubmit } from './useLoginFlow.ts';

export interface AccountLoginFormProps {
  captchaEnabled: boolean;
  /** Credentials picked from the demo hints. */
  fill: { username: string; password: string } | undefined;
  onAccepted: (result: LoginResult) => void;
}

export function AccountLoginForm({ captchaEnabled, fill, onAccepted }: AccountLoginFormProps) {
  const { t } = useTranslation();
  const requiredMessage = (key: string) => () => t('common.required', { field: t(key) });
  const form = useFormState(
    {
      username: [required(requiredMessage('login.username'))],
      password: [required(requiredMessage('login.password'))],
      captcha: captchaEnabled ? [required(requiredMessage('login.captcha'))] : [],
    },
    'login',
  );
  const captcha = useCaptcha(captchaEnabled);
  const { submitting, submit } = useLoginSubmit(onAccepted, () => {
    if (!captchaEnabled) return;
    form.set({ captcha: '' });
    captcha.refresh();
  });
  const { set } = form;

  useEffect(() => {
    if (fill) set(fill);
  }, [fill, set]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { username, password, captcha: code } = form.values;
    void submit(() => authApi.login({ username: username.trim(), password, captcha: code.trim(), checkKey: captcha.checkKey }));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.tabAccount')}>
      <Field icon={<Icon path={USER} />} error={form.errors.username}>
        <input {...form.bind('username')} placeholder={t('login.username')} autoComplete="username" />
      </Field>
      <Field icon={<Icon path={LOCK} />} error={form.errors.password}>
        <PasswordInput
          {...form.bind('password')}
          placeholder={t('login.password')}
          autoComplete="current-password"
          showLabel={t('login.password')}
          hideLabel={t('login.password')}
        />
      </Field>
      {captchaEnabled && (
        <Field
          icon={<Icon path={SHIELD} />}
          error={form.errors.captcha}
          extra={
            <button type="button" className="yc-account-captcha-img" title={t('login.captchaRefresh')} onClick={captcha.refresh} data-testid="captcha-image">
              {captcha.image?.startsWith('data:image/') && <img src={captcha.image} alt={t('login.captcha')} />}
            </button>
          }
        >
          <input {...form.bind('captcha')} placeholder={t('login.captcha')} autoComplete="off" maxLength={8} />
        </Field>
      )}
      <SubmitButton busy={submitting} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
