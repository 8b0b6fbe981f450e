// The page designer in its drawer, with the columns of the page's table model to add from and the list renderer as
// its live preview (the design's columns over real records).
import { useTranslation } from 'react-i18next';
import type { PageDesignerProps } from '@yc/designer/page-designer';
import { lazyPage } from '../../../router/lazy.tsx';
import type { View } from '../../../renderers/engine.ts';
import { useScriptEditing } from '../../../permission/guards.ts';
import { columnsOf, DesignDrawer } from './DesignDrawer.tsx';

const PageDesigner = lazyPage<PageDesignerProps>(() => import('@yc/designer/page-designer').then((m) => ({ default: m.PageDesigner })));
/** The list page's renderer, loaded with the list page's own chunk when the preview is first shown. */
const PagePreview = lazyPage<{ view: View }>(() => import('../../../renderers/view/ListPage.tsx').then((m) => ({ default: m.PagePreview })));

export function PageDesignDrawer({ viewCode, onClose }: { viewCode?: string; onClose(): void }) {
  const { t } = useTranslation();
  const scriptsEditable = useScriptEditing();
  return (
    <DesignDrawer kind="view" code={viewCode} title={t('meta.design.pageTitle', { viewCode })} modelOf={(view) => view.tableName} onClose={onClose}>
      {({ item, version, model, lang, save, versions }) => (
        <PageDesigner
          view={item}
          version={version}
          lang={lang}
          columns={columnsOf(model)}
          Preview={PagePreview}
          scriptsEditable={scriptsEditable}
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
