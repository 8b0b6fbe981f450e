// Iframe menu page: shows the menu's url inside the content area.
import { Result } from 'antd';
import type { PageProps } from '../../router/registry.ts';
import { safeWebUrl } from '../../utils/safe-url.ts';

export function FramedUrl({ url, title }: { url: string | undefined; title: string }) {
  const src = safeWebUrl(url);
  if (!src) return <Result status="warning" title={title} subTitle={url ?? ''} />;
  return <iframe title={title} src={src} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} />;
}

export default function IframePage({ route, props }: PageProps) {
  return <FramedUrl url={props['url']} title={route.meta.title} />;
}
