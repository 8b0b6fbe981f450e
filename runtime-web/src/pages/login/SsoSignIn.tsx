// The login page's single sign-on (issue #36, spec §4): "Sign in with <provider>" when the enterprise offers OIDC or CAS,
// and the message of a sign-on that failed (the callback page sends it here). Plain HTML and CSS like the page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../request/http.ts';
import { ssoApi, type SsoOptions } from '../sso/sso-api.ts';
import { callbackUrl, rememberReturnPath } from '../sso/sso-session.ts';

/** The CAS login that sends the browser back to the callback page with a ticket (the enterprise's code kept). */
function casLoginUrl(casServerUrl: string, tenant: string | undefined): string {
  const service = new URL(callbackUrl());
  if (tenant) service.searchParams.set('tenant', tenant);
  const url = new URL(`${casServerUrl.replace(/\/+$/, '')}/login`);
  url.searchParams.set('service', service.href);
  return url.href;
}

export function SsoSignIn({ redirect, tenant, failure }: { redirect: string | undefined; tenant: string | undefined; failure: string | undefined }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<SsoOptions>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(failure);

  useEffect(() => {
    ssoApi.options(tenant).then(setOptions, () => setOptions(undefined));
  }, [tenant]);

  const start = async () => {
    if (!options?.ssoMode) return;
    setBusy(true);
    setError(undefined);
    // Spec §4: the path to come back to is remembered (for 10 s) while the browser is at the provider.
    rememberReturnPath(redirect);
    try {
      const url = options.ssoMode === 'cas' && options.casServerUrl
        ? casLoginUrl(options.casServerUrl, tenant)
        : (await ssoApi.authorize(callbackUrl(), tenant)).url;
      window.location.assign(url);
    } catch (refused) {
      setError(refused instanceof ApiError && refused.status !== 0 && refused.status !== 500 ? refused.message : t('msg.serverError'));
      setBusy(false);
    }
  };

  return (
    <>
      {error && (
        <div className="yc-field-error" role="alert" data-testid="sso-error">
          {error}
        </div>
      )}
      {options?.ssoMode && (
        <button type="button" className="yc-btn" style={{ width: '100%', marginTop: 12 }} disabled={busy} aria-busy={busy} onClick={() => void start()} data-testid="sso-login">
          {t('login.sso', { name: options.providerName ?? t('login.ssoDefault') })}
        </button>
      )}
    </>
  );
}
