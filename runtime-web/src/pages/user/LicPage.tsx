// /index/lic: the licence terms of this edition and the platform version the server runs (GET
// /api/enterpriseRegister/config, public).
import { Descriptions, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registrationMode } from '../register/sms.ts';
import './locale.ts';

export default function LicPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState<string | null>();
  useEffect(() => {
    void registrationMode().then(({ version }) => setVersion(version), () => setVersion(null));
  }, []);
  return (
    <Result
      status="info"
      title={t('lic.title')}
      subTitle={
        <Descriptions column={1} size="small" bordered style={{ textAlign: 'left', marginTop: 16 }} data-testid="lic-details">
          <Descriptions.Item label={t('lic.terms')}>
            <div data-testid="lic-terms">
              <Typography.Paragraph style={{ margin: 0 }}>{t('lic.text')}</Typography.Paragraph>
              <Typography.Paragraph style={{ margin: 0 }} type="secondary">{t('lic.termsMore')}</Typography.Paragraph>
            </div>
          </Descriptions.Item>
          <Descriptions.Item label={t('lic.version')}>
            {version === undefined ? <Spin size="small" /> : <span data-testid="lic-version">{version ?? '—'}</span>}
          </Descriptions.Item>
        </Descriptions>
      }
      extra={<Link to="/index/login">{t('common.backToLogin')}</Link>}
    />
  );
}
