// The page designer in its drawer, with the columns of the page's table model to add from.
import { useTranslation } from 'react-i18next';
import type { PageDesignerProps } from '@yc/designer/page-designer';
import { lazyPage } from '../../../router/lazy.tsx';
import { DesignDrawer } from './DesignDrawer.tsx';
import { columnsOf } from './FormDesignDrawer.tsx';

const PageDesigner = lazyPage<PageDesignerProps>(() => import('@yc/designer/page-designer').then((m) => ({ default: m.PageDesigner })));

export function PageDesignDrawer({ viewCode, onClose }: { viewCode?: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <DesignDrawer kind="view" code={viewCode} title={t('meta.design.pageTitle', { viewCode })} modelOf={(view) => view.tableName} onClose={onClose}>
      {({ item, version, model, lang, save, versions }) => (
        <PageDesigner
          view={item}
          version={version}
          lang={lang}
          columns={columnsOf(model)}
          save={async (view, at) => {
            const result = await save(view, at);
            return 'stale' in result ? { ok: false, stale: { view: result.stale.item, version: result.stale.version } } : result;
          }}
          extra={versions}
        />
      )}
    </DesignDrawer>
  );
}
