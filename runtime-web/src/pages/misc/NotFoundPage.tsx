// Catch-all: 'access denied' (403, under 'system hint') for a page of the console that the user's menus do not
// open, the not-found page (404) for anything else.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AntdScope } from '../../components/AntdScope.tsx';
import { Footer } from '../../components/Footer.tsx';
import { isKnownPagePath } from '../../router/registry.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const denied = isKnownPagePath(useLocation().pathname);
  return (
    <AntdScope>
      <div style={{ minHeight: '100%', display: 'flex', flexDirection: 'column', background: '#fff' }}>
        <div style={{ flex: 1 }} data-testid={denied ? 'access-denied' : 'not-found'}>
          <Result
            status={denied ? '403' : '404'}
            title={denied ? t('request.systemHint') : t('notFound.title')}
            subTitle={denied ? t('msg.accessDenied') : t('notFound.text')}
            extra={
              <Button type="primary" onClick={() => navigate('/')}>
                {t('notFound.home')}
              </Button>
            }
          />
        </div>
        <Footer />
      </div>
    </AntdScope>
  );
}
