// The page designer in its drawer, with the columns of the page's table model to add from and the list renderer as
// its live preview (the design's columns over real records).
import { useTranslation } from 'react-i18next';
import type { PageDesignerProps } from '@yc/designer/page-designer';
import { lazyPage } from '../../../router/lazy.tsx';
import type { View } from '../../../renderers/engine.ts';
import { useScriptEditing } from '../../../permission/guards.ts';
import { columnsOf, DesignDrawer } from './DesignDrawer.tsx';
import { metadataApi } from '../../../api/eform.ts';
import { reportApi } from '../../../api/report.ts';

/** The fields a layout link may filter a block by: a widget's dataset dimensions, a list's query columns, a tree's fields. */
const blockFields: NonNullable<PageDesignerProps['blockFields']> = async (block) => {
  if (block.kind === 'widget') return block.widgetCode ? (await reportApi.card(block.widgetCode)).dimension : [];
  const code = block.viewCode;
  if (!code || block.kind === 'form') return [];
  const view = await metadataApi.get('view', code, { silent: true });
  return view.columns.filter((c) => block.kind === 'tree' || c.isQuery).map((c) => c.colCode);
};

const PageDesigner = lazyPage<PageDesignerProps>(() => import('@yc/designer/page-designer').then((m) => ({ default: m.PageDesigner })));
/** The list page's renderer, loaded with the list page's own chunk when the preview is first shown. */
const PagePreview = lazyPage<{ view: View }>(() => import('../../../renderers/view/ListPage.tsx').then((m) => ({ default: m.PagePreview })));

export function PageDesignDrawer({ viewCode, onClose }: { viewCode?: string; onClose(): void }) {
  const { t } = useTranslation();
  const scriptsEditable = useScriptEditing();
  return (
    <DesignDrawer kind="view" code={viewCode} title={t('meta.design.pageTitle', { viewCode })} modelOf={(view) => view.tableName} onClose={onClose}>
      {({ item, version, model, lang, save, versions, keeping }) => (
        <PageDesigner
          {...keeping}
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
          blockFields={blockFields}
        />
      )}
    </DesignDrawer>
  );
}
