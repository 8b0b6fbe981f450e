// Front portal home (/index/portal): portal widgets arrive with the portal issue; a greeting now.
import type { PageProps } from '../../router/registry.ts';
import { HomeCard } from './HomeCard.tsx';

export default function PortalPage({ route }: PageProps) {
  return <HomeCard route={route} testId="portal-home" textKey="home.portal.text" />;
}
