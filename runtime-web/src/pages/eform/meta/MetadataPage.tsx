// The forms or the pages of the design console: the list by app group, their designers (row buttons the screens add), versions and delete.
import { Select, Tag } from 'antd';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { metadataApi, type MetadataKinds, type Stored } from '../../../api/eform.ts';
import { CrudPage, CrudTable, DeleteButton, QueryBar, RowActions, RowButton, useCrudList } from '../../../components/crud/index.ts';
import '../../../i18n/eform.ts';
import { PERMS } from '../shared/perms.ts';
import { useAppGroups } from '../shared/useAppGroups.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';

export type MetaKind = 'form' | 'view';
type Row<K extends MetaKind> = Stored<MetadataKinds[K]>;

export interface MetadataPageProps<K extends MetaKind> {
  kind: K;
  codeOf(row: Row<K>): string;
  columns: { title: string; dataIndex?: string; key?: string; render?: (value: never, row: Row<K>) => ReactNode }[];
  /** The kind's designer in its drawer: opened by the row's Design button; the list reads again when it closes. */
  Designer: ComponentType<{ code?: string; onClose(): void }>;
  /** More row buttons (add to menu…). */
  extraActions?(row: Row<K>): ReactNode;
  initialGroup?: string;
  /** More toolbar buttons (new form…), given the group shown and a way to open the designer on an item. */
  toolbarExtra?(groupCode: string | undefined, design: (code: string) => void): ReactNode;
}

export function MetadataPage<K extends MetaKind>({ kind, codeOf, columns, Designer, extraActions, initialGroup, toolbarExtra }: MetadataPageProps<K>) {
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
  const [historyOf, setHistoryOf] = useState<string>();
  const [designing, setDesigning] = useState<string>();
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
          <RowButton perm={perms.edit} onClick={() => setDesigning(codeOf(row))} data-testid={`${kind === 'view' ? 'page' : 'form'}-design`}>{t('meta.design')}</RowButton>
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
        toolbar={
          <>
            <Select allowClear style={{ minWidth: 200 }} value={groupCode} onChange={setGroupCode} options={groupOptions} placeholder={t('eform.allGroups')} />
            {toolbarExtra?.(groupCode, setDesigning)}
          </>
        }
      >
        <CrudTable<Row<K>> list={list} selectable={false} columns={all as never} />
      </CrudPage>
      <Designer
        code={designing}
        onClose={() => {
          setDesigning(undefined);
          void list.reload();
        }}
      />
      <HistoryDrawer api={history} restorePerm={perms.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
