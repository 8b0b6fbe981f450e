// The ER designer (from `designer/`, loaded on demand) over the table models of one app group: a relation drawn or
// changed on the diagram is saved on the sub table's model at the version just read (the engine's model rules apply).
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErDesignerProps, ErTable, ModelLink } from '@yc/designer/er-designer';
import { metadataApi } from '../../../api/eform.ts';
import { ChunkErrorBoundary, lazyPage } from '../../../router/lazy.tsx';

const designer = () => import('@yc/designer/er-designer');
const ErDesigner = lazyPage<ErDesignerProps>(() => designer().then((m) => ({ default: m.ErDesigner })));

export function ErDesignDrawer({ groupCode, onClose, onChanged }: { groupCode?: string; onClose(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const [tables, setTables] = useState<ErTable[]>();
  const load = useCallback(async () => {
    if (!groupCode) return;
    const page = await metadataApi.list('tableModel', { groupCode, pageNo: 1, pageSize: 500 });
    setTables(page.records);
  }, [groupCode]);
  useEffect(() => {
    setTables(undefined);
    void load();
  }, [load]);

  const onLink = async (link: ModelLink) => {
    const { linkedModel } = await designer();
    const model = await metadataApi.get('tableModel', link.tableName);
    await metadataApi.edit('tableModel', linkedModel(model, link));
    await load();
    onChanged();
  };

  return (
    <Drawer open={groupCode !== undefined} onClose={onClose} size="100%" destroyOnHidden title={t('model.er.title', { groupCode })}>
      {tables ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton active />}>
            <ErDesigner tables={tables} lang={i18n.language === 'en_US' ? 'en_US' : 'zh_CN'} onLink={onLink} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
