// /sso/callback: where the OIDC provider (code, state, iss) or the CAS server (ticket) sends the browser back (spec §4,
// §7). The answer is handed to the server once; the session then begins like a password login's and the guard leads
// on to the console or the path remembered on the login page. Every failure lands on the login page with its message.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AccountFrame } from '../../components/AccountFrame.tsx';
import { LOGIN_PATH } from '../../engine.ts';
import { ApiError } from '../../request/http.ts';
import { useLoginFlow } from '../login/useLoginFlow.ts';
import { ssoApi, type SsoLoginResult } from './sso-api.ts';
import { notify } from '../../request/report.ts';
import { session } from '../../store/session.ts';
import { callbackUrl, mayReturnToCas, rememberProviderLogout, takeBinding, takeReturnPath } from './sso-session.ts';

const DepartChooser = lazy(() => import('../login/DepartChooser.tsx'));

/** The query already handed to the server: the page mounts again once the session begins (the guard's loading). */
let handled: string | undefined;

/** What the login page shows of a failed single sign-on (history state: nothing of it in the address). */
export interface SsoFailure {
  ssoError: string;
}

type Answer = { kind: 'oauth2'; code: string; state: string; iss?: string } | { kind: 'cas'; ticket: string; tenant?: string }
  | { kind: 'error'; error: string } | { kind: 'none' };

function answerOf(query: URLSearchParams): Answer {
  const get = (name: string) => query.get(name) || undefined;
  const error = get('error');
  // Only a protocol error code is shown (RFC 6749 §4.1.2.1), never the provider's free text from the address.
  if (error) return { kind: 'error', error: /^[a-z_]{1,64}$/.test(error) ? error : 'error' };
  const [code, state, ticket] = [get('code'), get('state'), get('ticket')];
  if (code && state) return { kind: 'oauth2', code, state, iss: get('iss') };
  if (ticket) return { kind: 'cas', ticket, tenant: get('tenant') };
  return { kind: 'none' };
}

/** The CAS service the ticket was issued to: this address without the ticket. */
function casService(tenant: string | undefined): string {
  const url = new URL(callbackUrl());
  if (tenant) url.searchParams.set('tenant', tenant);
  return url.href;
}

export default function SsoCallbackPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [returnPath] = useState(takeReturnPath);
  const flow = useLoginFlow(returnPath);
  // Read once: whether this mount follows the one that handed the answer over.
  const [again] = useState(() => handled === search);

  useEffect(() => {
    if (handled === search) return;
    handled = search;
    const fail = (ssoError: string) => void navigate(LOGIN_PATH, { replace: true, state: { ssoError } satisfies SsoFailure });
    const answer = answerOf(new URLSearchParams(search));
    if (answer.kind === 'error') return fail(t('login.ssoProviderError', { error: answer.error }));
    if (answer.kind === 'none') return fail(t('login.ssoCallbackInvalid'));
    // A binding the signed-in user started (ThirdPartyModal): finished for them, then back where they were.
    const bindingFrom = takeBinding();
    if (bindingFrom && answer.kind === 'oauth2' && session.token()) {
      const back = () => void navigate(bindingFrom, { replace: true });
      ssoApi.bind({ code: answer.code, state: answer.state, ...(answer.iss ? { iss: answer.iss } : {}) }).then(
        () => notify('success', t('thirdParty.bound')),
        (error: unknown) => notify('error', error instanceof ApiError && error.status !== 0 && error.status !== 500 ? error.message : t('msg.serverError')),
      ).finally(back);
      return;
    }
    const call: Promise<SsoLoginResult> = answer.kind === 'oauth2'
      ? ssoApi.oauth2Login({ code: answer.code, state: answer.state, ...(answer.iss ? { iss: answer.iss } : {}) })
      : ssoApi.casLogin(answer.ticket, casService(answer.tenant), answer.tenant);
    call.then(
      (result) => {
        rememberProviderLogout(result.token, result.logoutUrl);
        flow.accepted(result);
      },
      (error: unknown) => {
        const loginUrl = error instanceof ApiError ? (error.result as { loginUrl?: unknown } | undefined)?.loginUrl : undefined;
        // Spec §4: a refused CAS ticket returns to the CAS login.
        if (typeof loginUrl === 'string' && /^https?:\/\//i.test(loginUrl) && mayReturnToCas()) return window.location.assign(loginUrl);
        fail(error instanceof ApiError && error.status !== 0 && error.status !== 500 ? error.message : t('msg.serverError'));
      },
    );
    // Once per answer: the flow and the translations need not start it again.
  }, [search]);

  // The session began (the page mounted again after the guard loaded it): the login page's guard leads on.
  if (again && flow.departs.length === 0) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <AccountFrame>
      <p className="yc-account-title" role="status" data-testid="sso-callback">{t('login.ssoSigningIn')}</p>
      {flow.departs.length > 1 && (
        <Suspense fallback={null}>
          <DepartChooser departs={flow.departs} onChoose={flow.chooseDepart} onCancel={() => navigate(LOGIN_PATH, { replace: true })} />
        </Suspense>
      )}
    </AccountFrame>
  );
}
