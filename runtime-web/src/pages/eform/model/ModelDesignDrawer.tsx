// The table model designer (from `designer/`, loaded on demand): opened on the model as stored now (never the list's
// copy), saved by the console at the version read; the console hands it the dictionaries, its data source choice and
// the table's sync state. Closing with unsaved changes asks first; the designer keeps them as a draft in the browser's
// storage, offered when the model is edited again.
import { Suspense, useEffect, useState } from 'react';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelEditorProps } from '@yc/designer/model-designer';
import { dictApi, metadataApi, type Stored } from '../../../api/eform.ts';
import { notifySuccess } from '../../../components/crud/index.ts';
import { DataSourceSelect } from '../../../components/DataSourceSelect.tsx';
import { ApiError } from '../../../request/http.ts';
import { ChunkErrorBoundary, lazyPage } from '../../../router/lazy.tsx';
import { useIsMobile } from '../../../store/device.ts';
import type { TableModel } from '../shared/engine.ts';
import { useCloseGuard } from '../meta/close-guard.tsx';
import { SyncStateTag } from './SyncStateTag.tsx';

const ModelEditor = lazyPage<ModelEditorProps>(() => import('@yc/designer/model-designer').then((m) => ({ default: m.ModelEditor })));

const dictionaries = () => dictApi.treeList();

export interface ModelDesignDrawerProps {
  /** The model to edit (by table name), or a new one. */
  tableName?: string;
  groupOptions: { label: string; value: string }[];
  defaultGroup?: string;
  onSaved(): unknown;
  onClose(): void;
}

export function ModelDesignDrawer({ tableName, groupOptions, defaultGroup, onSaved, onClose }: ModelDesignDrawerProps) {
  const { i18n } = useTranslation();
  const mobile = useIsMobile();
  const [model, setModel] = useState<{ tableName: string; model: Stored<TableModel> }>();
  const guard = useCloseGuard();

  useEffect(() => {
    setModel(undefined);
    if (!tableName) return;
    let live = true;
    void metadataApi.get('tableModel', tableName).then((stored) => live && setModel({ tableName, model: stored }), onClose);
    return () => {
      live = false;
    };
  }, [tableName]);

  const save = async (item: TableModel, version: number | undefined) => {
    try {
      await (version === undefined ? metadataApi.add('tableModel', item) : metadataApi.edit('tableModel', { ...item, version }));
    } catch (error) {
      // Told by the request layer; the designer stays open with the user's work (and its draft).
      if (error instanceof ApiError) return false;
      throw error;
    }
    notifySuccess();
    await onSaved();
    return true;
  };

  const current = tableName ? (model?.tableName === tableName ? model.model : undefined) : undefined;
  if (tableName && !current) return <Drawer open size={mobile ? '100%' : 1400} onClose={onClose}><Skeleton active /></Drawer>;
  return (
    <ChunkErrorBoundary>
      {guard.holder}
      <Suspense fallback={<Drawer open size={mobile ? '100%' : 1400} onClose={onClose}><Skeleton active /></Drawer>}>
        <ModelEditor
          key={current ? `${current.tableName}@${current.version}` : 'new'}
          model={current}
          lang={i18n.language === 'en_US' ? 'en_US' : 'zh_CN'}
          groupOptions={groupOptions}
          defaultGroup={defaultGroup}
          save={save}
          onClose={() => guard.close(onClose)}
          drafts={window.localStorage}
          onDirtyChange={guard.onDirtyChange}
          dictionaries={dictionaries}
          DataSourceSelect={DataSourceSelect}
          titleExtra={current && <SyncStateTag state={current.isSync} />}
          fullWidth={mobile}
        />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
