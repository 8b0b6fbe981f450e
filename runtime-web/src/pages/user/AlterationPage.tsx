// /index/alteration: signed in, the change of password, required on first login or when it must change (isFist,
// isChange); signed out, the password reset through a verified channel (ResetPasswordPage).
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { notify } from '../../request/report.ts';
import { goBack } from '../../router/back.ts';
import { logout } from '../../session/actions.ts';
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
