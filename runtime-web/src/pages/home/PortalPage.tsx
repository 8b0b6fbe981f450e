// Front portal home (/index/portal, index-portal): the caller's portal — the first of their roles' portals by priority,
// else the default — drawn on the 12-column grid; the greeting when no portal is set up. Under portalType 2 the route
// builder puts this page in the portal layout (spec §2); the page itself draws the same grid.
import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../router/registry.ts';
import { portalItemType } from '@yc/engine/report';
import { loadVega } from '../../components/VegaChart.tsx';
import { HomeCard } from './HomeCard.tsx';
import type { MyPortal } from '../eform/portal/portal-api.ts';
import { myPortal, takePortal } from './portal-prefetch.ts';
import { PortalGrid } from '../eform/portal/PortalGrid.tsx';
import '../eform/portal/texts.ts';

export default function PortalPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [mine, setMine] = useState<MyPortal>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    void (takePortal() ?? myPortal()).then((answer) => {
      // Charts to draw: vega is fetched while their rows are read, not after.
      if (answer.portal?.items.some((item) => portalItemType(item) === 'widget')) loadVega().catch(() => undefined);
      setMine(answer);
    }, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  if (error) return <Result status="warning" title={error} />;
  if (!mine) return <Spin />;
  if (!mine.portal) return <HomeCard route={route} testId="portal-home" textKey="home.portal.text" />;
  return (
    <div data-testid="portal-home" data-portal={mine.portal.portalCode} data-portal-type={mine.portalType} aria-label={t('portal.title')}>
      <PortalGrid portalCode={mine.portal.portalCode} items={mine.portal.items} />
    </div>
  );
}
