// The stand-in for a menu whose component name no page has (a menu made by hand, or by a newer app): no seeded menu
// leads here, every component they name is registered (pages/index.ts).
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function UnknownPage({ component }: { component: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('placeholder.title')} subTitle={t('placeholder.unknown', { component })} />;
}
