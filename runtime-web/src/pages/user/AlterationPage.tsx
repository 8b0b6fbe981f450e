// /index/alteration: signed in, the change of password, required on first login or when it must change (isFist,
// isChange); signed out, the password reset through a verified channel (ResetPasswordPage).
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { notify } from '../../request/report.ts';
import { goBack } from '../../router/back.ts';
import { logout } from '../../session/actions.ts';
import { takeProviderLogout } from '../sso/sso-session.ts';
import { session, useSession } from '../../store/session.ts';
import { AccountForm, type FieldSpec } from './AccountForm.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'oldpassword', labelKey: 'alteration.oldPassword', kind: 'secret' },
  { name: 'password', labelKey: 'alteration.newPassword', kind: 'password' },
  { name: 'confirmpassword', labelKey: 'alteration.confirmPassword', kind: 'confirm', repeats: 'password' },
];

export default function AlterationPage() {
  const { token } = useSession();
  return token ? <ChangePassword /> : <ResetPasswordPage />;
}

function ChangePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { passwordChangeRequired } = useSession();
  // As the header's logout: a session begun at an identity provider is ended there too (spec §4).
  const signOut = async () => {
    const providerLogout = takeProviderLogout();
    await logout();
    if (providerLogout) window.location.assign(providerLogout);
    else await navigate('/index/login', { replace: true });
  };
  return (
    <>
      {passwordChangeRequired && <Alert type="warning" showIcon title={t('alteration.hint')} style={{ marginTop: 16 }} />}
      <AccountForm
        titleKey="alteration.title"
        fields={FIELDS}
        submitKey="common.submit"
        footer={
          // A required change can be left only by signing out; a chosen one by going back.
          passwordChangeRequired ? (
            <Button type="link" block data-testid="alteration-logout" onClick={() => void signOut()}>
              {t('alteration.logout')}
            </Button>
          ) : (
            <Button type="link" block data-testid="alteration-back" onClick={() => goBack(navigate, location)}>
              {t('alteration.back')}
            </Button>
          )
        }
        onSubmit={async (v) => {
          await authApi.changePassword(v['oldpassword'] ?? '', v['password'] ?? '', v['confirmpassword'] ?? '');
          session.passwordChanged();
          notify('success', t('alteration.success'));
          navigate('/', { replace: true });
        }}
      />
    </>
  );
}
