// /index/register-result: registration done; back to the login page after a countdown.
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const RETURN_SECONDS = 5;

export default function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { account?: string; pending?: boolean } | null };
  const [seconds, setSeconds] = useState(RETURN_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      navigate('/index/login', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <Result
      status="success"
      title={t('result.title')}
      subTitle={
        <>
          {state?.account && <div>{t(state.pending ? 'result.pending' : 'result.text', { account: state.account })}</div>}
          <div>{t('result.countdown', { seconds })}</div>
        </>
      }
      extra={<Button onClick={() => navigate('/index/login')}>{t('common.backToLogin')}</Button>}
    />
  );
}
