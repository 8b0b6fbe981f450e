// The forms or the pages of the design console: the list by app group, the properties screen, and delete.
import { Select, Tag } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { metadataApi, type MetadataKinds, type Stored } from '../../../api/eform.ts';
import { CrudPage, CrudTable, DeleteButton, QueryBar, RowActions, RowButton, useCrudList } from '../../../components/crud/index.ts';
import '../../../i18n/eform.ts';
import { PERMS } from '../shared/perms.ts';
import { useAppGroups } from '../shared/useAppGroups.ts';
import { PropertiesDrawer, type MetaKind } from './PropertiesDrawer.tsx';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';

type Row<K extends MetaKind> = Stored<MetadataKinds[K]>;

export interface MetadataPageProps<K extends MetaKind> {
  kind: K;
  codeOf(row: Row<K>): string;
  columns: { title: string; dataIndex?: string; key?: string; render?: (value: never, row: Row<K>) => ReactNode }[];
  /** More row buttons (preview, add to menu…). */
  extraActions?(row: Row<K>): ReactNode;
  initialGroup?: string;
}

export function MetadataPage<K extends MetaKind>({ kind, codeOf, columns, extraActions, initialGroup }: MetadataPageProps<K>) {
  const { t } = useTranslation();
  const { options: groupOptions } = useAppGroups();
  const [groupCode, setGroupCode] = useState(initialGroup);
  const list = useCrudList<Row<K>>({
    load: (q) => metadataApi.list(kind, { ...q, groupCode: q.groupCode as string | undefined }),
    rowKey: codeOf,
    auto: false,
  });
  const { search } = list;
  useEffect(() => search({ groupCode }), [groupCode]);
  const [editing, setEditing] = useState<Row<K>>();
  const [historyOf, setHistoryOf] = useState<string>();
  const perms = PERMS[kind];
  const history = useMemo(() => metadataApi.history(kind), [kind]);

  const all = [
    ...columns,
    { title: t('eform.group'), dataIndex: 'groupCode' },
    { title: t('eform.version'), dataIndex: 'version', render: (v: number) => <Tag>v{v}</Tag> },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: Row<K>) => (
        <RowActions>
          <RowButton perm={perms.edit} onClick={() => setEditing(row)} data-testid="meta-properties">{t('meta.properties')}</RowButton>
          {extraActions?.(row)}
          <RowButton perm={perms.list} onClick={() => setHistoryOf(codeOf(row))} data-testid="meta-history">{t('history.button')}</RowButton>
          <DeleteButton perm={perms.delete} onDelete={() => metadataApi.remove(kind, codeOf(row))} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId={`${kind}-list-page`}
        query={
          <QueryBar
            fields={[{ name: 'keyword', label: t('eform.keyword') }]}
            onSearch={(q) => list.search({ ...q, groupCode })}
            onReset={() => list.search({ groupCode })}
          />
        }
        toolbar={<Select allowClear style={{ minWidth: 200 }} value={groupCode} onChange={setGroupCode} options={groupOptions} placeholder={t('eform.allGroups')} />}
      >
        <CrudTable<Row<K>> list={list} selectable={false} columns={all as never} />
      </CrudPage>
      {editing && (
        <PropertiesDrawer
          kind={kind}
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await list.reload();
          }}
        />
      )}
      <HistoryDrawer api={history} restorePerm={perms.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
