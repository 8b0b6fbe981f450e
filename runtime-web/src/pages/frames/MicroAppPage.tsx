// Micro-app menu page: the micro app at microAppUrl, opened on its own route microAppRoute.
import type { PageProps } from '../../router/registry.ts';
import { FramedUrl } from './IframePage.tsx';

export function microAppAddress(microAppUrl: string | undefined, microAppRoute: string | undefined): string | undefined {
  if (!microAppUrl) return undefined;
  if (!microAppRoute) return microAppUrl;
  return `${microAppUrl.replace(/\/+$/, '')}/${microAppRoute.replace(/^\/+/, '')}`;
}

export default function MicroAppPage({ route, props }: PageProps) {
  return <FramedUrl url={microAppAddress(props['microAppUrl'], props['microAppRoute'])} title={route.meta.title} />;
}
