// Stand-ins for pages whose engines arrive with later issues, and for unknown component names.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../router/registry.ts';
import { menuTitle } from '../../engine.ts';

export default function PlaceholderPage({ route, props }: PageProps) {
  const { t, i18n } = useTranslation();
  const details = Object.entries(props).map(([key, value]) => `${key}: ${value}`).join(' · ');
  return (
    <Result
      status="info"
      title={menuTitle(route.meta, i18n.language)}
      subTitle={
        <>
          <div>{t('placeholder.text', { component: route.component })}</div>
          {details && <div data-testid="page-props">{details}</div>}
        </>
      }
    />
  );
}

export function UnknownPage({ component }: { component: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('placeholder.title')} subTitle={t('placeholder.unknown', { component })} />;
}
