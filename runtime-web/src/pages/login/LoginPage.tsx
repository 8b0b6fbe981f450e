// /index/login: account or mobile login, captcha, department choice, language switch, demo hints.
// Plain React and CSS only (no antd): the page must load little JavaScript and paint at once.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import type { DemoAccount, LoginConfig } from '../../api/types.ts';
import { AccountFrame } from '../../components/AccountFrame.tsx';
import { HiddenHeading } from '../../components/HiddenHeading.tsx';
import { LoginLink, useLoginNavigation } from '../../router/login-navigation.ts';
import { setDemoMode } from '../../permission/guards.ts';
import { branding } from '../../store/branding.ts';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import { MobileLoginForm } from './MobileLoginForm.tsx';
import { SsoSignIn } from './SsoSignIn.tsx';
import { useLoginFlow } from './useLoginFlow.ts';

const DepartChooser = lazy(() => import('./DepartChooser.tsx'));

type Tab = 'account' | 'mobile';

function DemoHints({ accounts, onPick }: { accounts: DemoAccount[]; onPick: (a: DemoAccount) => void }) {
  const { t } = useTranslation();
  return (
    <div className="yc-account-demo" data-testid="demo-hints">
      <div className="yc-account-demo-title">{t('login.demoHint')}</div>
      {accounts.map((a) => (
        <button key={a.username} type="button" className="yc-account-demo-item" onClick={() => onPick(a)}>
          <b>{a.label}</b> {a.username} / {a.password}
        </button>
      ))}
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  // The address's query, and the message of a single sign-on that failed (the callback page sends it back here).
  const { search: params, ssoError: ssoFailure } = useLoginNavigation();
  const flow = useLoginFlow(params.get('redirect') ?? undefined);
  const [tab, setTab] = useState<Tab>('account');
  const [config, setConfig] = useState<LoginConfig>();
  const [fill, setFill] = useState<{ username: string; password: string }>();

  useEffect(() => {
    authApi.loginConfig().then(
      (c) => {
        setConfig(c);
        setDemoMode(c.demoMode === true);
        branding.setProjectName(c.projectName);
      },
      () => setConfig({ captchaEnabled: false, demoMode: false }),
    );
  }, []);

  const tabs: { key: Tab; label: string }[] = [
    { key: 'account', label: t('login.tabAccount') },
    { key: 'mobile', label: t('login.tabMobile') },
  ];

  return (
    <AccountFrame subtitle={t('login.subtitle')} brandSize={40}>
      <HiddenHeading>{t('login.title')}</HiddenHeading>
      <div className="yc-tabs-plain" role="tablist">
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className={tab === item.key ? 'yc-tab-on' : undefined}
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tab === 'account' ? (
        <AccountLoginForm captchaEnabled={config?.captchaEnabled === true} fill={fill} onAccepted={flow.accepted} />
      ) : (
        <MobileLoginForm onAccepted={flow.accepted} />
      )}
      <SsoSignIn redirect={params.get('redirect') ?? undefined} tenant={params.get('tenant') ?? undefined} failure={ssoFailure} />
      {config?.demoMode && config.demoAccounts && config.demoAccounts.length > 0 && (
        <DemoHints
          accounts={config.demoAccounts}
          onPick={(a) => {
            setTab('account');
            setFill({ username: a.username, password: a.password });
          }}
        />
      )}
      <nav className="yc-account-links">
        <LoginLink to="/index/register">{t('login.register')}</LoginLink>
        <LoginLink to="/index/enterpriseRegister">{t('login.enterpriseRegister')}</LoginLink>
        <LoginLink to="/index/alteration" data-testid="forgot-password">{t('login.forgotPassword')}</LoginLink>
      </nav>
      {flow.departs.length > 1 && (
        <Suspense fallback={null}>
          <DepartChooser departs={flow.departs} onChoose={flow.chooseDepart} onCancel={flow.cancelChoice} />
        </Suspense>
      )}
    </AccountFrame>
  );
}
