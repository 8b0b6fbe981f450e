// Catch-all: the not-found page.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdScope } from '../../components/AntdScope.tsx';
import { Footer } from '../../components/Footer.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AntdScope>
      <div style={{ minHeight: '100%', display: 'flex', flexDirection: 'column', background: '#fff' }}>
        <div style={{ flex: 1 }} data-testid="not-found">
          <Result
            status="404"
            title={t('notFound.title')}
            subTitle={t('notFound.text')}
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
