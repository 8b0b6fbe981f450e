// The ER designer (from `designer/`, loaded on demand) over the table models of one app group: a relation drawn or
// changed on the diagram is saved on the sub table's model at the version just read (the engine's model rules apply);
// where the tables stand is kept in the group's ER model; a table clicked can be created or synced from the diagram,
// with the DDL preview and the spec's confirmations.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErDesignerProps, ErTable, ModelLink, Positions } from '@yc/designer/er-designer';
import { metadataApi, type Stored } from '../../../api/eform.ts';
import { ApiError } from '../../../request/http.ts';
import { RowButton } from '../../../components/crud/index.ts';
import { ChunkErrorBoundary, lazyPage } from '../../../router/lazy.tsx';
import type { ErModel } from '@yc/engine/metadata';
import { PERMS } from '../shared/perms.ts';
import { useTableActions } from './useTableActions.tsx';

const designer = () => import('@yc/designer/er-designer');
const ErDesigner = lazyPage<ErDesignerProps>(() => designer().then((m) => ({ default: m.ErDesigner })));

interface Loaded {
  tables: ErTable[];
  er?: Stored<ErModel>;
  positions: Positions;
}

export function ErDesignDrawer({ groupCode, onClose, onChanged }: { groupCode?: string; onClose(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>();
  // The diagram as last saved or read: its version and places (saves follow one another).
  const current = useRef<Loaded>(undefined);

  const load = useCallback(async () => {
    if (!groupCode) return;
    const { groupErCode, erPositions } = await designer();
    const [page, diagrams] = await Promise.all([
      metadataApi.list('tableModel', { groupCode, pageNo: 1, pageSize: 500 }),
      metadataApi.list('erModel', { groupCode, pageNo: 1, pageSize: 100 }),
    ]);
    const er = diagrams.records.find((d) => d.erCode === groupErCode(groupCode));
    const next = { tables: page.records, er, positions: current.current?.positions ?? erPositions(er) };
    current.current = next;
    setLoaded(next);
  }, [groupCode]);
  useEffect(() => {
    current.current = undefined;
    setLoaded(undefined);
    void load();
  }, [load]);

  /** Keeps the diagram (places, relations) in the group's ER model; a newer stored one is saved over (places are the last mover's). */
  const saveDiagram = async (positions: Positions) => {
    const state = current.current;
    if (!groupCode || !state) return;
    const { erDocument } = await designer();
    const document = erDocument(groupCode, state.tables, positions, state.er);
    const write = (version?: number) =>
      version === undefined ? metadataApi.add('erModel', document, { silent: true }) : metadataApi.edit('erModel', { ...document, version }, { silent: true });
    let er: Stored<ErModel>;
    try {
      er = await write(state.er?.version);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) throw error;
      const stored = await metadataApi.get('erModel', document.erCode, { silent: true }).catch(() => undefined);
      er = await write(stored?.version);
    }
    current.current = { ...state, er, positions };
  };

  const actions = useTableActions(async () => {
    await load();
    onChanged();
  });

  const onLink = async (link: ModelLink) => {
    const { linkedModel } = await designer();
    const model = await metadataApi.get('tableModel', link.tableName);
    await metadataApi.edit('tableModel', linkedModel(model, link));
    await load();
    if (current.current?.er) await saveDiagram(current.current.positions);
    onChanged();
  };

  const tableTools = (table: ErTable) =>
    (table.isSync ?? 'notCreated') === 'notCreated' ? (
      <RowButton perm={PERMS.model.sync} onClick={() => void actions.createTable(table.tableName)} data-testid="er-create-table">{t('model.createTable')}</RowButton>
    ) : (
      <RowButton perm={PERMS.model.sync} onClick={() => void actions.syncTable(table.tableName)} data-testid="er-sync-table">{t('model.syncTable')}</RowButton>
    );

  return (
    <Drawer open={groupCode !== undefined} onClose={onClose} size="100%" destroyOnHidden title={t('model.er.title', { groupCode })}>
      {loaded ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton active />}>
            <ErDesigner
              tables={loaded.tables}
              positions={loaded.positions}
              lang={i18n.language === 'en_US' ? 'en_US' : 'zh_CN'}
              onLink={onLink}
              onMoved={(positions) => void saveDiagram(positions)}
              tableTools={tableTools}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Skeleton active />
      )}
      {actions.holder}
    </Drawer>
  );
}
