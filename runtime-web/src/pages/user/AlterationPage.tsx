// /index/alteration: change of password, required on first login or when it must change (isFist, isChange).
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { notify } from '../../request/report.ts';
import { logout } from '../../session/actions.ts';
import { session, useSession } from '../../store/session.ts';
import { AccountForm, type FieldSpec } from './AccountForm.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'oldpassword', labelKey: 'alteration.oldPassword', kind: 'secret' },
  { name: 'password', labelKey: 'alteration.newPassword', kind: 'password' },
  { name: 'confirmpassword', labelKey: 'alteration.confirmPassword', kind: 'confirm', repeats: 'password' },
];

/**
 * Whether going back returns to a page of the console: one reached inside the app (the router's first location has
 * the key 'default'), or the page loaded before this one from the same origin; otherwise back would leave the console.
 */
function cameFromConsole(location: Location): boolean {
  if (location.key !== 'default') return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
}

export default function AlterationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { passwordChangeRequired } = useSession();
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
            <Button type="link" block data-testid="alteration-logout" onClick={() => void logout().then(() => navigate('/index/login', { replace: true }))}>
              {t('alteration.logout')}
            </Button>
          ) : (
            <Button type="link" block data-testid="alteration-back" onClick={() => (cameFromConsole(location) ? navigate(-1) : navigate('/'))}>
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
