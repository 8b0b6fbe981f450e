// /index/lic: license information.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function LicPage() {
  const { t } = useTranslation();
  return <Result status="info" title={t('lic.title')} subTitle={t('lic.text')} extra={<Link to="/index/login">{t('common.backToLogin')}</Link>} />;
}
