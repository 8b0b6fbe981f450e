// Frame of the stand-alone routes outside the layouts (process page, city redirect): content and footer.
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope.tsx';
import { Footer } from '../../components/Footer.tsx';

export function StandalonePage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <AntdScope>
      <div style={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}>
        <main style={{ flex: 1, padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto', boxSizing: 'border-box' }}>
          <Card title={title} extra={extra}>{children}</Card>
        </main>
        <Footer />
      </div>
    </AntdScope>
  );
}
