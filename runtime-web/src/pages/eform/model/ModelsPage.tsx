// Table models (spec §3, §4): the list by app group with each model's sync state; add and edit in the model
// editor; create or sync the table; generate a default form and list page; delete.
import { PlusOutlined } from '@ant-design/icons';
import { Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { ErDesignDrawer } from './ErDesignDrawer.tsx';
import { useTranslation } from 'react-i18next';
import { metadataApi, type Stored } from '../../../api/eform.ts';
import {
  CrudPage, CrudTable, DeleteButton, PermButton, QueryBar, RowActions, RowButton, useCrudList,
} from '../../../components/crud/index.ts';
import '../../../i18n/eform.ts';
import type { PageProps } from '../../../router/registry.ts';
import type { TableModel } from '../shared/engine.ts';
import { PERMS } from '../shared/perms.ts';
import { useAppGroups } from '../shared/useAppGroups.ts';
import { ModelDesignDrawer } from './ModelDesignDrawer.tsx';
import { SyncStateTag } from './SyncStateTag.tsx';
import { useTableActions } from './useTableActions.tsx';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';

const MODEL_HISTORY = metadataApi.history('tableModel');

type ModelRow = Stored<TableModel>;

export default function ModelsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { options: groupOptions } = useAppGroups();
  // The app group comes from the console home's tile (?groupCode=) and stays chosen across searches.
  const [groupCode, setGroupCode] = useState<string | undefined>(query.groupCode || undefined);
  const list = useCrudList<ModelRow>({
    load: (q) => metadataApi.list('tableModel', { ...q, groupCode: q.groupCode as string | undefined }),
    rowKey: (row) => row.tableName,
    auto: false,
  });
  const { search } = list;
  useEffect(() => search({ groupCode }), [groupCode]);
  const [editing, setEditing] = useState<{ model?: ModelRow } | undefined>();
  const [historyOf, setHistoryOf] = useState<string>();
  const [erOf, setErOf] = useState<string>();
  const actions = useTableActions(list.reload);

  const columns = [
    { title: t('model.tableName'), dataIndex: 'tableName' },
    { title: t('model.tableDesc'), dataIndex: 'tableDesc' },
    { title: t('eform.group'), dataIndex: 'groupCode' },
    { title: t('model.objStructure'), dataIndex: 'objStructure', render: (s: string) => t(`model.structure.${s}`) },
    { title: t('model.isSync'), dataIndex: 'isSync', render: (s: TableModel['isSync']) => <SyncStateTag state={s} /> },
    { title: t('eform.version'), dataIndex: 'version' },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: ModelRow) => (
        <RowActions>
          <RowButton perm={PERMS.model.edit} onClick={() => setEditing({ model: row })} data-testid="model-edit">{t('crud.edit')}</RowButton>
          {(row.isSync ?? 'notCreated') === 'notCreated' ? (
            <RowButton perm={PERMS.model.sync} onClick={() => void actions.createTable(row.tableName)} data-testid="model-create-table">
              {t('model.createTable')}
            </RowButton>
          ) : (
            <RowButton perm={PERMS.model.sync} onClick={() => void actions.syncTable(row.tableName)} data-testid="model-sync-table">
              {t('model.syncTable')}
            </RowButton>
          )}
          <RowButton perm={PERMS.model.generate} onClick={() => void actions.generate(row.tableName)} data-testid="model-generate">
            {t('model.generate')}
          </RowButton>
          <RowButton perm={PERMS.model.generate} onClick={() => void actions.updateGenerated(row.tableName)} data-testid="model-update-generated">
            {t('model.updateGenerated')}
          </RowButton>
          <RowButton perm={PERMS.model.list} onClick={() => setHistoryOf(row.tableName)} data-testid="model-history">{t('history.button')}</RowButton>
          <DeleteButton perm={PERMS.model.delete} onDelete={() => metadataApi.remove('tableModel', row.tableName)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="models-page"
        purpose={t('crud.purpose.models')}
        emptyAction={<PermButton perm={PERMS.model.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="model-empty-add">{t('model.add')}</PermButton>}
        query={
          <QueryBar
            fields={[{ name: 'keyword', label: t('eform.keyword') }]}
            onSearch={(q) => list.search({ ...q, groupCode })}
            onReset={() => list.search({ groupCode })}
          />
        }
        toolbar={
          <>
            <Select
              allowClear
              style={{ minWidth: 200 }}
              value={groupCode}
              onChange={setGroupCode}
              options={groupOptions}
              placeholder={t('eform.allGroups')}
              data-testid="group-filter"
            />
            {/* Disabled until a group is chosen: the tooltip says why. */}
            <Tooltip title={groupCode ? undefined : t('model.er.chooseGroup')}>
              <PermButton perm={PERMS.model.edit} disabled={!groupCode} onClick={() => setErOf(groupCode)} data-testid="model-er">
                {t('model.er.button')}
              </PermButton>
            </Tooltip>
            <PermButton perm={PERMS.model.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="model-add">
              {t('model.add')}
            </PermButton>
          </>
        }
      >
        <CrudTable<ModelRow> list={list} selectable={false} columns={columns} />
      </CrudPage>
      {editing && (
        <ModelDesignDrawer
          tableName={editing.model?.tableName}
          groupOptions={groupOptions}
          defaultGroup={groupCode}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await list.reload();
          }}
        />
      )}
      {actions.holder}
      <ErDesignDrawer groupCode={erOf} onClose={() => setErOf(undefined)} onChanged={() => void list.reload()} />
      <HistoryDrawer api={MODEL_HISTORY} restorePerm={PERMS.model.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
